import type { ProductCursor, ProductSort, SpecKey, Vehicle } from "@xpart/shared";
import { and, asc, desc, gt, gte, lt, lte, not, or, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { onSale } from "./catalog.service.js";
import { products } from "./catalog.tables.js";
import { fitsVehicle } from "./fitment.service.js";
import { prefixQueryOf, searchWordsOf, type SearchWord, type WordScope } from "./search-words.js";

/**
 * What a list of products matches and in which order (issue 25, decision 0020): the filters, the search (part
 * numbers and words, issue 42), the keyset cursors and the sorts, as SQL for the listing
 * (catalog-listing.service.ts) and the facets (catalog-facets.service.ts).
 */

export interface ProductFilter {
  category?: string | undefined;
  q?: string | undefined;
  sort?: ProductSort | undefined;
  inStock?: boolean | undefined;
  /** The shopper's vehicle: each product says whether it fits; with `fits`, only those that do. */
  vehicle?: number | undefined;
  fits?: boolean | undefined;
  /** Facet filters: values of one key are alternatives, keys combine. */
  spec?: SpecFilter[] | undefined;
  limit: number;
  offset: number;
  /** Keyset paging: where the previous page ended, in this filter's order (the contract checked that). */
  after?: ProductCursor | undefined;
}

export interface SpecFilter {
  key: SpecKey;
  value: string | number;
}

/**
 * Whether the search text is one of the product's part numbers (SKU, manufacturer's or cross-reference), compared
 * as part_key() compares them (migration 0013): such products come first (issue 25).
 */
export const partHitOf = (q: string): SQL => sql`${products.partKeys} @> array[part_key(${q})]`;

/** The full-text query of the words (search-words.ts), through the document's GIN index. */
export const wordsQueryOf = (words: readonly SearchWord[], scope?: WordScope): SQL =>
  sql`to_tsquery('simple', ${prefixQueryOf(words, scope)})`;

/** A product whose document has every word, or a word it starts, in the scope. */
export const hasWordsOf = (words: readonly SearchWord[], scope?: WordScope): SQL =>
  sql`${products.searchDoc} @@ ${wordsQueryOf(words, scope)}`;

/**
 * A search (issue 42) matches the products that have every word typed, in any field and order, or a word each
 * starts ('brak' finds 'Brake'), and the products that have the text as a part number. Without a word (only
 * punctuation), only the part number.
 */
function searchOf(q: string, words: readonly SearchWord[]): SQL {
  return words.length ? or(hasWordsOf(words), partHitOf(q))! : partHitOf(q);
}

/** The filter with its vehicle looked up and, for a search, the words it matches (typos corrected). */
export type Conditions = Omit<ProductFilter, "limit" | "offset" | "vehicle" | "after"> & {
  vehicle?: Vehicle | undefined;
  words?: readonly SearchWord[] | undefined;
  after?: KeysetCursor | undefined;
};

/** A cursor that continues from a sort key; a relevance cursor is an offset (catalog-listing.service.ts). */
export type KeysetCursor = Exclude<ProductCursor, { sort: "relevance" }>;

/** Products whose specification `key` is one of the filter's values for it. */
export function specMatch(key: SpecKey, values: (string | number)[]): SQL {
  return or(...values.map((value) => sql`${products.specs} @> ${JSON.stringify({ [key]: value })}::jsonb`))!;
}

/** The spec filters by key, each key's values together. */
export function specGroups(filters: SpecFilter[] = []): Map<SpecKey, (string | number)[]> {
  const groups = new Map<SpecKey, (string | number)[]>();
  for (const { key, value } of filters) groups.set(key, [...(groups.get(key) ?? []), value]);
  return groups;
}

export function whereOf(filter: Conditions, specs = true): SQL {
  const conditions: SQL[] = [onSale];
  if (filter.category) conditions.push(sql`lower(${products.category}) = lower(${filter.category})`);
  if (filter.q) conditions.push(searchOf(filter.q, filter.words ?? searchWordsOf(filter.q)));
  // Orderable: the billing form needs at least the minimum order (itself at least 1) in stock.
  if (filter.inStock) conditions.push(gte(products.availableQty, products.minOrder));
  if (filter.fits && filter.vehicle) conditions.push(fitsVehicle(filter.vehicle));
  if (specs) for (const [key, values] of specGroups(filter.spec)) conditions.push(specMatch(key, values));
  if (filter.after) conditions.push(pastCursorOf(filter.after, filter.q));
  return and(...conditions)!;
}

/** Past the cursor in a search's order: its part-number hits first, then the rest, each in the sort's order. */
function pastCursorOf(cursor: KeysetCursor, q: string | undefined): SQL {
  const past = pastCursor(cursor);
  if (!q || cursor.partHit === undefined) return past;
  const hit = partHitOf(q);
  return cursor.partHit ? or(and(hit, past), not(hit))! : and(not(hit), past)!;
}

/** The rows after the cursor in its order (ORDER below): each the leading columns of that order's index. */
function pastCursor(cursor: KeysetCursor): SQL {
  const { position } = cursor;
  switch (cursor.sort) {
    case "catalogue":
      return gt(products.position, position);
    case "newest":
      return lt(products.position, position);
    case "price-asc":
      return sql`(${products.priceCents}, ${products.position}) > (${cursor.priceCents}, ${position})`;
    case "price-desc":
      // Price falls while the position rises among equal prices: no row comparison says that. The first
      // condition alone bounds the index scan.
      return and(
        lte(products.priceCents, cursor.priceCents),
        or(lt(products.priceCents, cursor.priceCents), gt(products.position, position)),
      )!;
    case "name":
      return sql`(lower(${products.name}), ${products.position}) > (lower(${cursor.name}::text), ${position})`;
  }
}

const ORDER: Record<ProductSort | "catalogue", SQL[]> = {
  catalogue: [asc(products.position)],
  newest: [desc(products.position)],
  "price-asc": [asc(products.priceCents), asc(products.position)],
  "price-desc": [desc(products.priceCents), asc(products.position)],
  name: [sql`lower(${products.name})`, asc(products.position)],
};

export interface Ordering {
  sort?: ProductSort | undefined;
  /** The search text, when some product on sale has it as a part number. */
  hitsFor?: string | undefined;
}

/**
 * The page's order: the sort's, with a search's part-number hits first (issue 25) when it has any. Only then:
 * the hits-first order cannot come from the sort's index, so a search without hits keeps reading in index order
 * and stops at the page's end (decision 0020).
 */
export function orderOf({ sort, hitsFor }: Ordering): SQL[] {
  const order = ORDER[sort ?? "catalogue"];
  return hitsFor ? [desc(partHitOf(hitsFor)), ...order] : order;
}

/**
 * The products with the search text as a part number, as a subquery read through the part-number index first.
 * `materialized` keeps it apart: with a LIMIT beside the containment test, PostgreSQL expects an early match and
 * reads the whole table instead when there is none (788 ms at a million products, issue 42's bench).
 */
export const partHitsCte = (q: string) =>
  sql`with hits as materialized (select * from ${products} where ${partHitOf(q)})`;

/** Whether any product on sale has the search text as a part number: one look in the part-number index. */
export async function hasPartHit(db: Database, q: string): Promise<boolean> {
  const result = await db.execute(
    sql`${partHitsCte(q)} select 1 from hits where archived_at is null limit 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Whether anything matches the filter (ignoring the cursor). */
export async function anythingMatches(db: Database, filter: Conditions): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(products)
    .where(whereOf({ ...filter, after: undefined }))
    .limit(1);
  return rows.length > 0;
}
