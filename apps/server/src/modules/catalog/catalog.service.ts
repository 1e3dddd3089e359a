import type {
  Facet,
  FitmentState,
  Product,
  ProductCursor,
  ProductSort,
  SpecKey,
  Vehicle,
} from "@xpart/shared";
import {
  centsToDollars,
  effectiveBreaks,
  formatSpecValue,
  isSpecKey,
  productCursor,
  SPEC_ATTRIBUTES,
  SPEC_KEYS,
} from "@xpart/shared";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNull,
  lt,
  lte,
  not,
  or,
  sql,
  type SQL,
} from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { containsPattern } from "../../db/like.js";
import { isUuid } from "../../db/uuid.js";

import { categoryCounts, products, specCounts } from "./catalog.tables.js";
import { fitmentStateOf, fitsVehicle, fitsVehicleHalves, requireVehicle } from "./fitment.service.js";

/** The catalogue's reads: the shop's lists, search, categories, a product and the sitemap's pages. */

export type ProductRow = typeof products.$inferSelect;

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

/**
 * `X-Total-Count` counts at most this many matches past the requested offset (decision 0020): an exact
 * count of 100,000 rows, or of every row a search matches, costs far more than the page itself.
 */
export const TOTAL_COUNT_CAP = 100;

export interface SpecFilter {
  key: SpecKey;
  value: string | number;
}

export function toApiProduct(row: ProductRow, fitment?: FitmentState | null): Product {
  return {
    _id: row.id,
    img: row.img,
    category: row.category,
    name: row.name,
    description: row.description,
    minOrder: row.minOrder,
    availableQty: row.availableQty,
    price: centsToDollars(row.priceCents),
    sku: row.sku,
    brand: row.brand,
    mpn: row.mpn,
    crossReferences: row.crossReferences,
    specs: row.specs,
    universal: row.universal,
    orderStep: row.orderStep,
    // As the buyer is charged (pricing.ts): by quantity, only breaks that lower the price.
    priceBreaks: effectiveBreaks(row).map((b) => ({
      minQuantity: b.minQuantity,
      price: centsToDollars(b.priceCents),
    })),
    ...(fitment ? { fitment } : {}),
  };
}

/** Archived products (deleted while they had orders) are gone from the shop; only their orders remember them. */
export const onSale = isNull(products.archivedAt);

/**
 * A search matches a part of the name or description; only when nothing does, it matches names with a word
 * close to each word typed (pg_trgm's word similarity, at least WORD_SIMILARITY_THRESHOLD: db/postgres-pool.ts),
 * so 'wrnch' finds the Pipe Wrench while 'XP-002530' finds that part and not its neighbours. Both use the
 * trigram indexes.
 */
type SearchMode = "contains" | "similar";

/**
 * Whether the search text is one of the product's part numbers (SKU, manufacturer's or cross-reference), compared
 * as part_key() compares them (migration 0013): such products come first (issue 25).
 */
const partHitOf = (q: string): SQL => sql`${products.partKeys} @> array[part_key(${q})]`;

function searchOf(q: string, mode: SearchMode): SQL {
  if (mode === "similar") {
    // Every word typed must be close to a word of the name: 'Archived Welding' does not find every welder. A
    // "word" of no letter or digit (the '/' of 'Toyota 2.4 / 2.8 D') is close to nothing: it is not a word.
    const words = q.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
    return words.length ? and(...words.map((word) => sql`${word} <% ${products.name}`))! : sql`false`;
  }
  const pattern = containsPattern(q);
  return or(ilike(products.name, pattern), ilike(products.description, pattern), partHitOf(q))!;
}

/** The filter with its vehicle looked up. */
type Conditions = Omit<ProductFilter, "limit" | "offset" | "vehicle"> & { vehicle?: Vehicle | undefined };

/** Products whose specification `key` is one of the filter's values for it. */
function specMatch(key: SpecKey, values: (string | number)[]): SQL {
  return or(...values.map((value) => sql`${products.specs} @> ${JSON.stringify({ [key]: value })}::jsonb`))!;
}

/** The spec filters by key, each key's values together. */
function specGroups(filters: SpecFilter[] = []): Map<SpecKey, (string | number)[]> {
  const groups = new Map<SpecKey, (string | number)[]>();
  for (const { key, value } of filters) groups.set(key, [...(groups.get(key) ?? []), value]);
  return groups;
}

function whereOf(filter: Conditions, mode: SearchMode = "contains", specs = true): SQL {
  const conditions: SQL[] = [onSale];
  if (filter.category) conditions.push(sql`lower(${products.category}) = lower(${filter.category})`);
  if (filter.q) conditions.push(searchOf(filter.q, mode));
  // Orderable: the billing form needs at least the minimum order (itself at least 1) in stock.
  if (filter.inStock) conditions.push(gte(products.availableQty, products.minOrder));
  if (filter.fits && filter.vehicle) conditions.push(fitsVehicle(filter.vehicle));
  if (specs) for (const [key, values] of specGroups(filter.spec)) conditions.push(specMatch(key, values));
  if (filter.after) conditions.push(pastCursorOf(filter.after, filter.q));
  return and(...conditions)!;
}

/** Past the cursor in a search's order: its part-number hits first, then the rest, each in the sort's order. */
function pastCursorOf(cursor: ProductCursor, q: string | undefined): SQL {
  const past = pastCursor(cursor);
  if (!q || cursor.partHit === undefined) return past;
  const hit = partHitOf(q);
  return cursor.partHit ? or(and(hit, past), not(hit))! : and(not(hit), past)!;
}

/** The rows after the cursor in its order (ORDER below): each the leading columns of that order's index. */
function pastCursor(cursor: ProductCursor): SQL {
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

export interface ProductPage {
  items: Product[];
  /** Matches, counted up to `offset + TOTAL_COUNT_CAP`; null for a keyset page, which counts nothing. */
  total: number | null;
  /** True when more matches exist than `total` says. */
  capped: boolean;
  /** The `after` cursor of the next page, when this page was full. */
  next: string | null;
}

interface Ordering {
  sort?: ProductSort | undefined;
  /** The search text, when some product on sale has it as a part number. */
  hitsFor?: string | undefined;
}

/**
 * The page's order: the sort's, with a search's part-number hits first (issue 25) when it has any. Only then:
 * the hits-first order cannot come from the sort's index, so a search without hits keeps reading in index order
 * and stops at the page's end (decision 0020).
 */
function orderOf({ sort, hitsFor }: Ordering): SQL[] {
  const order = ORDER[sort ?? "catalogue"];
  return hitsFor ? [desc(partHitOf(hitsFor)), ...order] : order;
}

/** Whether any product on sale has the search text as a part number: one look in the part-number index. */
async function hasPartHit(db: Database, q: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(products)
    .where(and(onSale, partHitOf(q)))
    .limit(1);
  return rows.length > 0;
}

/** A listed product's columns: the row, whether the search hit its part number, its fitment for the vehicle. */
function listedColumnsOf(filter: ListFilter) {
  return {
    ...getTableColumns(products),
    partHit: filter.q ? partHitOf(filter.q) : sql<null>`null`,
    fitment: filter.vehicle ? fitmentStateOf(filter.vehicle, filter.fits) : sql<null>`null`,
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

type ListFilter = Omit<ProductFilter, "vehicle"> & Conditions;

/** Whether anything at all contains the search text (ignoring the cursor): else the search turns to similar names. */
async function anythingContains(db: Database, filter: Conditions): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(products)
    .where(whereOf({ ...filter, after: undefined }))
    .limit(1);
  return rows.length > 0;
}

/** One page of products, the (capped) number of matches and, in keyset orders, the next page's cursor. */
export async function listProducts(db: Database, query: ProductFilter): Promise<ProductPage> {
  const filter: ListFilter = {
    ...query,
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
  if (ahead === null) return { items, total: null, capped: false, next };
  // Past the end (rare): the matches before the offset, at most offset + cap of them.
  if (!rows.length && filter.offset)
    return { items, total: await countUpTo(db, where, filter.offset), capped: false, next };
  // The matches from the offset were counted with the page, up to the cap: a bounded cost whatever the
  // catalogue's size.
  return {
    items,
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

/** Every product on sale, in catalogue order, with its last change: the product pages of the sitemap. */
export async function listProductPages(db: Database): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(onSale)
    .orderBy(asc(products.position));
}

/** The stored product with its price in cents, or null for an unknown, malformed or archived id. */
export async function findProductRow(db: Database, id: string): Promise<ProductRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), onSale));
  return row ?? null;
}

/** A product on sale; with a vehicle, whether it fits it. */
export async function getProduct(db: Database, id: string, vehicleId?: number): Promise<Product | null> {
  const vehicle = vehicleId ? await requireVehicle(db, vehicleId) : undefined;
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...getTableColumns(products),
      fitment: vehicle ? fitmentStateOf(vehicle) : sql<null>`null`,
    })
    .from(products)
    .where(and(eq(products.id, id), onSale));
  return row ? toApiProduct(row, row.fitment) : null;
}

type FacetRow = { key: string; value: unknown; count: number };

/** The facet counts of any filter (its vehicle looked up), grouped over the matching products' specs. */
async function countFacets(db: Database, filter: Conditions): Promise<FacetRow[]> {
  const mode: SearchMode = filter.q && !(await anythingContains(db, filter)) ? "similar" : "contains";
  const otherKeys = [...specGroups(filter.spec)].map(
    ([key, values]) => sql`(spec.key = ${key} or ${specMatch(key, values)})`,
  );
  // Fitting products are counted as two disjoint halves, each read through its own index (fitsVehicleHalves).
  const halves = filter.fits && filter.vehicle ? fitsVehicleHalves(filter.vehicle) : [sql`true`];
  const others = whereOf({ ...filter, fits: false }, mode, false);
  const specsOf = halves.map(
    (half) => sql`
      select spec.key, spec.value
      from ${products} cross join lateral jsonb_each(${products.specs}) as spec(key, value)
      where ${and(others, half, ...otherKeys)}`,
  );
  const result = await db.execute<FacetRow>(sql`
    select key, value, count(*)::int as count from (${sql.join(specsOf, sql` union all `)}) as specs
    group by key, value`);
  return (result as unknown as { rows: FacetRow[] }).rows;
}

/**
 * The facets of the products a list's filters select (issue 25): each specification key they carry, with each
 * value and how many products have it. A value's count applies every filter but its own key's, so the other
 * values of a key being filtered on stay in view as alternatives.
 */
export async function listFacets(
  db: Database,
  query: Omit<ProductFilter, "limit" | "offset">,
): Promise<Facet[]> {
  // A vehicle without `fits` only labels products and changes no count, but it must still be a vehicle.
  const vehicle = query.vehicle === undefined ? undefined : await requireVehicle(db, query.vehicle);
  const onlyCategory = query.category && !query.q && !query.inStock && !query.fits && !query.spec?.length;
  const rows: FacetRow[] = onlyCategory
    ? // A category alone: the counts its triggers keep (migration 0015), a few rows at any catalogue size.
      await db
        .select({ key: specCounts.key, value: specCounts.value, count: specCounts.count })
        .from(specCounts)
        .where(and(sql`${specCounts.category} = lower(${query.category})`, gt(specCounts.count, 0)))
    : await countFacets(db, { ...query, vehicle });
  const facets = new Map<SpecKey, Facet>();
  for (const { key, value, count: n } of rows) {
    if (!isSpecKey(key) || (typeof value !== "string" && typeof value !== "number")) continue;
    const facet = facets.get(key) ?? { key, label: SPEC_ATTRIBUTES[key].label, values: [] };
    facet.values.push({ value, label: formatSpecValue(key, value), count: n });
    facets.set(key, facet);
  }
  const byValue = (a: { value: string | number }, b: { value: string | number }) =>
    typeof a.value === "number" && typeof b.value === "number"
      ? a.value - b.value
      : String(a.value).localeCompare(String(b.value), "en", { numeric: true });
  return SPEC_KEYS.flatMap((key) => {
    const facet = facets.get(key);
    return facet ? [{ ...facet, values: facet.values.sort(byValue) }] : [];
  });
}

/**
 * Each category that has products on sale, with how many, by name: read from the counts the database's
 * triggers keep (category_counts, migration 0009), so its cost does not grow with the catalogue.
 */
export async function listCategories(db: Database) {
  return db
    .select({ name: categoryCounts.name, count: categoryCounts.count })
    .from(categoryCounts)
    .where(gt(categoryCounts.count, 0))
    .orderBy(categoryCounts.name);
}
