import { SEARCH_LIMITS } from "@xpart/shared";
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { anythingMatches, type Conditions } from "./catalog-search.js";
import { correctionsOf, isCorrectable, isTypoOf, searchWordsOf, type SearchWord } from "./search-words.js";

/**
 * Typo tolerance and "Did you mean" (issue 42, decision 0046), over the catalogue's vocabulary (search_terms,
 * kept by triggers): a typed word is compared with the thousands of words the products have, never with the
 * products themselves, so the cost does not grow with the catalogue.
 */

/** How many of the nearest known words each typed word is compared with. */
const NEAREST = 12;
/** How many other searches are tried at most, each an index probe, before "Did you mean" gives up. */
const MAX_TRIED = 8;

type WordLookup = {
  word: string;
  /** Some product has a word starting with it: it is not a typo (it may be a word being typed). */
  known: boolean;
  /** The nearest known words by trigram distance, nearest first (a swap of two letters breaks trigrams: no floor). */
  nearest: string[];
  /** Those of them at pg_trgm's similarity threshold or closer: what "Did you mean" may offer. */
  similar: string[];
  /** Two known words it is made of, typed without the space ('sparkplug'), or null. */
  split: [string, string] | null;
};

/** Each word's standing in the vocabulary: one statement, one index lookup per word. */
async function lookUpWords(db: Database, words: readonly string[]): Promise<WordLookup[]> {
  const result = await db.execute<WordLookup>(sql`
    select w.word,
      exists (select 1 from search_terms t where t.kind = 'word' and t.products > 0
              and lower(t.term) ~>=~ w.word and lower(t.term) ~<~ (w.word || chr(1114111))) as known,
      array(select t.term from search_terms t where t.kind = 'word' and t.products > 0
            order by t.term <-> w.word limit ${NEAREST}) as nearest,
      array(select t.term from search_terms t where t.kind = 'word' and t.products > 0 and t.term % w.word
            order by t.term <-> w.word limit ${NEAREST}) as similar,
      (select array[left(w.word, k), substr(w.word, k + 1)] from generate_series(3, length(w.word) - 3) as k
       where exists (select 1 from search_terms t where t.kind = 'word' and t.term = left(w.word, k)
                     and t.products > 0)
         and exists (select 1 from search_terms t where t.kind = 'word' and t.term = substr(w.word, k + 1)
                     and t.products > 0)
       order by k limit 1) as split
    from unnest(${sql.param([...words])}::text[]) with ordinality as w(word, i)
    order by w.i`);
  return (result as unknown as { rows: WordLookup[] }).rows;
}

/** Words of letters that start no known word: only those are corrected or offered alternatives. */
const unknownOf = (lookups: WordLookup[]) =>
  lookups.filter(({ word, known }) => !known && isCorrectable(word));

/**
 * The words with each typo replaced by the known word it stands for ('filtr' → 'filter', 'rangr' → 'ranger'),
 * or by the two known words it runs together ('sparkplug' → 'spark plug'); `changed` says whether any was. A
 * word some product starts with is kept as typed.
 */
export async function correctedWords(
  db: Database,
  words: readonly string[],
): Promise<{ words: SearchWord[]; changed: boolean }> {
  const lookups = await lookUpWords(db, words);
  let changed = false;
  const corrected = lookups.flatMap(({ word, known, nearest, split }): SearchWord[] => {
    if (known || !isCorrectable(word)) return [word];
    const terms = correctionsOf(word, nearest);
    const instead = terms.length ? [terms] : split;
    if (!instead) return [word];
    changed = true;
    return instead;
  });
  return { words: corrected, changed };
}

/**
 * Other searches for a search that found nothing, each known to find something under the same filters: the
 * nearest known words in place of an unknown one, then the search without one of its words. At most
 * SEARCH_LIMITS.didYouMean; the filters (category, vehicle, specifications) stay as they are.
 */
export async function didYouMeanOf(db: Database, filter: Conditions & { q: string }): Promise<string[]> {
  const words = searchWordsOf(filter.q);
  if (!words.length) return [];
  const replaced = unknownOf(await lookUpWords(db, words)).flatMap(({ word, nearest, similar }) =>
    nearest
      .filter((term) => similar.includes(term) || isTypoOf(word, term))
      .map((term) => words.map((w) => (w === word ? term : w))),
  );
  const shorter = words.length > 1 ? words.map((_, i) => words.filter((__, j) => j !== i)) : [];
  const offers: string[] = [];
  for (const candidate of [...replaced, ...shorter].slice(0, MAX_TRIED)) {
    const q = candidate.join(" ");
    if (offers.includes(q)) continue;
    if (await anythingMatches(db, { ...filter, q, words: candidate })) offers.push(q);
    if (offers.length === SEARCH_LIMITS.didYouMean) break;
  }
  return offers;
}
