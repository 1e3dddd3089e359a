/*
 * Word search's vocabulary for both sides (issue 42), without zod: the headers a search answer carries, the
 * suggestions' limits and texts, and how a result marks the words it matched.
 */

/**
 * The words a search matched, after its typo tolerance ('filtr' → 'filter'), sent beside a non-empty page of a
 * search: percent-encoded, separated by spaces. The page marks them in the results.
 */
export const SEARCH_TERMS_HEADER = "x-search-terms";
/**
 * Up to SEARCH_LIMITS.didYouMean other searches, sent with an empty page of a search: each percent-encoded,
 * separated by commas. Each finds something under the same filters.
 */
export const DID_YOU_MEAN_HEADER = "x-did-you-mean";

export const SEARCH_LIMITS = {
  /** Suggestions under the search box, all kinds together. */
  suggestions: 8,
  /** Other searches a search that found nothing offers. */
  didYouMean: 3,
  /** The search box waits this long after the last key before it asks for suggestions. */
  suggestDelayMs: 150,
  /** Suggestions start at this many characters: fewer would match most of the catalogue. */
  suggestMinChars: 2,
} as const;

export const searchSuggestionKinds = ["part", "product", "category", "brand"] as const;
export type SearchSuggestionKind = (typeof searchSuggestionKinds)[number];

export const SEARCH_TEXTS = {
  didYouMean: "Did you mean",
  suggestionsLabel: "Suggestions",
  kinds: { part: "Part number", product: "Product", category: "Category", brand: "Brand" },
  /** A category's or brand's suggestion says how many products it has. */
  productCount: (n: number) => `${n} ${n === 1 ? "product" : "products"}`,
} as const satisfies { kinds: Record<SearchSuggestionKind, string> } & Record<string, unknown>;

/** The value of SEARCH_TERMS_HEADER for these words. */
export const formatSearchTerms = (terms: readonly string[]) => terms.map(encodeURIComponent).join(" ");

/** The words SEARCH_TERMS_HEADER carried; [] when it is absent or unreadable. */
export function parseSearchTerms(value: string | null | undefined): string[] {
  return decodeEach(value, " ");
}

/** The value of DID_YOU_MEAN_HEADER for these searches. */
export const formatDidYouMean = (searches: readonly string[]) => searches.map(encodeURIComponent).join(",");

/** The searches DID_YOU_MEAN_HEADER offered; [] when it is absent or unreadable. */
export function parseDidYouMean(value: string | null | undefined): string[] {
  return decodeEach(value, ",");
}

function decodeEach(value: string | null | undefined, separator: string): string[] {
  if (!value) return [];
  try {
    return value
      .split(separator)
      .map((part) => decodeURIComponent(part))
      .filter((part) => part.trim() !== "");
  } catch {
    return [];
  }
}

/** A run of a text, marked when it is (the start of) a word the search matched. */
export interface MarkedRun {
  text: string;
  marked: boolean;
}

/** Letters and digits: what the search's words are made of (PostgreSQL's parser splits on the rest). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The text cut into runs, each word that starts with one of the matched terms marked up to the term's length
 * (the search matches words by their start: 'brak' marks 'Brak' of 'Brake'). Case is ignored; the runs, joined,
 * give the text back unchanged.
 */
export function markMatches(text: string, terms: readonly string[]): MarkedRun[] {
  const prefixes = [...new Set(terms.map((term) => term.toLocaleLowerCase()).filter(Boolean))];
  const runs: MarkedRun[] = [];
  let at = 0;
  const push = (to: number, marked: boolean) => {
    if (to <= at) return;
    const piece = text.slice(at, to);
    const last = runs.at(-1);
    if (last && last.marked === marked) last.text += piece;
    else runs.push({ text: piece, marked });
    at = to;
  };
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLocaleLowerCase();
    // The longest term the word starts with; the mark covers as many characters of the word as the term has.
    const term = prefixes.filter((prefix) => word.startsWith(prefix)).sort((a, b) => b.length - a.length)[0];
    if (!term || word.length !== match[0].length) continue;
    push(match.index, false);
    push(match.index + term.length, true);
  }
  push(text.length, false);
  return runs;
}
