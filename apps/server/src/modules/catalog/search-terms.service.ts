import { SEARCH_LIMITS } from "@xpart/shared";
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { anythingMatches, type Conditions } from "./catalog-search.js";
import {
  correctionsOf,
  isCorrectable,
  isTypoOf,
  isVocabularyWord,
  searchWordsOf,
  type SearchWord,
} from "./search-words.js";

/**
 * Typo tolerance and "Did you mean" (issue 42, decision 0046), over the catalogue's vocabulary (search_terms,
 * kept by triggers): a typed word is compared with the thousands of words the products have, never with the
 * products themselves, so the cost does not grow with the catalogue.
 */

/** How many of the nearest known words each typed word is compared with. */
const NEAREST = 12;
/** How many other searches are tried at most, each an index probe, before "Did you mean" gives up. */
const MAX_TRIED = 8;
/**
 * A word with up to this many known completions matches them exactly; with more (a short start, 'bra'), by
 * its start. Exact words let the index skip through its lists; a prefix unions every list it starts (at a
 * million products 'oil:* & filter:* & toyota:*' took 99 ms in the index, the exact words 10 ms).
 */
const MAX_COMPLETIONS = 30;

type WordLookup = {
  word: string;
  /** The known words it starts (itself included), most common first: at most MAX_COMPLETIONS + 1. */
  completions: string[];
  /**
   * Only for a word that starts no known word: the known words it is with two neighbouring letters swapped
   * (their trigrams are too broken for a short word to be among the nearest: 'pdas', 'hron'), then the nearest
   * known words by trigram distance, nearest first.
   */
  nearest: string[] | null;
  /** Those of them at pg_trgm's similarity threshold or closer: what "Did you mean" may offer. */
  similar: string[] | null;
  /** Two known words it is made of, typed without the space ('sparkplug'), or null. */
  split: [string, string] | null;
  /**
   * Some product on sale has a word it starts that the vocabulary does not keep (a code: 'bayx' of 'BAYX9',
   * 'wrenchpro' of 'WRENCHPRO3000'): it is matched by its start, never corrected.
   */
  starts: boolean;
};

/**
 * Each word's standing in the vocabulary, in one statement: the known words it starts (an index range), and
 * only when there is none, the nearest known words and a split into two (a few more index probes).
 */
async function lookUpWords(db: Database, words: readonly string[]): Promise<WordLookup[]> {
  const result = await db.execute<WordLookup>(sql`
    with looked as (
      select w.word, w.i,
        array(select t.term from search_terms t where t.kind = 'word' and t.products > 0
              and lower(t.term) ~>=~ w.word and lower(t.term) ~<~ (w.word || chr(1114111))
              order by t.products desc, t.term limit ${MAX_COMPLETIONS + 1}) as completions
      from unnest(${sql.param([...words])}::text[]) with ordinality as w(word, i))
    select word, completions,
      case when completions = '{}' then array(select t.term from search_terms t
        where t.kind = 'word' and t.products > 0 and t.term = any(array(
          select left(word, k - 1) || substr(word, k + 1, 1) || substr(word, k, 1) || substr(word, k + 2)
          from generate_series(1, length(word) - 1) as k))) || array(select t.term from search_terms t
        where t.kind = 'word' and t.products > 0 order by t.term <-> word limit ${NEAREST}) end as nearest,
      case when completions = '{}' then array(select t.term from search_terms t
        where t.kind = 'word' and t.products > 0 and t.term % word order by t.term <-> word limit ${NEAREST})
      end as similar,
      case when completions = '{}' then (select array[left(word, k), substr(word, k + 1)]
        from generate_series(3, length(word) - 3) as k
        where exists (select 1 from search_terms t where t.kind = 'word' and t.term = left(word, k)
                      and t.products > 0)
          and exists (select 1 from search_terms t where t.kind = 'word' and t.term = substr(word, k + 1)
                      and t.products > 0)
        order by k limit 1) end as split,
      completions = '{}' and exists (select 1 from products p where p.archived_at is null
        and p.search_doc @@ to_tsquery('simple', word || ':*')) as starts
    from looked order by i`);
  // A swapped word is often among the nearest too.
  return (result as unknown as { rows: WordLookup[] }).rows.map((row) => ({
    ...row,
    nearest: row.nearest && [...new Set(row.nearest)],
  }));
}

/** Words of letters that start no known word: only those are corrected or offered alternatives. */
const unknownOf = (lookups: WordLookup[]) =>
  lookups.filter(({ word, completions, starts }) => !completions.length && !starts && isCorrectable(word));

/**
 * The words as the search matches them: a word of letters by the known words it starts, exactly ('brak':
 * brake, brakes); a typo by the known words it may stand for ('filtr': filter), or by the two it runs together
 * ('sparkplug': spark, plug); any other word (numbers, two letters, a start of too many words, the start of a
 * code the vocabulary does not keep) by its start.
 */
export async function matchedWordsOf(db: Database, typed: readonly string[]): Promise<SearchWord[]> {
  const lookups = await lookUpWords(db, typed.filter(isVocabularyWord));
  const byWord = new Map(lookups.map((lookup) => [lookup.word, lookup]));
  return typed.flatMap((word): SearchWord[] => {
    const lookup = byWord.get(word);
    if (!lookup) return [word];
    const { completions, nearest, split, starts } = lookup;
    if (completions.length > MAX_COMPLETIONS || starts) return [word];
    if (completions.length) return [completions];
    const terms = isCorrectable(word) ? correctionsOf(word, nearest ?? []) : [];
    const instead = terms.length ? [terms] : isCorrectable(word) ? split : null;
    return instead ?? [word];
  });
}

/**
 * Other searches for a search that found nothing, each known to find something under the same filters: the
 * nearest known words in place of an unknown one, then the search without one of its words. At most
 * SEARCH_LIMITS.didYouMean; the filters (category, vehicle, specifications) stay as they are.
 */
export async function didYouMeanOf(db: Database, filter: Conditions & { q: string }): Promise<string[]> {
  const words = searchWordsOf(filter.q);
  if (!words.length) return [];
  const lookups = await lookUpWords(db, words.filter(isVocabularyWord));
  const replaced = unknownOf(lookups).flatMap(({ word, nearest, similar }) =>
    (nearest ?? [])
      .filter((term) => similar?.includes(term) || isTypoOf(word, term))
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
