import type { CancelReason, OrderAction, OrderRole, OrderStatus } from "@xpart/shared";
import { canDo, ORDER_TEXTS, statesAllowing, TRANSITIONS } from "@xpart/shared";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ConflictError } from "../../domain-errors.js";
import { verifiedUsersAmong, type Caller } from "../accounts/index.js";
import { releaseStock, type StockReason } from "../catalog/index.js";

import type { UnpaidHolds } from "./order-holds.js";
import { orderMails } from "./order-mail.js";
import { checkoutMailOf, getOwnOrder, sortLines, type OrderRow } from "./orders.service.js";
import { orders } from "./orders.tables.js";

/**
 * The orders' state changes besides payment (DESIGN §5, issue 23): one compare-and-set per transition, the
 * cancellation of an unpaid checkout with its stock back (the owner's, an admin's, the expiry's), and the
 * expiry's sweep.
 */

/** Takes `action` as `role` only if the order is still in a state that allows it (compare-and-set). */
export async function transition(
  db: Database,
  id: string,
  action: OrderAction,
  role: OrderRole,
  at: Partial<OrderRow>,
) {
  const [row] = await db
    .update(orders)
    .set({ status: TRANSITIONS[action].to, updatedAt: new Date(), ...at })
    .where(and(eq(orders.id, id), inArray(orders.status, statesAllowing(action, role))))
    .returning();
  return row ?? null;
}

/**
 * Asked before an unpaid checkout is cancelled, because its card may have been charged meanwhile (security
 * finding 3): `clear` once the payment can no longer succeed, `paid` when it did (its orders are now paid),
 * `pending` while the provider is still settling it. Payments implement it; orders do not know providers.
 */
export type PaymentSettlement = (
  checkoutId: string,
  /** Payments already settled in this cancellation: they are not asked about twice. */
  settled?: Set<string>,
) => Promise<"clear" | "paid" | "pending">;

/** Who cancels and why: the transition taken, the stock movement's reason and the order's timeline follow from it. */
const CANCELS = {
  customer: { action: "cancel", role: "customer", stock: "cancel_release" },
  admin: { action: "cancel", role: "admin", stock: "cancel_release" },
  expiry: { action: "expire", role: "system", stock: "expiry_release" },
  rejected: { action: "reject", role: "approver", stock: "cancel_release" },
} as const satisfies Record<CancelReason, { action: OrderAction; role: OrderRole; stock: StockReason }>;

/** Work done in the cancel's own transaction once the order is cancelled (an admin's audit record). */
export type WithinCancel = (tx: Database, cancelled: OrderRow) => Promise<void>;

/**
 * unpaid (or awaiting approval) → cancelled for every line of the checkout, with the reserved stock back, in
 * one transaction (one payment covers them all, so they end together); null when it could no longer be
 * cancelled. An approver's rejection (issue 40) runs it too, inside the decision's transaction, with the reason
 * the buyer reads in the mail.
 */
export async function cancelUnpaid(
  db: Database,
  checkoutId: string,
  reason: CancelReason,
  actor: string,
  at: Date,
  within?: WithinCancel,
  rejectedReason?: string,
) {
  return db.transaction(async (tx) => {
    const cancelled = sortLines(
      await tx
        .update(orders)
        .set({
          status: TRANSITIONS[CANCELS[reason].action].to,
          updatedAt: new Date(),
          cancelledAt: at,
          cancelledBy: actor,
          cancelReason: reason,
        })
        .where(
          and(
            eq(orders.checkoutId, checkoutId),
            inArray(orders.status, statesAllowing(CANCELS[reason].action, CANCELS[reason].role)),
          ),
        )
        .returning(),
    );
    if (cancelled.length === 0) return null;
    for (const line of cancelled) {
      if (!line.productId) continue;
      await releaseStock(tx, {
        productId: line.productId,
        quantity: line.quantity,
        reason: CANCELS[reason].stock,
        actor,
        orderId: line.id,
      });
    }
    await orderMails.cancelled(tx, await checkoutMailOf(tx, checkoutId, cancelled), rejectedReason);
    if (within) for (const line of cancelled) await within(tx, line);
    return cancelled;
  });
}

/**
 * Cancels, then asks the payments side once more: a payment started while the order was being cancelled
 * (its row written after our first look) is cancelled at the provider, or refunded if it was charged. The
 * payment side writes its row and then reads the order, we write the order and then read the payments: one
 * of the two always sees the other.
 */
export async function cancelAndSettle(
  db: Database,
  checkoutId: string,
  settle: PaymentSettlement,
  settled: Set<string>,
  reason: CancelReason,
  actor: string,
  at: Date,
  within?: WithinCancel,
) {
  const cancelled = await cancelUnpaid(db, checkoutId, reason, actor, at, within);
  // A provider outage here leaves at worst a payment that a late success would refund (webhook or PATCH).
  if (cancelled) await settle(checkoutId, settled).catch(() => undefined);
  return cancelled;
}

/** The owner's cancel (spec §4): unpaid only, and only once the payment provider says nothing was charged. */
export async function cancelOrder(
  db: Database,
  caller: Caller,
  id: string,
  settle: PaymentSettlement,
): Promise<void> {
  const order = await getOwnOrder(db, caller, id);
  const refuse = (status: OrderStatus) =>
    new ConflictError(status === "cancelled" ? ORDER_TEXTS.alreadyCancelled : ORDER_TEXTS.paidCannotCancel);
  if (!canDo("cancel", order.status, "customer")) throw refuse(order.status);
  const settled = new Set<string>();
  const verdict = await settle(order.checkoutId, settled);
  if (verdict === "paid") throw refuse("paid");
  if (verdict === "pending") {
    throw new ConflictError(ORDER_TEXTS.paymentProcessing);
  }
  if (!(await cancelAndSettle(db, order.checkoutId, settle, settled, "customer", caller.id, new Date()))) {
    const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    throw refuse(now?.status ?? "cancelled");
  }
}

/**
 * Cancels unpaid orders past their hold and releases their stock, after their payment is settled: a verified
 * customer's after `ttlMs`, the others' after `unverifiedTtlMs` (security finding M2; whether the address is
 * verified is read now, so verifying it lengthens the hold of an order already placed). Several app servers
 * may run it at once: each order is claimed by one compare-and-set, so none is released twice. An order
 * whose payment is still processing (or whose provider cannot be reached) waits for the next run.
 */
export async function expireUnpaidOrders(
  db: Database,
  holds: UnpaidHolds,
  settle: PaymentSettlement,
  now = new Date(),
  batch = 100,
): Promise<number> {
  const cutoff = new Date(now.getTime() - Math.min(holds.ttlMs, holds.unverifiedTtlMs));
  const due = or(lt(orders.createdAt, cutoff), lte(orders.holdUntil, now));
  let expired = 0;
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const candidates: {
      id: string;
      checkoutId: string;
      createdAt: Date;
      userId: string;
      holdUntil: Date | null;
    }[] = await db
      .select({
        id: orders.id,
        checkoutId: orders.checkoutId,
        createdAt: orders.createdAt,
        userId: orders.userId,
        holdUntil: orders.holdUntil,
      })
      .from(orders)
      .where(
        and(
          inArray(orders.status, statesAllowing("expire", "system")),
          due,
          after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(batch);
    const verified = await verifiedUsersAmong(
      db,
      candidates.map((order) => order.userId),
    );
    for (const order of candidates) {
      const placed = order.createdAt.getTime();
      // An unverified account's order ends with its address's hold period, and never later than its own hold.
      const end = verified.has(order.userId)
        ? placed + holds.ttlMs
        : Math.min(order.holdUntil?.getTime() ?? Infinity, placed + holds.unverifiedTtlMs);
      if (end > now.getTime()) continue;
      const settled = new Set<string>();
      const verdict = await settle(order.checkoutId, settled).catch(() => "pending" as const);
      const lines =
        verdict === "clear" ? await cancelUnpaid(db, order.checkoutId, "expiry", "system", now) : null;
      expired += lines?.length ?? 0;
    }
    if (candidates.length < batch) return expired;
    after = candidates.at(-1)!;
  }
}
