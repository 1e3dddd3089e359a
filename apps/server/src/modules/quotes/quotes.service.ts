import {
  canQuote,
  centsToDollars,
  dollarsToCents,
  formatQuoteNumber,
  quoteExpired,
  QUOTE_TEXTS,
  QUOTE_TRANSITIONS,
  type PriceQuoteBody,
  type Quote,
  type QuoteStatus,
} from "@xpart/shared";
import { and, asc, desc, eq, inArray } from "drizzle-orm";

import { shopToday } from "../../clock.js";
import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, InvalidError, NotFoundError } from "../../domain-errors.js";
import { peopleByIds, type Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";
import { cartItemsOf } from "../cart/index.js";
import { findProductRows } from "../catalog/index.js";
import { accountTermsOfMany, requireMembership, type Membership } from "../companies/index.js";

import { quoteLines, quotes } from "./quotes.tables.js";

type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

const notFound = () => new NotFoundError(QUOTE_TEXTS.notFound);

/** The quotes' answers, lines with their products' names, in one read per table. */
async function answers(db: Database, rows: QuoteRow[], today = shopToday()): Promise<Quote[]> {
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(quoteLines)
    .where(
      inArray(
        quoteLines.quoteId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(quoteLines.position));
  const products = await findProductRows(
    db,
    lines.map((l) => l.productId),
  );
  const people = await peopleByIds(
    db,
    rows.map((r) => r.requestedBy),
  );
  const companies = await accountTermsOfMany(db, [...new Set(rows.map((r) => r.companyId))]);
  return rows.map((row) => {
    const own = lines.filter((l) => l.quoteId === row.id);
    const priced = own.every((l) => l.unitPriceCents !== null);
    return {
      id: row.id,
      number: formatQuoteNumber(row.number),
      companyId: row.companyId,
      companyName: companies.get(row.companyId)?.companyName ?? "",
      requestedBy: people.get(row.requestedBy) ?? { name: "", email: "" },
      status: row.status,
      expired: quoteExpired(row, today),
      note: row.note,
      adminNote: row.adminNote,
      validUntil: row.validUntil,
      lines: own.map((l) => ({
        productId: l.productId,
        productName: products.get(l.productId)?.name ?? "No longer sold",
        sku: products.get(l.productId)?.sku ?? null,
        quantity: l.quantity,
        price: l.unitPriceCents === null ? null : centsToDollars(l.unitPriceCents),
        total: l.unitPriceCents === null ? null : centsToDollars(l.unitPriceCents * l.quantity),
      })),
      total: priced ? centsToDollars(own.reduce((sum, l) => sum + l.unitPriceCents! * l.quantity, 0)) : null,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      checkoutId: row.checkoutId,
    };
  });
}

/** The caller's company membership: quotes are for members only (a customer outside a company: 404, as every member route). */
export function quoteMember(db: Database, caller: Caller): Promise<Membership> {
  return requireMembership(db, caller.id);
}

/** A quote, locked when asked; another company's is the same 404 as a missing one. */
export async function quoteRow(
  db: Database,
  id: string,
  options: { companyId?: string; lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.id, isUuid(id) ? id : "00000000-0000-0000-0000-000000000000"),
        options.companyId ? eq(quotes.companyId, options.companyId) : undefined,
      ),
    );
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? Promise.reject(notFound());
}

export const quoteLinesOf = (db: Database, quoteId: string): Promise<LineRow[]> =>
  db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));

export async function quoteAnswer(db: Database, row: QuoteRow): Promise<Quote> {
  return (await answers(db, [row]))[0]!;
}

/** POST /api/company/quotes: the caller's cart, as it is, asked to be priced (the cart is kept). */
export async function requestQuote(db: Database, caller: Caller, note: string | undefined): Promise<Quote> {
  const membership = await quoteMember(db, caller);
  const cart = await cartItemsOf(db, caller.id);
  if (!cart.length) throw new ConflictError(QUOTE_TEXTS.emptyCart);
  const row = await db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({ companyId: membership.companyId, requestedBy: caller.id, note: note || null })
      .returning();
    await tx.insert(quoteLines).values(
      cart.map((line, position) => ({
        quoteId: quote!.id,
        productId: line.productId,
        quantity: line.quantity,
        position,
      })),
    );
    return quote!;
  });
  return quoteAnswer(db, row);
}

/** GET /api/company/quotes: the company's quotes, newest first. */
export async function companyQuotes(db: Database, caller: Caller): Promise<Quote[]> {
  const membership = await quoteMember(db, caller);
  const rows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.companyId, membership.companyId))
    .orderBy(desc(quotes.createdAt))
    .limit(200);
  return answers(db, rows);
}

/** GET /api/admin/quotes: the newest 200 (of one status when asked; the page opens on requests). */
export async function adminQuotes(db: Database, status: QuoteStatus | undefined): Promise<Quote[]> {
  const rows = await db
    .select()
    .from(quotes)
    .where(status ? eq(quotes.status, status) : undefined)
    .orderBy(desc(quotes.createdAt))
    .limit(200);
  return answers(db, rows);
}

const actorOf = (caller: Caller) => ({ id: caller.id, email: caller.email });

/**
 * PUT /api/admin/quotes/:id: a price for each of the quote's lines (the same products; quantities may change),
 * its validity day and a note. A sent quote priced again goes back to requested, to be sent again.
 */
export async function priceQuote(
  db: Database,
  caller: Caller,
  id: string,
  body: PriceQuoteBody,
): Promise<Quote> {
  const today = shopToday();
  const row = await db.transaction(async (tx) => {
    const quote = await quoteRow(tx, id, { lock: true });
    if (!canQuote("price", quote, today)) throw new ConflictError(QUOTE_TEXTS.notRequested);
    const lines = await quoteLinesOf(tx, quote.id);
    const asked = new Set(lines.map((l) => l.productId));
    const given = new Set(body.lines.map((l) => l.productId));
    if (
      given.size !== body.lines.length ||
      asked.size !== given.size ||
      [...given].some((p) => !asked.has(p))
    )
      throw new InvalidError(QUOTE_TEXTS.unknownLine, { lines: QUOTE_TEXTS.unknownLine });
    if (body.validUntil < today)
      throw new InvalidError(QUOTE_TEXTS.validUntilPast, { validUntil: QUOTE_TEXTS.validUntilPast });
    for (const line of body.lines)
      await tx
        .update(quoteLines)
        .set({ quantity: line.quantity, unitPriceCents: dollarsToCents(line.price)! })
        .where(and(eq(quoteLines.quoteId, quote.id), eq(quoteLines.productId, line.productId)));
    const [priced] = await tx
      .update(quotes)
      .set({
        status: QUOTE_TRANSITIONS.price.to,
        validUntil: body.validUntil,
        adminNote: body.note || null,
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, quote.id))
      .returning();
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "quote.price",
      target: { type: "quote", id: quote.id },
      before: { status: quote.status },
      after: { status: priced!.status, validUntil: body.validUntil, lines: body.lines },
    });
    return priced!;
  });
  return quoteAnswer(db, row);
}
