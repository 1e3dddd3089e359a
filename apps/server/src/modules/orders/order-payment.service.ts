import { canDo, ORDER_TEXTS, statesAllowing, TRANSITIONS, type Order } from "@xpart/shared";
import { and, asc, eq, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ConflictError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";

import { issueInvoice } from "./invoice-numbers.js";
import { orderMails } from "./order-mail.js";
import {
  apiOrdersOf,
  checkoutMailOf,
  getOwnOrder,
  linesOf,
  sortLines,
  type OrderRow,
} from "./orders.service.js";
import { orders } from "./orders.tables.js";

/** A checkout's payment, the orders' side (DESIGN §5): what may be paid, and unpaid → paid with its invoice. */

/** A checkout as payments see it: the amount of all its lines together. */
export interface PayableCheckout {
  checkoutId: string;
  totalCents: number;
  lines: OrderRow[];
}

const totalOf = (lines: readonly OrderRow[]) => lines.reduce((sum, line) => sum + line.totalCents, 0);

/**
 * The checkout of the caller's own unpaid order, the only kind that can be paid (all its lines together):
 * someone else's is a 404, a paid or cancelled one a 409.
 */
export async function payableCheckoutFor(db: Database, caller: Caller, id: string): Promise<PayableCheckout> {
  const order = await getOwnOrder(db, caller, id);
  if (!canDo("pay", order.status, "customer")) {
    throw new ConflictError(
      order.status === "cancelled" ? ORDER_TEXTS.cancelledOrder : ORDER_TEXTS.paidOrder,
    );
  }
  const lines = await linesOf(db, order.checkoutId);
  return { checkoutId: order.checkoutId, totalCents: totalOf(lines), lines };
}

/**
 * unpaid → paid for every line of the checkout, only for their exact total and only once (compare-and-set on
 * the locked lines), with the invoice numbered and the receipt mail queued in the same transaction; answers
 * the paid orders, or null when the checkout was no longer unpaid or the amount differs.
 */
export async function markCheckoutPaid(
  db: Database,
  checkoutId: string,
  transactionId: string,
  amountCents: number,
): Promise<Order[] | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, checkoutId))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .for("update");
    const payable = statesAllowing("pay", "provider");
    if (locked.length === 0 || !locked.every((line) => payable.includes(line.status))) return null;
    if (totalOf(locked) !== amountCents) return null;
    const paid = await tx
      .update(orders)
      .set({ status: TRANSITIONS.pay.to, transactionId, paidAt: now, updatedAt: now })
      .where(and(eq(orders.checkoutId, checkoutId), inArray(orders.status, payable)))
      .returning();
    await issueInvoice(tx, checkoutId, now);
    const lines = sortLines(paid);
    await orderMails.paid(tx, await checkoutMailOf(tx, checkoutId, lines));
    return apiOrdersOf(tx, lines);
  });
}
