import {
  formatSpecValue,
  isSpecKey,
  SPEC_ATTRIBUTES,
  SPEC_KEYS,
  type Facet,
  type SpecKey,
} from "@xpart/shared";
import { and, gt, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { specGroups, specMatch, whereOf, type Conditions, type ProductFilter } from "./catalog-search.js";
import { products, specCounts } from "./catalog.tables.js";
import { fitsVehicleHalves, requireVehicle } from "./fitment.service.js";
import { matchedWordsOf } from "./search-terms.service.js";
import { searchWordsOf } from "./search-words.js";

type FacetRow = { key: string; value: unknown; count: number };

/** The facet counts of any filter (its vehicle looked up), grouped over the matching products' specs. */
async function countFacets(db: Database, filter: Conditions): Promise<FacetRow[]> {
  const words = await wordsMatchedBy(db, filter);
  const otherKeys = [...specGroups(filter.spec)].map(
    ([key, values]) => sql`(spec.key = ${key} or ${specMatch(key, values)})`,
  );
  // Fitting products are counted as two disjoint halves, each read through its own index (fitsVehicleHalves).
  const halves = filter.fits && filter.vehicle ? fitsVehicleHalves(filter.vehicle) : [sql`true`];
  const others = whereOf({ ...filter, words, fits: false }, false);
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

/** A search's words as the listing matches them (search-terms.service.ts). */
async function wordsMatchedBy(db: Database, filter: Conditions) {
  const typed = filter.q ? searchWordsOf(filter.q) : [];
  return typed.length ? await matchedWordsOf(db, typed) : undefined;
}

/**
 * The facets of the products a list's filters select (issue 25): each specification key they carry, with each
 * value and how many products have it. A value's count applies every filter but its own key's, so the other
 * values of a key being filtered on stay in view as alternatives.
 */
export async function listFacets(
  db: Database,
  query: Omit<ProductFilter, "limit" | "offset" | "after">,
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
