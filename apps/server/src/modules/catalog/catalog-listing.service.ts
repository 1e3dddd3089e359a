import {
  DID_YOU_MEAN_HEADER,
  formatDidYouMean,
  formatSearchTerms,
  NEXT_CURSOR_HEADER,
  productCursor,
  relevanceCursor,
  SEARCH_TERMS_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type Product,
} from "@xpart/shared";
import { count, eq, getTableColumns, sql, type AnyColumn, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import {
  hasPartHit,
  orderOf,
  partHitOf,
  whereOf,
  type Conditions,
  type Ordering,
  type ProductFilter,
} from "./catalog-search.js";
import { toApiProduct } from "./catalog.service.js";
import { products } from "./catalog.tables.js";
import { fitmentStateOf, fitsVehicleByKeys, requireVehicle } from "./fitment.service.js";
import { candidatesOf, RANKED_CANDIDATES, relevanceOf } from "./search-ranking.js";
import { didYouMeanOf, matchedWordsOf } from "./search-terms.service.js";
import { searchWordsOf, termsOf, type SearchWord } from "./search-words.js";

/** The shop's lists of products (GET /api/products): one page, its capped count and the next page's cursor. */

/**
 * `X-Total-Count` counts at most this many matches past the requested offset (decision 0020): an exact
 * count of 100,000 rows, or of every row a search matches, costs far more than the page itself.
 */
export const TOTAL_COUNT_CAP = 100;

/**
 * A value read with each listed product in the listing's one statement (a member's company price): SQL over
 * the product's id, null when there is none.
 */
export type AlsoRead<T> = (productId: AnyColumn) => SQL<T | null>;

export interface ProductPage<T = never> {
  items: Product[];
  /** What `also` read for each item, in the items' order. */
  also: (T | null)[];
  /** Matches, counted up to `offset + TOTAL_COUNT_CAP`; null for a keyset page, which counts nothing. */
  total: number | null;
  /** True when more matches exist than `total` says. */
  capped: boolean;
  /** The `after` cursor of the next page, when this page was full (not in a search's relevance order). */
  next: string | null;
  /** A search's words as matched (typos corrected), when it found something; else []. */
  terms: string[];
  /** Other searches that find something, when this one found nothing (issue 42). */
  didYouMean: string[];
}

/** A listed product's columns: the row, whether the search hit its part number, its fitment for the vehicle. */
function listedColumnsOf(filter: ListFilter) {
  return {
    ...getTableColumns(products),
    partHit: filter.q ? partHitOf(filter.q) : sql<null>`null`,
    fitment: filter.vehicle ? fitmentStateOf(filter.vehicle, filter.fits) : sql<null>`null`,
    also: filter.also ? filter.also(products.id) : sql<null>`null`,
  };
}

/** A keyset page: the rows after the cursor, nothing counted. */
function pageAfterCursorOf(db: Database, filter: ListFilter, where: SQL, ordering: Ordering) {
  return db
    .select(listedColumnsOf(filter))
    .from(products)
    .where(where)
    .orderBy(...orderOf(ordering))
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * A page asked by offset, with how many matches follow from the offset (up to the cap), in one statement: the
 * matches are read once in the page's order and stop at the cap, so a costly filter (the vehicle's fitment
 * rows, hashed) is worked out once, not again by a second count (decision 0029). A search in relevance order
 * reads its matches among its ranked candidates (search-ranking.ts).
 */
async function pageWithCountOf(db: Database, filter: ListFilter, where: SQL, order: SQL[], ranked?: Ranked) {
  const among = ranked?.candidates;
  const n = sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("n");
  // The id under a name of its own: a candidate's and a product's id column are of different tables to the type
  // checker, and a bare "id" would be ambiguous beside the products joined last.
  const source = among
    ? db.select({ id: sql<string>`${among.id}`.as("product_id"), n }).from(among)
    : db
        .select({ id: sql<string>`${products.id}`.as("product_id"), n })
        .from(products)
        .where(where);
  const matched = db.$with("matched").as(
    source
      .orderBy(...order)
      .offset(filter.offset)
      .limit(Math.max(filter.limit, TOTAL_COUNT_CAP + 1)),
  );
  const shown = db
    .$with("shown")
    .as(db.select({ id: matched.id, n: matched.n }).from(matched).orderBy(matched.n).limit(filter.limit));
  const rows = await db
    .with(...(ranked ? [...ranked.before, ranked.candidates] : []), matched, shown)
    .select({ ...listedColumnsOf(filter), ahead: sql`(select count(*) from ${matched})`.mapWith(Number) })
    .from(shown)
    .innerJoin(products, eq(products.id, shown.id))
    .orderBy(shown.n);
  return { rows, ahead: rows[0]?.ahead ?? 0 };
}

/** The next page's cursor after a full page that ended with `last`. */
function nextCursorOf(
  filter: ListFilter,
  last: { position: number; priceCents: number; name: string; partHit: unknown },
) {
  if (byRelevance(filter)) return relevanceCursor(filter.offset + filter.limit);
  return productCursor(filter.sort ?? "catalogue", last, filter.q ? Boolean(last.partHit) : undefined);
}

type Ranked = NonNullable<ReturnType<typeof candidatesOf>>;

/**
 * A search's ranked candidates under the filters (null when the search has nothing to look for). Among the
 * parts fitting a vehicle, the vehicle's keys are read in the document's index with the words.
 */
function rankedOf(db: Database, filter: SearchFilter, hits: boolean) {
  const search = { q: filter.q, words: filter.words, hits };
  const vehicle = filter.fits ? filter.vehicle : undefined;
  if (vehicle) {
    const where = whereOf({ ...filter, q: undefined, fits: false });
    return candidatesOf(db, where, search, RANKED_CANDIDATES, fitsVehicleByKeys(vehicle));
  }
  return candidatesOf(db, whereOf({ ...filter, q: undefined }), search, RANKED_CANDIDATES);
}

type SearchFilter = ListFilter & { q: string; words: readonly SearchWord[] };

/** Whether the page is a search in relevance order: a search with no sort chosen and no cursor. */
const byRelevance = (filter: ListFilter): filter is SearchFilter =>
  Boolean(filter.q) && filter.words !== undefined && !filter.sort && filter.after === undefined;

async function pageOf(db: Database, filter: ListFilter, where: SQL, ordering: Ordering) {
  if (byRelevance(filter)) {
    const ranked = rankedOf(db, filter, Boolean(ordering.hitsFor));
    if (!ranked) return { rows: [], ahead: 0 };
    return pageWithCountOf(db, filter, where, relevanceOf(ranked.candidates), ranked);
  }
  return filter.after === undefined
    ? pageWithCountOf(db, filter, where, orderOf(ordering))
    : pageAfterCursorOf(db, filter, where, ordering).then((rows) => ({ rows, ahead: null }));
}

type ListFilter = Omit<ProductFilter, "vehicle" | "after"> & Conditions & { also?: AlsoRead<unknown> };

/**
 * One page of products, the (capped) number of matches and, in keyset orders, the next page's cursor; with
 * `also`, a value per product read in the same statement.
 */
export async function listProducts<T = never>(
  db: Database,
  query: ProductFilter,
  also?: AlsoRead<T>,
): Promise<ProductPage<T>> {
  const { after, ...rest } = query;
  // The words as matched (issue 42): known words exactly, typos corrected, other words by their start.
  const typed = query.q ? searchWordsOf(query.q) : undefined;
  const matched = typed?.length ? await matchedWordsOf(db, typed) : typed;
  // A relevance cursor is where the previous page ended, counted in rows: an offset.
  const filter: ListFilter = {
    ...rest,
    ...(after?.sort === "relevance" ? { offset: after.offset } : { after }),
    also,
    vehicle: query.vehicle ? await requireVehicle(db, query.vehicle) : undefined,
    words: matched,
  };
  const ordering: Ordering = {
    sort: filter.sort,
    hitsFor: filter.q && (await hasPartHit(db, filter.q)) ? filter.q : undefined,
  };
  const where = whereOf(filter);
  const { rows, ahead } = await pageOf(db, filter, where, ordering);
  const last = rows.at(-1);
  const next = !last || rows.length < filter.limit ? null : nextCursorOf(filter, last);
  const search = {
    terms: rows.length && filter.words ? termsOf(filter.words) : [],
    didYouMean:
      !rows.length && filter.q && !filter.offset && filter.after === undefined
        ? await didYouMeanOf(db, { ...filter, q: filter.q })
        : [],
  };
  const items = rows.map((row) => toApiProduct(row, row.fitment));
  const alsoRead = rows.map((row) => (row.also ?? null) as T | null);
  if (ahead === null) return { items, also: alsoRead, total: null, capped: false, next, ...search };
  // Past the end (rare): the matches before the offset, at most offset + cap of them.
  if (!rows.length && filter.offset) {
    // In relevance order the list ends with its ranked set (search-ranking.ts).
    const total = byRelevance(filter)
      ? await rankedCountOf(db, filter, Boolean(ordering.hitsFor))
      : await countUpTo(db, where, filter.offset);
    return { items, also: alsoRead, total, capped: false, next, ...search };
  }
  // The matches from the offset were counted with the page, up to the cap: a bounded cost whatever the
  // catalogue's size.
  return {
    items,
    also: alsoRead,
    total: filter.offset + Math.min(ahead, TOTAL_COUNT_CAP),
    capped: ahead > TOTAL_COUNT_CAP,
    next,
    ...search,
  };
}

/** How many products a search in relevance order lists: its ranked set. */
async function rankedCountOf(db: Database, filter: SearchFilter, hits: boolean) {
  const ranked = rankedOf(db, filter, hits);
  if (!ranked) return 0;
  const [row] = await db
    .with(...ranked.before, ranked.candidates)
    .select({ n: count() })
    .from(ranked.candidates);
  return row?.n ?? 0;
}

/** How many rows match, at most `most`. */
async function countUpTo(db: Database, where: SQL, most: number) {
  const counted = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(most)
    .as("counted");
  const [row] = await db.select({ n: count() }).from(counted);
  return row?.n ?? 0;
}

/**
 * A listing's count, next page and a search's matched words or other searches, as GET /api/products sends
 * them (and a member's listing too).
 */
export function listingHeaders(
  page: Pick<ProductPage, "total" | "capped" | "next" | "terms" | "didYouMean">,
) {
  const headers: Record<string, string> = {};
  if (page.total !== null) headers[TOTAL_COUNT_HEADER] = String(page.total);
  if (page.capped) headers[TOTAL_COUNT_CAPPED_HEADER] = "true";
  if (page.next !== null) headers[NEXT_CURSOR_HEADER] = page.next;
  if (page.terms.length) headers[SEARCH_TERMS_HEADER] = formatSearchTerms(page.terms);
  if (page.didYouMean.length) headers[DID_YOU_MEAN_HEADER] = formatDidYouMean(page.didYouMean);
  return headers;
}
