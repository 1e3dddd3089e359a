/**
 * C0 and C1 control characters (NUL among them): PostgreSQL refuses NUL in text, and the others hide text in
 * logs and on screen. Tab, line feed and carriage return stay allowed where a field spans lines. Zod-free, so
 * the web app's first load and the `./texts` entry can use these checks.
 */
// Matching control characters is the point here.
/* eslint-disable no-control-regex */
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
export const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/* eslint-enable no-control-regex */

export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";
export const FORMAT_CHARACTERS_MESSAGE = "must not contain invisible or text-direction characters";

/**
 * Invisible format characters (Unicode category Cf) hide or reorder text: U+202E makes "\u202Enimda traP-X"
 * read "X-Part admin", U+200B splits a word invisibly, tag characters carry hidden ASCII (finding I11). Three
 * uses that legitimate text needs stay allowed, each in its context only: the zero-width joiner between two
 * emoji (it draws one emoji: 👩‍🔧, 🏳️‍🌈), the joiners between letters of the scripts they visibly shape (Persian
 * ZWNJ, Indic ZWJ), and the tags of the flags of England, Scotland and Wales.
 */
const FORMAT = /\p{Cf}/u;
const JOINING_SCRIPTS = [
  "Arabic",
  "Syriac",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
]
  .map((script) => `\\p{scx=${script}}`)
  .join("");
/**
 * Each allowed use, and what it leaves behind when the text is checked for any other format character. Built on
 * first need (text with a format character), since compiling the scripts' classes costs a page's start-up.
 */
let allowedFormat: [RegExp, string][] | undefined;
const allowedFormatUses = (): [RegExp, string][] =>
  (allowedFormat ??= [
    [
      /(\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])?)\u200D(?=\p{Extended_Pictographic})/gu,
      "$1",
    ],
    [new RegExp(`([${JOINING_SCRIPTS}])[\\u200C\\u200D](?=[${JOINING_SCRIPTS}])`, "gu"), "$1"],
    [
      /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}/gu,
      "\u{1F3F4}",
    ],
  ]);

/** True when a text holds a format character outside the allowed uses above. */
function hasHiddenFormatting(value: string): boolean {
  if (!FORMAT.test(value)) return false;
  return FORMAT.test(allowedFormatUses().reduce((text, [use, kept]) => text.replace(use, kept), value));
}

/**
 * Why the shared text check refuses a text, or null (zod's `plainText()` and the forms that check without zod
 * say the same): control characters (tab and line breaks allowed in `multiline` text), then hidden formatting.
 */
export function plainTextProblem(value: string, options: { multiline?: boolean } = {}): string | null {
  if ((options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value)) return CONTROL_CHARACTERS_MESSAGE;
  return hasHiddenFormatting(value) ? FORMAT_CHARACTERS_MESSAGE : null;
}

/** True when a single-line text holds no control character (for checks outside zod, e.g. return paths). */
export const isPlainLine = (value: string) => !CONTROL.test(value);

/**
 * A return address after sign-in: a path on this site only. "//host" leaves it (an open redirect), and a
 * browser drops tabs and newlines and reads a backslash as "/", so "/<tab>/host" would too (finding 14).
 */
export const isLocalReturnPath = (value: unknown): value is string =>
  typeof value === "string" && /^\/(?!\/)/.test(value) && isPlainLine(value) && !value.includes("\\");
