import { canDo, ORDER_TEXTS, type Order } from "@xpart/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

import type { Database } from "../../db/client.js";
import { ConflictError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import {
  apiOrdersOf,
  checkoutStatusOf,
  getOwnOrder,
  linesOf,
  markCheckoutPaid,
  payableCheckoutFor,
  type PaymentSettlement,
} from "../orders/index.js";

import type { PaymentEvent, PaymentProvider, ProviderPayment } from "./payment-provider.js";
import { paymentEvents, payments } from "./payments.tables.js";

export const CURRENCY = "usd";

/** Whether the checkout may still be paid by its customer; a missing one may not. */
async function stillPayable(db: Database, checkoutId: string): Promise<boolean> {
  const status = await checkoutStatusOf(db, checkoutId);
  return status !== null && canDo("pay", status, "customer");
}

/** Whether a payment that succeeded now must go back: the checkout was cancelled meanwhile. */
async function refundsLateSuccess(db: Database, checkoutId: string): Promise<boolean> {
  const status = await checkoutStatusOf(db, checkoutId);
  return status !== null && canDo("return-late-payment", status, "provider");
}

/**
 * POST /create-payment-intent: one payment per checkout for its lines' stored total (never a client's price),
 * reused on every call; only its owner gets the client secret. The spec names an order: its checkout is paid.
 */
export async function startPayment(db: Database, provider: PaymentProvider, caller: Caller, orderId: string) {
  const { checkoutId, totalCents } = await payableCheckoutFor(db, caller, orderId);
  const [existing] = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  if (existing && existing.provider === provider.name && existing.amountCents === totalCents) {
    return { clientSecret: await provider.clientSecretOf(existing.providerPaymentId) };
  }
  const created = await provider.createPayment({
    checkoutId,
    userId: caller.id,
    amountCents: totalCents,
    currency: CURRENCY,
  });
  const row = {
    provider: provider.name,
    providerPaymentId: created.id,
    amountCents: totalCents,
    currency: CURRENCY,
    updatedAt: new Date(),
  };
  await db
    .insert(payments)
    .values({ checkoutId, ...row })
    .onConflictDoUpdate({ target: payments.checkoutId, set: row });
  // Cancelled while the provider was creating the payment: it must not stay chargeable (finding 3).
  if (!(await stillPayable(db, checkoutId))) {
    await provider.cancelPayment(created.id);
    throw new ConflictError(ORDER_TEXTS.cancelledOrder);
  }
  return { clientSecret: created.clientSecret };
}

/** The provider's word that this payment paid exactly this checkout. */
function paysCheckout(payment: ProviderPayment, checkoutId: string, totalCents: number): boolean {
  return (
    payment.status === "succeeded" &&
    payment.checkoutId === checkoutId &&
    payment.currency === CURRENCY &&
    payment.amountReceivedCents === totalCents &&
    payment.amountCents === totalCents
  );
}

/**
 * PATCH /orders/:id `{payment}`: "I paid, check it". The server asks the provider about the payment of the
 * order's checkout and marks its lines paid only if that payment succeeded for their exact total; the browser's
 * transaction id must name that payment, and its status is never believed. An order already settled (paid,
 * or cancelled with its payment refunded) is answered from our records without asking the provider again
 * (security finding L2).
 */
export async function confirmOrderPayment(
  db: Database,
  provider: PaymentProvider,
  caller: Caller,
  orderId: string,
  transactionId: string,
): Promise<Order> {
  const order = await getOwnOrder(db, caller, orderId);
  if (!canDo("pay", order.status, "customer") && order.transactionId === transactionId)
    return (await apiOrdersOf(db, [order]))[0]!;
  // A success can still land only as a payment (unpaid) or given back (cancelled): anything else is paid already.
  if (!canDo("pay", order.status, "provider") && !canDo("return-late-payment", order.status, "provider"))
    throw new ConflictError(ORDER_TEXTS.paidOrder);
  const [payment] = await db.select().from(payments).where(eq(payments.checkoutId, order.checkoutId));
  if (!payment || payment.providerPaymentId !== transactionId) {
    throw new ConflictError(
      order.status === "cancelled" ? ORDER_TEXTS.cancelledOrder : ORDER_TEXTS.notThisPayment,
    );
  }
  if (payment.refundId) throw new ConflictError(ORDER_TEXTS.refundedAfterCancel);
  const confirmed = await provider.retrievePayment(payment.providerPaymentId);
  const totalCents = (await linesOf(db, order.checkoutId)).reduce((sum, line) => sum + line.totalCents, 0);
  if (!paysCheckout(confirmed, order.checkoutId, totalCents))
    throw new ConflictError(
      order.status === "cancelled" ? ORDER_TEXTS.cancelledOrder : ORDER_TEXTS.paymentNotSucceeded,
    );
  const paid = await markCheckoutPaid(db, order.checkoutId, confirmed.id, totalCents);
  if (paid) return paid.find((line) => line._id === order.id)!;
  if (await refundsLateSuccess(db, order.checkoutId)) {
    await refundLateSuccess(db, provider, payment, caller.id);
    throw new ConflictError(ORDER_TEXTS.refundedAfterCancel);
  }
  throw new ConflictError(ORDER_TEXTS.noLongerAwaitingPayment);
}

/**
 * A verified webhook event. Its id is recorded in the same transaction as the state change, so a
 * redelivery changes nothing; a succeeded payment marks its order paid after the same amount checks.
 */
export async function applyPaymentEvent(
  db: Database,
  provider: PaymentProvider,
  event: PaymentEvent,
  log: FastifyBaseLogger,
  otherPayments?: OtherPayments,
): Promise<void> {
  let other: ProviderPayment | null = null;
  const late = await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0 || event.type !== "payment_intent.succeeded" || !event.payment) return null;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, event.payment.id));
    if (!payment) {
      other = event.payment;
      return null;
    }
    if (!paysCheckout(event.payment, payment.checkoutId, payment.amountCents)) {
      log.warn(
        { checkoutId: payment.checkoutId, paymentId: event.payment.id },
        "payment does not match its checkout: not marked paid",
      );
      return null;
    }
    if (await markCheckoutPaid(tx, payment.checkoutId, event.payment.id, payment.amountCents)) return null;
    return (await refundsLateSuccess(tx, payment.checkoutId)) ? payment : null;
  });
  // Outside the transaction: the provider is called only once the event is recorded.
  if (late) await refundLateSuccess(db, provider, late, "system", log);
  if (!other) return;
  const payment: ProviderPayment = other;
  try {
    if (!(await otherPayments?.(payment, log)))
      log.warn({ paymentId: payment.id }, "webhook for a payment we did not create");
  } catch (err) {
    // Not counted (the database went away, say): the event is forgotten, so the provider's retry counts it.
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw err;
  }
}

/**
 * Payments that are no checkout's (an invoice's on account, issue 41), handed in by app.ts: answers whether
 * the payment was one of them (and counted it when it succeeded).
 */
export type OtherPayments = (payment: ProviderPayment, log: FastifyBaseLogger) => Promise<boolean>;

/**
 * A payment that succeeded for a checkout already cancelled (the customer paid while it expired or was
 * cancelled): the money goes back through the provider, once, and the refund is recorded (finding 3).
 */
async function refundLateSuccess(
  db: Database,
  provider: PaymentProvider,
  { checkoutId, providerPaymentId, amountCents }: typeof payments.$inferSelect,
  actor: string,
  log?: FastifyBaseLogger,
) {
  const refund = await provider.refundPayment(providerPaymentId, checkoutId, amountCents);
  await db
    .update(payments)
    .set({ refundId: refund.id, refundedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.checkoutId, checkoutId), isNull(payments.refundId)));
  log?.warn(
    { checkoutId, refundId: refund.id, actor },
    "refunded a payment that succeeded for a cancelled checkout",
  );
}

/**
 * The payments side of cancelling an unpaid checkout: its payment is cancelled at the provider so it can no
 * longer be charged; if it was charged meanwhile, the checkout becomes paid instead (finding 3).
 */
export function paymentSettlement(db: Database, provider: PaymentProvider): PaymentSettlement {
  return async (checkoutId, settled = new Set()) => {
    const [payment] = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    if (!payment || settled.has(payment.providerPaymentId)) return "clear";
    settled.add(payment.providerPaymentId);
    const state = await provider.cancelPayment(payment.providerPaymentId);
    if (state.status === "succeeded") {
      if (!paysCheckout(state, checkoutId, payment.amountCents)) return "pending";
      if (await markCheckoutPaid(db, checkoutId, state.id, payment.amountCents)) return "paid";
      // Charged after the checkout was cancelled (asked again once it was): the money goes back.
      if (!payment.refundId && (await refundsLateSuccess(db, checkoutId)))
        await refundLateSuccess(db, provider, payment, "system");
      return "clear";
    }
    return state.status === "canceled" ? "clear" : "pending";
  };
}
