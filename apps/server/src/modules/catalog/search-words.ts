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

/**
 * One word of a search as matched: the word typed, or the known words a typo in it may stand for, any of which
 * matches ('alternater': 'alternate' or 'alternator').
 */
export type SearchWord = string | readonly string[];

/** Every word a search's words may match, alternatives included: what the results mark. */
export const termsOf = (words: readonly SearchWord[]): string[] => [...new Set(words.flat())];

/** Which fields a word must be in: anywhere in the document, or in part numbers, brand and name (A, B). */
export type WordScope = "anywhere" | "named";

/**
 * A whole number with its unit run together ('120w', '18v', '30m'), as buyers type it and catalogues may not
 * (a decimal and its unit are two words already: searchWordsOf reads '2.4kw' as '2.4' and 'kw').
 */
const NUMBER_AND_UNIT = /^(\p{N}+)(\p{L}{1,3})$/u;

/**
 * The units read so. Not 'a' (amperes): the article is in most descriptions, and the index would list every
 * product with the number for the phrase to be checked row by row.
 */
const UNITS = new Set([
  "w",
  "kw",
  "v",
  "ah",
  "mah",
  "mm",
  "cm",
  "m",
  "l",
  "ml",
  "kg",
  "g",
  "nm",
  "hp",
  "db",
  "psi",
  "bar",
]);

/**
 * The text of a to_tsquery('simple', …): every word in the scope; a word given alone matches by its start
 * ('2.4' finds '2.4l'), and a number with its unit also as the number then the unit ('120w' finds "120 W"); a
 * list of known words matches any of them exactly. Words hold only letters, digits and inner dots
 * (searchWordsOf, search_terms), so quoting them cannot break out.
 */
export function prefixQueryOf(words: readonly SearchWord[], scope: WordScope = "anywhere"): string {
  const weights = scope === "named" ? "AB" : "";
  const exact = (word: string) => `'${word}'${weights ? `:${weights}` : ""}`;
  const byStart = (word: string) => {
    const start = `'${word}':*${weights}`;
    const [, number, unit] = NUMBER_AND_UNIT.exec(word) ?? [];
    return number && unit && UNITS.has(unit) ? `(${start} | ${exact(number)} <-> ${exact(unit)})` : start;
  };
  return words
    .map((word) => (typeof word === "string" ? byStart(word) : `(${word.map(exact).join(" | ")})`))
    .join(" & ");
}

/** Words the vocabulary (search_terms, migration 0025) keeps: three letters or more, letters only. */
export const isVocabularyWord = (word: string) => /^\p{L}{3,}$/u.test(word);

/** Words shorter than this are not corrected: one letter changes too much of them. */
export const MIN_CORRECTED_CHARS = 4;

/** Only words of letters are corrected or replaced, so a part number is never "corrected" into another one. */
export const isCorrectable = (word: string) => word.length >= MIN_CORRECTED_CHARS && /^\p{L}+$/u.test(word);

/** Whether `a` is `b` with two neighbouring letters swapped ('wrnech' for 'wrench'). */
function swappedOnce(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((letter, i) => letter !== b[i]);
  return (
    at >= 0 &&
    at < a.length - 1 &&
    a[at] === b[at + 1] &&
    a[at + 1] === b[at] &&
    a.slice(at + 2) === b.slice(at + 2)
  );
}

/**
 * Whether `term` may stand for the typed `word` (a typo): one letter wrong, missing or extra, or two neighbours
 * swapped; two such slips from 8 letters.
 */
export function isTypoOf(word: string, term: string): boolean {
  return slipsBetween(word, term) !== null;
}

/** How many slips `term` is from the typed `word` when it may stand for it (isTypoOf), else null. */
export function slipsBetween(word: string, term: string): number | null {
  if (!isCorrectable(word) || word === term) return null;
  if (swappedOnce(word, term)) return 1;
  const slips = distance(word, term);
  return slips <= (word.length >= 8 ? 2 : 1) ? slips : null;
}

/** The known words a typo may stand for, the fewest slips away: any of them matches. */
export function correctionsOf(word: string, nearest: readonly string[]): string[] {
  const slips = nearest.map((term) => slipsBetween(word, term));
  const fewest = Math.min(...slips.filter((n) => n !== null));
  return nearest.filter((_, i) => slips[i] === fewest);
}
