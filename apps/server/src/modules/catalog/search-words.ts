import { distance } from "fastest-levenshtein";

/**
 * The words of a search (issue 42, decision 0046) and the full-text query they make: pure, so the rules about
 * what a typed text means are tested without a database.
 */

/** At most this many words count: a longer text narrows no further and would only cost more. */
export const MAX_SEARCH_WORDS = 8;
/** A word longer than any in a catalogue matches nothing anyway; cut, it still costs little. */
const MAX_WORD_CHARS = 40;

/**
 * The words typed, lower case, in order and without repeats: runs of letters and digits, a decimal point kept
 * inside a number ('2.4'), as PostgreSQL's parser reads the products' documents. Punctuation, symbols,
 * emoji and tsquery's operators (`&`, `|`, `!`, `:*`, quotes, backslashes) are separators, never syntax.
 */
export function searchWordsOf(q: string): string[] {
  const words = q
    .normalize("NFKC")
    .toLocaleLowerCase()
    .match(/[\p{L}\p{N}]+(?:\.\p{N}+)*/gu);
  return [...new Set((words ?? []).map((word) => word.slice(0, MAX_WORD_CHARS)))].slice(0, MAX_SEARCH_WORDS);
}

/** Which fields a word must be in: anywhere in the document, or in part numbers, brand and name (A, B). */
export type WordScope = "anywhere" | "named";

/**
 * The text of a to_tsquery('simple', …): every word, or a word it starts ('brak' finds 'brake'), in the scope.
 * Words hold only letters, digits and inner dots (searchWordsOf), so quoting them cannot break out.
 */
export function prefixQueryOf(words: readonly string[], scope: WordScope = "anywhere"): string {
  const weights = scope === "named" ? "AB" : "";
  return words.map((word) => `'${word}':*${weights}`).join(" & ");
}

/** Words shorter than this are not corrected: one letter changes too much of them. */
export const MIN_CORRECTED_CHARS = 4;

/** Only words of letters are corrected or replaced, so a part number is never "corrected" into another one. */
export const isCorrectable = (word: string) => word.length >= MIN_CORRECTED_CHARS && /^\p{L}+$/u.test(word);

/** Whether `term` may stand for the typed `word` (a typo): one letter wrong, missing or extra, or two in a long word. */
export function isTypoOf(word: string, term: string): boolean {
  if (!isCorrectable(word) || word === term) return false;
  return distance(word, term) <= (word.length >= 8 ? 2 : 1);
}
