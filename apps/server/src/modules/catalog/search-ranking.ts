import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";

import type { Database } from "../../db/client.js";

import { hasWordsOf, partHitOf, wordsQueryOf } from "./catalog-search.js";
import { products } from "./catalog.tables.js";
import type { SearchWord } from "./search-words.js";

/**
 * A search's relevance order (issue 42, decision 0046): the products with the text as a part number first; then
 * those with every word in a part number, brand or name; then by text rank (a word in a part number or the
 * brand weighs most, then in the name, the category and specifications, the description); then by the name's
 * similarity to the text; then in catalogue order.
 */
export function relevanceOf(q: string, words: readonly SearchWord[]): SQL[] {
  const rank = words.length
    ? [desc(hasWordsOf(words, "named")), desc(sql`ts_rank(${products.searchDoc}, ${wordsQueryOf(words)})`)]
    : [];
  return [desc(partHitOf(q)), ...rank, desc(sql`similarity(${products.name}, ${q})`), asc(products.position)];
}

/**
 * How many products a search in relevance order ranks and lists at most: a word that thousands of products have
 * ranks a bounded set, so its cost does not grow with the catalogue. The set is the part-number hits, up to this
 * many products with every word in a part number, brand or name, and as many with them anywhere, each read
 * through the document's index; the same set for every page of the search, so pages never repeat or skip a row
 * (a sorted search lists every match).
 */
export const RANKED_CANDIDATES = 200;

/**
 * The ids of the products a search ranks under the filters `where` (the search itself left out): each group read
 * through the document's or the part numbers' index and stopped at `most` rows.
 */
export function candidatesOf(
  db: Database,
  where: SQL,
  search: { q: string; words: readonly SearchWord[]; hits: boolean },
  most: number,
) {
  const groups = [
    ...(search.hits ? [partHitOf(search.q)] : []),
    ...(search.words.length ? [hasWordsOf(search.words, "named"), hasWordsOf(search.words)] : []),
  ];
  const [first, second, ...rest] = groups.map((group) =>
    db.select({ id: products.id }).from(products).where(and(where, group)).limit(most),
  );
  if (!first) return null;
  return second ? union(first, second, ...rest) : first;
}
