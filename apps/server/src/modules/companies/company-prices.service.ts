import {
  centsToDollars,
  priceDay,
  type CompanyPrice,
  type CompanyPriceBody,
  type CompanyPriceEntry,
} from "@xpart/shared";
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { NotFoundError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";
import { findProductRows, listProducts, type AlsoRead } from "../catalog/index.js";

import { companies, companyMembers, companyPrices } from "./companies.tables.js";

type PriceRow = typeof companyPrices.$inferSelect;

/** The columns of a price that its entry shows (`entryOf`). */
type ListedPrice = Pick<
  PriceRow,
  "productId" | "kind" | "priceCents" | "percentOffHundredths" | "validFrom" | "validTo"
>;

/** The shared rule's terms (company-pricing.ts): cents and a percentage. */
const ruleOf = (row: PriceRow): CompanyPrice => ({
  kind: row.kind,
  priceCents: row.priceCents,
  percentOff: row.percentOffHundredths === null ? null : row.percentOffHundredths / 100,
  validFrom: row.validFrom,
  validTo: row.validTo,
});

const entryOf = (row: ListedPrice): CompanyPriceEntry => ({
  productId: row.productId,
  kind: row.kind,
  price: row.priceCents === null ? null : centsToDollars(row.priceCents),
  percentOff: row.percentOffHundredths === null ? null : row.percentOffHundredths / 100,
  validFrom: row.validFrom,
  validTo: row.validTo,
});

const validToday = (day: string) =>
  and(
    or(isNull(companyPrices.validFrom), lte(companyPrices.validFrom, day)),
    or(isNull(companyPrices.validTo), gte(companyPrices.validTo, day)),
  );

/** The company prices valid on `day` for these products, of the company `userId` belongs to: one query. */
async function pricesFor(db: Database, userId: string, productIds: readonly string[], day: string) {
  const ids = [...new Set(productIds.filter(isUuid))];
  if (!ids.length) return [];
  const rows = await db
    .select({ price: companyPrices })
    .from(companyPrices)
    .innerJoin(companyMembers, eq(companyMembers.companyId, companyPrices.companyId))
    .where(and(eq(companyMembers.userId, userId), inArray(companyPrices.productId, ids), validToday(day)));
  return rows.map((r) => r.price);
}

/**
 * The caller's company prices valid today for these products, in the shared rule's terms: what the cart,
 * quick order, reorder and checkout price by. Empty outside a company.
 */
export async function memberPriceRules(
  db: Database,
  userId: string,
  productIds: readonly string[],
): Promise<{ day: string; prices: Map<string, CompanyPrice> }> {
  const day = priceDay();
  const rows = await pricesFor(db, userId, productIds, day);
  return { day, prices: new Map(rows.map((row) => [row.productId, ruleOf(row)])) };
}

/** GET /api/company/prices?ids=: what the member's pages show over the public (list-price) catalogue. */
export async function memberPrices(db: Database, userId: string, productIds: readonly string[]) {
  return (await pricesFor(db, userId, productIds, priceDay())).map(entryOf);
}

/**
 * The member's company price of a listed product, valid on `day`, read inside the listing's statement (one
 * key lookup per listed row), or null.
 */
const memberPriceOf =
  (userId: string, day: string): AlsoRead<ListedPrice> =>
  (productId) =>
    sql<ListedPrice | null>`(select json_build_object(
      'productId', ${companyPrices.productId}, 'kind', ${companyPrices.kind},
      'priceCents', ${companyPrices.priceCents}, 'percentOffHundredths', ${companyPrices.percentOffHundredths},
      'validFrom', ${companyPrices.validFrom}, 'validTo', ${companyPrices.validTo})
    from ${companyPrices}
    where ${companyPrices.companyId} = (select ${companyMembers.companyId} from ${companyMembers} where ${companyMembers.userId} = ${userId})
      and ${companyPrices.productId} = ${productId} and ${validToday(day)})`;

/**
 * GET /api/company/products: the shop's listing as GET /api/products answers it, each product with the
 * member's company price valid today (or null), in one statement: a member's listing is one round trip, not a
 * listing and then its prices.
 */
export async function memberListing(db: Database, userId: string, query: Parameters<typeof listProducts>[1]) {
  const page = await listProducts(db, query, memberPriceOf(userId, priceDay()));
  return {
    ...page,
    items: page.items.map((product, i) => {
      const price = page.also[i];
      return { ...product, companyPrice: price ? entryOf(price) : null };
    }),
  };
}

/** The company, or a 404. */
export async function requireCompany(db: Database, companyId: string) {
  const [row] = isUuid(companyId)
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId))
    : [];
  if (!row) throw new NotFoundError("No such company");
  return row;
}

/** GET /api/admin/companies/:id/prices: the whole list, with each product's SKU, name and list price. */
export async function priceListOf(db: Database, companyId: string) {
  await requireCompany(db, companyId);
  const rows = await db
    .select()
    .from(companyPrices)
    .where(eq(companyPrices.companyId, companyId))
    .orderBy(asc(companyPrices.createdAt), asc(companyPrices.productId));
  const productsById = await findProductRows(
    db,
    rows.map((r) => r.productId),
  );
  return rows.flatMap((row) => {
    const product = productsById.get(row.productId);
    return product
      ? [
          {
            ...entryOf(row),
            sku: product.sku,
            productName: product.name,
            listPrice: centsToDollars(product.priceCents),
          },
        ]
      : [];
  });
}

/** PUT /api/admin/companies/:id/prices/:productId: sets (or replaces) one product's company price. */
export async function setCompanyPrice(
  db: Database,
  caller: Caller,
  companyId: string,
  productId: string,
  body: CompanyPriceBody,
): Promise<CompanyPriceEntry> {
  await requireCompany(db, companyId);
  if (!(await findProductRows(db, [productId])).has(productId)) throw new NotFoundError("No such product");
  const values = {
    kind: body.kind,
    priceCents: body.kind === "fixed" ? Math.round(body.price! * 100) : null,
    percentOffHundredths: body.kind === "percent" ? Math.round(body.percentOff! * 100) : null,
    validFrom: body.validFrom ?? null,
    validTo: body.validTo ?? null,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companyPrices)
      .values({ companyId, productId, ...values })
      .onConflictDoUpdate({
        target: [companyPrices.companyId, companyPrices.productId],
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    await recordAdminAction(tx, {
      actor: { id: caller.id, email: caller.email },
      action: "company.price",
      target: { type: "company", id: companyId },
      after: { productId, ...values },
    });
    return entryOf(row!);
  });
}

/** DELETE /api/admin/companies/:id/prices/:productId: the product goes back to the list price for the company. */
export async function deleteCompanyPrice(db: Database, caller: Caller, companyId: string, productId: string) {
  if (!isUuid(companyId) || !isUuid(productId)) throw new NotFoundError("No such price");
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(companyPrices)
      .where(and(eq(companyPrices.companyId, companyId), eq(companyPrices.productId, productId)))
      .returning();
    if (!gone) throw new NotFoundError("No such price");
    await recordAdminAction(tx, {
      actor: { id: caller.id, email: caller.email },
      action: "company.price",
      target: { type: "company", id: companyId },
      before: entryOf(gone),
    });
  });
}
