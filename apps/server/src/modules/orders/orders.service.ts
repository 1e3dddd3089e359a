import type { CancelReason, Order, OrderAction, OrderRole, OrderStatus } from "@xpart/shared";
import {
  canDo,
  centsToDollars,
  formatInvoiceNumber,
  isPaidStatus,
  ORDER_TEXTS,
  statesAllowing,
  TRANSITIONS,
} from "@xpart/shared";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { windowStartOf } from "../../db/window-counters.js";
import { ConflictError, NotFoundError, TooManyError } from "../../domain-errors.js";
import { verifiedUsersAmong, type Caller } from "../accounts/index.js";
import { releaseStock, type StockReason } from "../catalog/index.js";

import { issueInvoice } from "./invoice-numbers.js";
import { invoices } from "./invoices.tables.js";
import { orderMails, type CheckoutMail } from "./order-mail.js";
import { checkouts, orders } from "./orders.tables.js";
import { refundsOf, type RefundView } from "./refund-views.js";

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order with its checkout's paperwork: the buyer's PO number, once paid the invoice's number, and the
 * refunds that went through (issue 27), oldest first.
 */
export type OrderView = OrderRow & {
  poNumber: string | null;
  invoiceNumber: string | null;
  refunds: RefundView[];
};

/** The paperwork of each row's checkout, looked up once for a whole page of orders. */
export async function withPaperwork(db: Database, rows: readonly OrderRow[]): Promise<OrderView[]> {
  const ids = [...new Set(rows.map((r) => r.checkoutId))];
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: checkouts.id, poNumber: checkouts.poNumber, year: invoices.year, number: invoices.number })
    .from(checkouts)
    .leftJoin(invoices, eq(invoices.checkoutId, checkouts.id))
    .where(inArray(checkouts.id, ids));
  const byId = new Map(found.map((f) => [f.id, f]));
  const refundsByOrder = await refundsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const paper = byId.get(row.checkoutId);
    return {
      ...row,
      poNumber: paper?.poNumber ?? null,
      invoiceNumber: paper?.year && paper.number ? formatInvoiceNumber(paper.year, paper.number) : null,
      refunds: refundsByOrder.get(row.id) ?? [],
    };
  });
}

export async function apiOrdersOf(db: Database, rows: readonly OrderRow[]): Promise<Order[]> {
  return (await withPaperwork(db, rows)).map(toApiOrder);
}

export function toApiOrder(row: OrderView): Order {
  return {
    _id: row.id,
    productId: row.productId,
    img: row.img,
    productName: row.productName,
    category: row.category,
    details: row.details,
    quantity: row.quantity,
    unitPrice: centsToDollars(row.unitPriceCents),
    price: centsToDollars(row.totalCents),
    email: row.email,
    name: row.name,
    address: row.address,
    phone: row.phone,
    status: row.status,
    paid: isPaidStatus(row.status),
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    checkoutId: row.checkoutId,
    poNumber: row.poNumber,
    invoiceNumber: row.invoiceNumber,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    refunded: centsToDollars(row.refunds.reduce((sum, refund) => sum + refund.amountCents, 0)),
    refunds: row.refunds.map((refund) => ({
      amount: centsToDollars(refund.amountCents),
      creditNote: refund.creditNote,
      restocked: refund.restocked,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}

/** What one customer may hold unpaid (security finding 5): stock reserved by unpaid orders is stock nobody else can buy. */
export interface HoldingLimits {
  /** Open unpaid orders per customer. */
  maxUnpaidOrders: number;
  /** Units of one product per customer across unpaid orders. */
  maxUnpaidQuantity: number;
  /**
   * An account whose email address is not verified costs nothing to make, so its orders hold stock for
   * `ttlMs` at most (security finding M2, decision 0022).
   */
  unverified: { ttlMs: number };
}

/** How long unpaid orders hold their stock: verified customers' and the others' (security finding M2). */
export interface UnpaidHolds {
  ttlMs: number;
  unverifiedTtlMs: number;
}

/**
 * Unverified accounts at one client address share one hold period an hour (two holds): the first order
 * opens it, orders during it hold stock until it ends, and after it no such order is taken until the hour
 * is over. So one person with free accounts blocks a product for one hold at most, then leaves it free at
 * least as long, however many accounts they make (decision 0022).
 */
export async function unverifiedHoldUntil(
  tx: Database,
  address: string,
  ttlMs: number,
  now: number,
): Promise<Date> {
  const start = await windowStartOf(tx, `unverified-holds:${address}`, Math.ceil((2 * ttlMs) / 1000), now);
  if (now < start + ttlMs) return new Date(start + ttlMs);
  throw new TooManyError(ORDER_TEXTS.unverifiedAddressBusy, Math.ceil((start + 2 * ttlMs - now) / 1000));
}

export async function listOrdersOf(db: Database, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.deletedAt)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return apiOrdersOf(db, rows);
}

export async function findOrderRow(db: Database, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)));
  return row;
}

/**
 * The one "find the order, 404 unless the caller may see it" (issue 9): its owner always, an admin too when
 * `admins` is set. Someone else's order is the same 404 as a missing one.
 */
export async function getOwnOrder(
  db: Database,
  caller: Caller,
  id: string,
  { admins = false }: { admins?: boolean } = {},
): Promise<OrderRow> {
  const row = await findOrderRow(db, id);
  if (!row || (row.userId !== caller.id && !(admins && caller.role === "admin")))
    throw new NotFoundError(ORDER_TEXTS.orderNotFound);
  return row;
}

/** The caller's own checkout, or the same 404 as a missing order (the test-card page pays a checkout). */
export async function assertOwnCheckout(db: Database, caller: Caller, checkoutId: string): Promise<void> {
  const [row] = isUuid(checkoutId)
    ? await db.select({ userId: checkouts.userId }).from(checkouts).where(eq(checkouts.id, checkoutId))
    : [];
  if (!row || row.userId !== caller.id) throw new NotFoundError(ORDER_TEXTS.orderNotFound);
}

/** A checkout as payments see it: the amount of all its lines together. */
export interface PayableCheckout {
  checkoutId: string;
  totalCents: number;
  lines: OrderRow[];
}

/** The lines of one checkout, in the order they were placed. */
export async function linesOf(db: Database, checkoutId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
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

const sortLines = (rows: OrderRow[]) =>
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));

async function checkoutMailOf(db: Database, checkoutId: string, lines: OrderRow[]): Promise<CheckoutMail> {
  const [checkout] = await db
    .select({ poNumber: checkouts.poNumber })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  return { id: checkoutId, poNumber: checkout?.poNumber ?? null, lines };
}

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
} as const satisfies Record<CancelReason, { action: OrderAction; role: OrderRole; stock: StockReason }>;

/** Work done in the cancel's own transaction once the order is cancelled (an admin's audit record). */
export type WithinCancel = (tx: Database, cancelled: OrderRow) => Promise<void>;

/**
 * unpaid → cancelled for every line of the checkout, with the reserved stock back, in one transaction (one
 * payment covers them all, so they end together); null when it could no longer be cancelled.
 */
async function cancelUnpaid(
  db: Database,
  checkoutId: string,
  reason: CancelReason,
  actor: string,
  at: Date,
  within?: WithinCancel,
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
    await orderMails.cancelled(tx, await checkoutMailOf(tx, checkoutId, cancelled));
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

/** A checkout's state (its lines share it), for the payments module's late-success check. */
export async function checkoutStatusOf(db: Database, checkoutId: string): Promise<OrderStatus | null> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .limit(1);
  return row?.status ?? null;
}
