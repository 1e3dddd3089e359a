import { statesAllowing } from "@xpart/shared";
import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { enqueueMail, type OrderMailData, type UnpaidCheckout } from "../mail/index.js";

import { checkouts, orders } from "./orders.tables.js";

type OrderRow = typeof orders.$inferSelect;

/** A checkout as its mails tell about it: its lines share the buyer's email, name and address. */
export interface CheckoutMail {
  id: string;
  poNumber: string | null;
  /** At least one, in the order the mail lists them. */
  lines: OrderRow[];
}

/** What an order mail shows, in integer cents, as the checkout is now. */
function snapshot({ id, poNumber, lines }: CheckoutMail): OrderMailData {
  const first = lines[0]!;
  return {
    checkoutId: id,
    poNumber,
    lines: lines.map((row) => ({
      orderId: row.id,
      productName: row.productName,
      quantity: row.quantity,
      unitPriceCents: row.unitPriceCents,
      totalCents: row.totalCents,
    })),
    totalCents: lines.reduce((sum, row) => sum + row.totalCents, 0),
    name: first.name,
    address: first.address,
  };
}

const recipient = (checkout: CheckoutMail) => checkout.lines[0]!.email;

/**
 * Some lines of one checkout (at least one) with its PO number: the mails about what happened to those lines
 * only (shipped, refunded).
 */
async function linesSnapshot(tx: Database, rows: OrderRow[]): Promise<OrderMailData> {
  const checkoutId = rows[0]!.checkoutId;
  const [checkout] = await tx
    .select({ poNumber: checkouts.poNumber })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  return snapshot({ id: checkoutId, poNumber: checkout?.poNumber ?? null, lines: rows });
}

/** The refund a 'refunded' mail tells about. */
export interface RefundMail {
  id: string;
  amountCents: number;
  creditNote: string;
  restocked: boolean;
}

/**
 * Queues the mail about one step of a checkout (or, for shipping and refunds, of some of its lines), in the
 * transaction that takes the step, so it exists exactly when the step was committed. The key makes each
 * step's mail one job, sent once; a checkout from before carts has its order's id, so its keys are the ones
 * its order had.
 */
export const orderMails = {
  placed: (tx: Database, checkout: CheckoutMail, expiresAt: Date) =>
    enqueueMail(tx, {
      kind: "order-placed",
      to: recipient(checkout),
      data: { ...snapshot(checkout), expiresAt: expiresAt.toISOString() },
      dedupeKey: `order-placed:${checkout.id}`,
    }),
  /** The receipt: the mail worker attaches the checkout's invoice when it sends it. */
  paid: (tx: Database, checkout: CheckoutMail) =>
    enqueueMail(tx, {
      kind: "order-paid",
      to: recipient(checkout),
      data: {
        ...snapshot(checkout),
        transactionId: checkout.lines.find((row) => row.transactionId)?.transactionId ?? null,
      },
      dedupeKey: `order-paid:${checkout.id}`,
    }),
  /**
   * The lines one 'Approve Booking' or 'Ship all paid lines' shipped (issue 39), in one mail with their
   * carrier and tracking number (one admin's for all of them). A line ships once, so the first line shipped
   * keys the mail: a one-line mail keeps the key it always had.
   */
  shipped: async (tx: Database, rows: OrderRow[]) => {
    const first = rows[0]!;
    return enqueueMail(tx, {
      kind: "order-shipped",
      to: first.email,
      data: {
        ...(await linesSnapshot(tx, rows)),
        carrier: first.carrier,
        trackingNumber: first.trackingNumber,
      },
      dedupeKey: `order-shipped:${first.id}`,
    });
  },
  /** A refund of one line (issue 27): what came back, its credit note, and whether the goods went back in stock. */
  refunded: async (tx: Database, row: OrderRow, refund: RefundMail) =>
    enqueueMail(tx, {
      kind: "order-refunded",
      to: row.email,
      data: {
        ...(await linesSnapshot(tx, [row])),
        refundedCents: refund.amountCents,
        creditNote: refund.creditNote,
        restocked: refund.restocked,
      },
      dedupeKey: `order-refunded:${refund.id}`,
    }),
  cancelled: (tx: Database, checkout: CheckoutMail, rejectedReason?: string) =>
    enqueueMail(tx, {
      kind: "order-cancelled",
      to: recipient(checkout),
      data: {
        ...snapshot(checkout),
        expired: checkout.lines[0]!.cancelReason === "expiry",
        rejectedReason: rejectedReason ?? null,
      },
      dedupeKey: `order-cancelled:${checkout.id}`,
    }),
  /** Issue 40: the buyer's checkout was approved; it is now to be paid before it expires. */
  approved: (tx: Database, checkout: CheckoutMail, expiresAt: Date) =>
    enqueueMail(tx, {
      kind: "order-approved",
      to: recipient(checkout),
      data: { ...snapshot(checkout), expiresAt: expiresAt.toISOString() },
      dedupeKey: `order-approved:${checkout.id}`,
    }),
  /** Issue 41: the checkout went on the company's account; its invoice falls due on the company's terms. */
  onAccount: (
    tx: Database,
    checkout: CheckoutMail,
    invoice: { invoiceNumber: string; dueOn: string; companyName: string },
  ) =>
    enqueueMail(tx, {
      kind: "order-on-account",
      to: recipient(checkout),
      data: { ...snapshot(checkout), ...invoice },
      dedupeKey: `order-on-account:${checkout.id}`,
    }),
  /** Issue 40: one mail to each approver of the buyer's company. */
  approvalRequested: (
    tx: Database,
    checkout: CheckoutMail,
    approver: { id: string; email: string },
    details: { buyer: string; reason: string; expiresAt: Date },
  ) =>
    enqueueMail(tx, {
      kind: "approval-requested",
      to: approver.email,
      data: { ...snapshot(checkout), ...details, expiresAt: details.expiresAt.toISOString() },
      dedupeKey: `approval-requested:${checkout.id}:${approver.id}`,
    }),
};

/**
 * Unpaid checkouts placed in (from, to], one entry each: the mail worker's reminder scan asks this (wired in
 * app.ts). A checkout's lines are placed in one transaction, so they share their creation time.
 */
export async function unpaidOrdersCreatedBetween(
  db: Database,
  from: Date,
  to: Date,
): Promise<UnpaidCheckout[]> {
  const rows = await db
    .select({ row: orders, poNumber: checkouts.poNumber })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        inArray(orders.status, statesAllowing("pay", "customer")),
        gt(orders.createdAt, from),
        lte(orders.createdAt, to),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const byCheckout = new Map<string, CheckoutMail>();
  for (const { row, poNumber } of rows) {
    const checkout = byCheckout.get(row.checkoutId);
    if (checkout) checkout.lines.push(row);
    else byCheckout.set(row.checkoutId, { id: row.checkoutId, poNumber, lines: [row] });
  }
  return [...byCheckout.values()].map((checkout) => ({
    ...snapshot(checkout),
    userId: checkout.lines[0]!.userId,
    email: recipient(checkout),
    createdAt: checkout.lines[0]!.createdAt,
  }));
}
