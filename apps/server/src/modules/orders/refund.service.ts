import {
  canRefund,
  centsToDollars,
  formatCreditNoteNumber,
  formatMoney,
  isPaidStatus,
  ORDER_TEXTS,
  REFUND_TEXTS,
  refundLeftCents,
  type Order,
} from "@xpart/shared";
import { and, eq, inArray, isNull, sum } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";
import { releaseStock } from "../catalog/index.js";

import { creditInvoice } from "./invoice-ledger.js";
import { nextNumberOf } from "./invoice-numbers.js";
import { orderMails } from "./order-mail.js";
import { apiOrdersOf } from "./orders.service.js";
import { checkouts, orders } from "./orders.tables.js";
import { creditNoteCounters, refunds } from "./refunds.tables.js";

/**
 * Refunds, the orders side (issue 27 item 4, decision 0036): `reserveRefund` writes a pending refund under
 * the order's lock, the payments module asks the provider outside any transaction, then `completeRefund` or
 * `failRefund` settles it. Orders do not know providers; payments do not know the refund rules.
 */

export interface RefundRequest {
  /** Null: what is left of the order. */
  amountCents: number | null;
  restock: boolean;
  reason: string | null;
  /** The admin's Idempotency-Key, when they sent one. */
  idempotencyKey: string | null;
}

/**
 * A refund written pending: what the provider is to give back, of which payment (null: the order was paid on
 * account, so the refund is a credit note on its invoice and no provider is asked), under which key.
 */
export interface ReservedRefund {
  id: string;
  paymentId: string | null;
  amountCents: number;
  idempotencyKey: string;
}

/** Pending refunds count as given: the money may be on its way (decision 0036). */
const COUNTED = ["pending", "succeeded"] as const;

/** What was given back of an order, or is on its way (pending refunds count, decision 0036), in cents. */
export async function refundedCentsOf(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sum(refunds.amountCents).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, COUNTED)));
  return row?.cents ?? 0;
}

/**
 * Checks the rules and writes the refund `pending`, with the order row locked, so two refunds of one order
 * are decided one after another. Answers the order as it is when this key's refund already went through.
 */
export async function reserveRefund(
  db: Database,
  caller: Caller,
  orderId: string,
  request: RefundRequest,
): Promise<ReservedRefund | { done: Order }> {
  return db.transaction(async (tx) => {
    const [order] = isUuid(orderId)
      ? await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
          .for("update")
      : [];
    if (!order) throw new NotFoundError(ORDER_TEXTS.orderNotFound);
    // An order paid on the company's account has no card payment: its refund is a credit note (issue 41).
    const [checkout] = await tx
      .select({ onAccount: checkouts.onAccount })
      .from(checkouts)
      .where(eq(checkouts.id, order.checkoutId));
    const paidOnAccount = !order.transactionId && checkout?.onAccount === true;
    if (!isPaidStatus(order.status) || (!order.transactionId && !paidOnAccount))
      throw new ConflictError(REFUND_TEXTS.notRefundable);
    const counted = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, COUNTED)));
    if (counted.some((refund) => refund.status === "pending"))
      throw new ConflictError(REFUND_TEXTS.inProgress);
    const key = request.idempotencyKey
      ? `admin:${caller.id}:${request.idempotencyKey}`
      : // A retry after a provider timeout asks for the same refund again, so the provider gives it once.
        `order:${orderId}:refund:${counted.length + 1}:${request.amountCents ?? "rest"}`;
    if (counted.some((refund) => refund.idempotencyKey === key))
      return { done: (await apiOrdersOf(tx, [order]))[0]! };
    const given = {
      status: order.status,
      totalCents: order.totalCents,
      refundedCents: counted.reduce((total, refund) => total + refund.amountCents, 0),
    };
    if (!canRefund(given)) throw new ConflictError(REFUND_TEXTS.nothingLeft);
    const left = refundLeftCents(given);
    const amountCents = request.amountCents ?? left;
    if (amountCents > left)
      throw new ConflictError(REFUND_TEXTS.moreThanLeft(formatMoney(centsToDollars(left))));
    if (request.restock && counted.some((refund) => refund.restocked))
      throw new ConflictError(REFUND_TEXTS.alreadyRestocked);
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        checkoutId: order.checkoutId,
        amountCents,
        restocked: request.restock,
        reason: request.reason,
        idempotencyKey: key,
        actor: caller.id,
      })
      .returning({ id: refunds.id });
    return { id: refund!.id, paymentId: order.transactionId, amountCents, idempotencyKey: key };
  });
}

/**
 * The provider gave the money back: the refund succeeds and takes the year's next credit-note number, the goods
 * go back in stock when the admin said so (the order's whole quantity), the customer's mail is queued and the
 * admin's action audited, all in one transaction. Answers the order as it is now.
 */
export async function completeRefund(
  db: Database,
  caller: Caller,
  refundId: string,
  providerRefundId: string | null,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const year = now.getUTCFullYear();
    const number = await nextNumberOf(tx, creditNoteCounters, year);
    const [refund] = await tx
      .update(refunds)
      .set({
        status: "succeeded",
        providerRefundId,
        creditNoteYear: year,
        creditNoteNumber: number,
        settledAt: now,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
      .returning();
    if (!refund) throw new ConflictError(REFUND_TEXTS.inProgress);
    await creditInvoice(tx, refund.checkoutId, refund.amountCents);
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
    if (refund.restocked && order!.productId) {
      await releaseStock(tx, {
        productId: order!.productId,
        quantity: order!.quantity,
        reason: "refund_restock",
        actor: caller.id,
        orderId: order!.id,
      });
    }
    const creditNote = formatCreditNoteNumber(year, number);
    await orderMails.refunded(tx, order!, { ...refund, creditNote });
    // No other refund of the order is pending (reserveRefund refuses one), so this is what succeeded.
    const given = await refundedCentsOf(tx, refund.orderId);
    await recordAdminAction(tx, {
      actor: { id: caller.id, email: caller.email },
      action: "order.refund",
      target: { type: "order", id: refund.orderId },
      before: { refunded: centsToDollars(given - refund.amountCents) },
      after: {
        refunded: centsToDollars(given),
        amount: centsToDollars(refund.amountCents),
        restocked: refund.restocked ? order!.quantity : 0,
        reason: refund.reason,
        creditNote,
        providerRefundId,
      },
    });
    return (await apiOrdersOf(tx, [order!]))[0]!;
  });
}

/** The provider refused or could not be reached: the refund counts for nothing and its key is free again. */
export async function failRefund(db: Database, refundId: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: "failed", settledAt: new Date() })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")));
}
