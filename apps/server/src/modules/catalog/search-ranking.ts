import { and, desc, sql, type SQL } from "drizzle-orm";
import { union, unionAll } from "drizzle-orm/pg-core";

import type { Database } from "../../db/client.js";

import { hasWordsOf, partHitOf, wordsQueryOf } from "./catalog-search.js";
import { inSearchShard, products, SEARCH_SHARDS } from "./catalog.tables.js";
import type { SearchWord } from "./search-words.js";

/**
 * How many products each pass of a search in relevance order reads at most (candidatesOf): a word that thousands
 * of products have ranks a bounded set, so its cost does not grow with the catalogue.
 */
export const RANKED_CANDIDATES = 200;

type Search = { q: string; words: readonly SearchWord[] };

const [SHARD_0, SHARD_1, ...OTHER_SHARDS] = Array.from({ length: SEARCH_SHARDS }, (_, k) => inSearchShard(k));

/**
 * A candidate's relevance keys, worked out in the scan that finds it: ranking then reads no product row again
 * (looking each candidate up by its id cost more than the search itself at a million products).
 */
function relevanceKeysOf({ q, words }: Search) {
  return {
    id: products.id,
    hit: partHitOf(q).as("hit"),
    named: (words.length ? hasWordsOf(words, "named") : sql<boolean>`false`).as("named"),
    rank: (words.length
      ? sql<number>`ts_rank(${products.searchDoc}, ${wordsQueryOf(words)})`
      : sql<number>`0`
    ).as("rank"),
    similar: sql<number>`similarity(${products.name}, ${q})`.as("similar"),
    position: products.position,
  };
}

/**
 * The products a search ranks, and lists, under the filters `where` (the search itself left out), with their
 * relevance keys, as a CTE (`candidates`) and the one it reads first (`before`); null when there is nothing to
 * look for. They are the part-number hits and the rows of at most two passes, each stopped at `most` rows (per
 * half with `halves`), read in the order their scan meets them; the second pass only when the first leaves it
 * something to find (with frequent words each pass cost as much as the search's whole answer on the demo
 * catalogue; issue 42's bench):
 * - usually, products with the words in a part number, brand or name first; matches anywhere only when there
 *   are fewer of those than `most`, since they would rank below all of them;
 * - for a text that is a part number, whose words few products have, matches anywhere first: fewer than `most`
 *   are every match, those with the words in a name included; only more call for the named ones apart.
 * The first pass over several words reads the document's index a shard at a time (SEARCH_SHARDS), stopping at
 * the shard that completes it: their lists intersect to few rows, and the whole lists of frequent words cost
 * 10 ms at a million products where a shard's cost an eighth. One word is left to the planner, whose walk through
 * the table stops early when the word is frequent; a second pass is rare and reads the whole index.
 * `halves`: `where`'s other half, split in two that each pass reads apart (the products fitting a vehicle:
 * universal ones, and the others by the vehicle's keys, read in the document's index with the words).
 */
export function candidatesOf(
  db: Database,
  where: SQL,
  search: Search & { hits: boolean },
  most: number,
  halves?: [SQL, SQL],
) {
  const keys = relevanceKeysOf(search);
  const reading = (condition: SQL) => db.select(keys).from(products).where(condition).limit(most);
  // With `halves`, each pass reads both, each through its own index and stopped at `most`.
  const matching = (condition: SQL) =>
    halves
      ? union(reading(and(where, halves[0], condition)!), reading(and(where, halves[1], condition)!))
      : reading(and(where, condition)!);
  // The union's parts run one after another, and only until it has `most` rows.
  const byShard = (condition: SQL) =>
    halves || search.words.length < 2
      ? matching(condition)
      : unionAll(
          reading(and(where, condition, SHARD_0)!),
          reading(and(where, condition, SHARD_1)!),
          ...OTHER_SHARDS.map((shard) => reading(and(where, condition, shard)!)),
        ).limit(most);
  const hits = search.hits ? [matching(partHitOf(search.q))] : [];
  if (!search.words.length) {
    const [only] = hits;
    return only ? { before: [], candidates: db.$with("candidates").as(only) } : null;
  }
  const named = hasWordsOf(search.words, "named");
  const anywhere = hasWordsOf(search.words);
  const firstPass = db.$with("first_pass").as(byShard(search.hits ? anywhere : named));
  const found = sql`(select count(*) from ${firstPass})`;
  const secondPass = search.hits
    ? matching(and(named, sql`${found} >= ${most}`)!)
    : matching(and(anywhere, sql`${found} < ${most}`)!);
  const candidates = db.$with("candidates").as(union(db.select().from(firstPass), secondPass, ...hits));
  return { before: [firstPass], candidates };
}

/**
 * A search's relevance order (issue 42, decision 0046), over its candidates (candidatesOf, as a CTE): the
 * products with the text as a part number first; then those with every word in a part number, brand or name;
 * then by text rank (a word in a part number or the brand weighs most, then in the name, the category and
 * specifications, the description); then by the name's similarity to the text; then in catalogue order.
 */
export function relevanceOf(among: {
  hit: SQL.Aliased<unknown>;
  named: SQL.Aliased<unknown>;
  rank: SQL.Aliased<unknown>;
  similar: SQL.Aliased<unknown>;
  position: unknown;
}): SQL[] {
  return [
    desc(among.hit),
    desc(among.named),
    desc(among.rank),
    desc(among.similar),
    sql`${among.position} asc`,
  ];
}
