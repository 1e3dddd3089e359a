/** `\`, `%` and `_` typed by a visitor or an admin are literal characters in a LIKE pattern, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching any text that contains `text`, literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
