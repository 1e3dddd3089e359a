import {
  NEXT_CURSOR_HEADER,
  productCursor,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type Product,
} from "@xpart/shared";
import { count, eq, getTableColumns, sql, type AnyColumn, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import {
  anythingContains,
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
import { fitmentStateOf, requireVehicle } from "./fitment.service.js";

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
  /** The `after` cursor of the next page, when this page was full. */
  next: string | null;
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
 * rows, hashed) is worked out once, not again by a second count (decision 0029).
 */
async function pageWithCountOf(db: Database, filter: ListFilter, where: SQL, ordering: Ordering) {
  const order = orderOf(ordering);
  const matched = db.$with("matched").as(
    db
      .select({
        id: products.id,
        n: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("n"),
      })
      .from(products)
      .where(where)
      .orderBy(...order)
      .offset(filter.offset)
      .limit(Math.max(filter.limit, TOTAL_COUNT_CAP + 1)),
  );
  const shown = db
    .$with("shown")
    .as(db.select({ id: matched.id, n: matched.n }).from(matched).orderBy(matched.n).limit(filter.limit));
  const rows = await db
    .with(matched, shown)
    .select({ ...listedColumnsOf(filter), ahead: sql`(select count(*) from ${matched})`.mapWith(Number) })
    .from(shown)
    .innerJoin(products, eq(products.id, shown.id))
    .orderBy(shown.n);
  return { rows, ahead: rows[0]?.ahead ?? 0 };
}

function pageOf(db: Database, filter: ListFilter, where: SQL, ordering: Ordering) {
  return filter.after === undefined
    ? pageWithCountOf(db, filter, where, ordering)
    : pageAfterCursorOf(db, filter, where, ordering).then((rows) => ({ rows, ahead: null }));
}

type ListFilter = Omit<ProductFilter, "vehicle"> & Conditions & { also?: AlsoRead<unknown> };

/**
 * One page of products, the (capped) number of matches and, in keyset orders, the next page's cursor; with
 * `also`, a value per product read in the same statement.
 */
export async function listProducts<T = never>(
  db: Database,
  query: ProductFilter,
  also?: AlsoRead<T>,
): Promise<ProductPage<T>> {
  const filter: ListFilter = {
    ...query,
    also,
    vehicle: query.vehicle ? await requireVehicle(db, query.vehicle) : undefined,
  };
  const ordering: Ordering = {
    sort: filter.sort,
    hitsFor: filter.q && (await hasPartHit(db, filter.q)) ? filter.q : undefined,
  };
  let where = whereOf(filter);
  let { rows, ahead } = await pageOf(db, filter, where, ordering);
  if (!rows.length && filter.q && !(await anythingContains(db, filter))) {
    where = whereOf(filter, "similar");
    ({ rows, ahead } = await pageOf(db, filter, where, ordering));
  }
  const last = rows.at(-1);
  const next =
    rows.length === filter.limit && last
      ? productCursor(filter.sort ?? "catalogue", last, filter.q ? Boolean(last.partHit) : undefined)
      : null;
  const items = rows.map((row) => toApiProduct(row, row.fitment));
  const alsoRead = rows.map((row) => (row.also ?? null) as T | null);
  if (ahead === null) return { items, also: alsoRead, total: null, capped: false, next };
  // Past the end (rare): the matches before the offset, at most offset + cap of them.
  if (!rows.length && filter.offset)
    return { items, also: alsoRead, total: await countUpTo(db, where, filter.offset), capped: false, next };
  // The matches from the offset were counted with the page, up to the cap: a bounded cost whatever the
  // catalogue's size.
  return {
    items,
    also: alsoRead,
    total: filter.offset + Math.min(ahead, TOTAL_COUNT_CAP),
    capped: ahead > TOTAL_COUNT_CAP,
    next,
  };
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

/** A listing's count and next page, as GET /api/products sends them (and a member's listing too). */
export function listingHeaders({ total, capped, next }: Pick<ProductPage, "total" | "capped" | "next">) {
  const headers: Record<string, string> = {};
  if (total !== null) headers[TOTAL_COUNT_HEADER] = String(total);
  if (capped) headers[TOTAL_COUNT_CAPPED_HEADER] = "true";
  if (next !== null) headers[NEXT_CURSOR_HEADER] = next;
  return headers;
}
