import type { Order } from "@xpart/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

import type { Database } from "../../db/client.js";
import { HttpError } from "../../plugins/errors.js";
import type { Caller } from "../accounts/accounts.service.js";
import { getOrderFor, markOrderPaid, payableOrderFor, toApiOrder } from "../orders/orders.service.js";

import type { PaymentEvent, PaymentProvider, ProviderPayment } from "./payment-provider.js";
import { paymentEvents, payments } from "./payments.tables.js";

export const CURRENCY = "usd";

/**
 * POST /create-payment-intent: one payment per order for the order's stored total (never a client's
 * price), reused on every call; only its owner gets the client secret.
 */
export async function startPayment(db: Database, provider: PaymentProvider, caller: Caller, orderId: string) {
  const order = await payableOrderFor(db, caller, orderId);
  const [existing] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  if (existing && existing.provider === provider.name && existing.amountCents === order.totalCents) {
    return { clientSecret: await provider.clientSecretOf(existing.providerPaymentId) };
  }
  const created = await provider.createPayment({
    orderId: order.id,
    userId: caller.id,
    amountCents: order.totalCents,
    currency: CURRENCY,
  });
  const row = {
    provider: provider.name,
    providerPaymentId: created.id,
    amountCents: order.totalCents,
    currency: CURRENCY,
    updatedAt: new Date(),
  };
  await db
    .insert(payments)
    .values({ orderId: order.id, ...row })
    .onConflictDoUpdate({ target: payments.orderId, set: row });
  return { clientSecret: created.clientSecret };
}

/** The provider's word that this payment paid exactly this order. */
function paysOrder(payment: ProviderPayment, orderId: string, totalCents: number): boolean {
  return (
    payment.status === "succeeded" &&
    payment.orderId === orderId &&
    payment.currency === CURRENCY &&
    payment.amountReceivedCents === totalCents &&
    payment.amountCents === totalCents
  );
}

/**
 * PATCH /orders/:id `{payment}`: "I paid, check it". The server asks the provider about the order's own
 * payment and marks the order paid only if that payment succeeded for the exact amount; the browser's
 * transaction id must name that payment, and its status is never believed.
 */
export async function confirmOrderPayment(
  db: Database,
  provider: PaymentProvider,
  caller: Caller,
  orderId: string,
  transactionId: string,
): Promise<Order> {
  const order = await getOrderFor(db, caller, orderId);
  if (order.userId !== caller.id) throw new HttpError(404, "Order not found");
  if (order.status !== "unpaid") {
    if (order.transactionId === transactionId) return toApiOrder(order);
    throw new HttpError(
      409,
      order.status === "cancelled" ? "This order was cancelled" : "This order is already paid",
    );
  }
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  if (!payment || payment.providerPaymentId !== transactionId) {
    throw new HttpError(409, "This transaction is not the payment of this order");
  }
  const confirmed = await provider.retrievePayment(payment.providerPaymentId);
  if (!paysOrder(confirmed, order.id, order.totalCents))
    throw new HttpError(409, "The payment has not succeeded");
  const paid = await markOrderPaid(db, order.id, confirmed.id, order.totalCents);
  if (!paid) throw new HttpError(409, "This order is no longer awaiting payment");
  return paid;
}

/**
 * A verified webhook event. Its id is recorded in the same transaction as the state change, so a
 * redelivery changes nothing; a succeeded payment marks its order paid after the same amount checks.
 */
export async function applyPaymentEvent(
  db: Database,
  event: PaymentEvent,
  log: FastifyBaseLogger,
): Promise<void> {
  await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0 || event.type !== "payment_intent.succeeded" || !event.payment) return;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, event.payment.id));
    if (!payment) {
      log.warn({ paymentId: event.payment.id }, "webhook for a payment we did not create");
      return;
    }
    if (!paysOrder(event.payment, payment.orderId, payment.amountCents)) {
      log.warn(
        { orderId: payment.orderId, paymentId: event.payment.id },
        "payment does not match its order: not marked paid",
      );
      return;
    }
    await markOrderPaid(tx, payment.orderId, event.payment.id, payment.amountCents);
  });
}
