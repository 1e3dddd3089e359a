import { canQuote, QUOTE_TEXTS, QUOTE_TRANSITIONS, type AcceptQuoteBody, type Quote } from "@xpart/shared";
import { eq } from "drizzle-orm";

import { shopToday } from "../../clock.js";
import type { Database } from "../../db/client.js";
import { ConflictError } from "../../domain-errors.js";
import { peopleByIds, type Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";
import { enqueueMail } from "../mail/index.js";
import { placeCheckout, type CheckoutRules, type PlacedCheckout } from "../orders/index.js";

import { quoteAnswer, quoteLinesOf, quoteMember, quoteRow } from "./quotes.service.js";
import { quotes } from "./quotes.tables.js";

/**
 * A quote's decisions (issue 41 item 4): the shop sends it, the member accepts or declines it. Each is one
 * compare-and-set on the locked quote, so of two answers at once one wins and the other gets 409.
 */

/** POST /api/admin/quotes/:id/send: every line priced and still valid; the requester gets a mail with its PDF link. */
export async function sendQuote(db: Database, caller: Caller, id: string): Promise<Quote> {
  const today = shopToday();
  const row = await db.transaction(async (tx) => {
    const quote = await quoteRow(tx, id, { lock: true });
    if (!canQuote("send", quote, today)) throw new ConflictError(QUOTE_TEXTS.notRequested);
    const lines = await quoteLinesOf(tx, quote.id);
    if (lines.some((l) => l.unitPriceCents === null) || !quote.validUntil)
      throw new ConflictError(QUOTE_TEXTS.notPriced);
    if (quote.validUntil < today) throw new ConflictError(QUOTE_TEXTS.validUntilPast);
    const [sent] = await tx
      .update(quotes)
      .set({ status: QUOTE_TRANSITIONS.send.to, sentAt: new Date(), updatedAt: new Date() })
      .where(eq(quotes.id, quote.id))
      .returning();
    const answer = await quoteAnswer(tx, sent!);
    const requester = (await peopleByIds(tx, [quote.requestedBy])).get(quote.requestedBy);
    if (requester)
      await enqueueMail(tx, {
        kind: "quote-sent",
        to: requester.email,
        data: {
          name: requester.name,
          number: answer.number,
          quoteId: answer.id,
          totalCents: Math.round((answer.total ?? 0) * 100),
          validUntil: quote.validUntil,
          note: quote.adminNote,
        },
        dedupeKey: `quote-sent:${quote.id}:${sent!.sentAt!.toISOString()}`,
      });
    await recordAdminAction(tx, {
      actor: { id: caller.id, email: caller.email },
      action: "quote.send",
      target: { type: "quote", id: quote.id },
      before: { status: quote.status },
      after: { status: sent!.status, validUntil: quote.validUntil },
    });
    return sent!;
  });
  return quoteAnswer(db, row);
}

/**
 * POST /api/company/quotes/:id/accept: the quote's lines go to checkout at exactly the quoted prices (stock
 * checked now; on account or by card), in the transaction that marks the quote accepted. An expired, declined
 * or already accepted quote is a 409 and places nothing.
 */
export async function acceptQuote(
  db: Database,
  caller: Caller,
  id: string,
  body: AcceptQuoteBody,
  rules: Omit<CheckoutRules, "single" | "quotedCents">,
): Promise<PlacedCheckout> {
  const membership = await quoteMember(db, caller);
  const today = shopToday();
  return db.transaction(async (tx) => {
    const quote = await quoteRow(tx, id, { companyId: membership.companyId, lock: true });
    if (!canQuote("accept", quote, today)) throw new ConflictError(QUOTE_TEXTS.cannotAccept);
    const lines = await quoteLinesOf(tx, quote.id);
    const quotedCents = new Map(lines.map((l) => [l.productId, l.unitPriceCents!]));
    const placed = await placeCheckout(
      tx,
      caller,
      lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      body,
      { ...rules, quotedCents },
    );
    await tx
      .update(quotes)
      .set({
        status: QUOTE_TRANSITIONS.accept.to,
        checkoutId: placed.checkoutId,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, quote.id));
    return placed;
  });
}

/** POST /api/company/quotes/:id/decline. */
export async function declineQuote(db: Database, caller: Caller, id: string): Promise<Quote> {
  const membership = await quoteMember(db, caller);
  const today = shopToday();
  const row = await db.transaction(async (tx) => {
    const quote = await quoteRow(tx, id, { companyId: membership.companyId, lock: true });
    if (!canQuote("decline", quote, today)) throw new ConflictError(QUOTE_TEXTS.cannotDecline);
    const [declined] = await tx
      .update(quotes)
      .set({ status: QUOTE_TRANSITIONS.decline.to, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(quotes.id, quote.id))
      .returning();
    return declined!;
  });
  return quoteAnswer(db, row);
}
