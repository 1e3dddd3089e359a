import {
  canSeeCompanyOrders,
  centsToDollars,
  formatInvoiceNumber,
  isPaidStatus,
  ORDER_TEXTS,
  type Order,
  type OrderStatus,
} from "@xpart/shared";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { NotFoundError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { membershipOf } from "../companies/index.js";

import { invoiceCardIntents } from "./invoice-ledger.tables.js";
import { invoices } from "./invoices.tables.js";
import type { CheckoutMail } from "./order-mail.js";
import { checkouts, orders } from "./orders.tables.js";
import { refundsOf, type RefundView } from "./refund-views.js";

/**
 * The orders' reads (DESIGN §4): an order and its checkout's paperwork as the API answers them, the caller's
 * own orders, a checkout's lines and state. Holds are in order-holds.ts, payment in order-payment.service.ts,
 * the state changes (cancel, expire, ship's compare-and-set) in order-transitions.service.ts.
 */

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order with its checkout's paperwork: the buyer's PO number, once paid the invoice's number, and the
 * refunds that went through (issue 27), oldest first.
 */
export type OrderView = OrderRow & {
  poNumber: string | null;
  /** The buyer's company when a member placed it (issue 40). */
  companyId: string | null;
  invoiceNumber: string | null;
  refunds: RefundView[];
};

/** The paperwork of each row's checkout, looked up once for a whole page of orders. */
export async function withPaperwork(db: Database, rows: readonly OrderRow[]): Promise<OrderView[]> {
  const ids = [...new Set(rows.map((r) => r.checkoutId))];
  if (ids.length === 0) return [];
  const found = await db
    .select({
      id: checkouts.id,
      poNumber: checkouts.poNumber,
      companyId: checkouts.companyId,
      year: invoices.year,
      number: invoices.number,
    })
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
      companyId: paper?.companyId ?? null,
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
 * `admins` is set, and with `company` a member of the order's company whose role sees company orders (issue
 * 40: its invoices and credit notes). Someone else's order is the same 404 as a missing one.
 */
export async function getOwnOrder(
  db: Database,
  caller: Caller,
  id: string,
  { admins = false, company = false }: { admins?: boolean; company?: boolean } = {},
): Promise<OrderRow> {
  const row = await findOrderRow(db, id);
  if (row && (row.userId === caller.id || (admins && caller.role === "admin"))) return row;
  if (row && company && (await companySeesCheckout(db, caller.id, row.checkoutId))) return row;
  throw new NotFoundError(ORDER_TEXTS.orderNotFound);
}

/** Whether the caller's company placed this checkout and their role sees the company's orders. */
async function companySeesCheckout(db: Database, userId: string, checkoutId: string): Promise<boolean> {
  const membership = await membershipOf(db, userId);
  if (!membership || !canSeeCompanyOrders(membership.role, membership)) return false;
  const [row] = await db
    .select({ companyId: checkouts.companyId })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  return row?.companyId === membership.companyId;
}

/** The caller's own checkout, or the same 404 as a missing order (the test-card page pays a checkout). */
export async function assertOwnCheckout(db: Database, caller: Caller, checkoutId: string): Promise<void> {
  const [row] = isUuid(checkoutId)
    ? await db.select({ userId: checkouts.userId }).from(checkouts).where(eq(checkouts.id, checkoutId))
    : [];
  if (row?.userId === caller.id) return;
  // A card payment of an invoice on account (issue 41) is filed under its attempt's key, for the one who paid.
  const [attempt] = isUuid(checkoutId)
    ? await db
        .select({ userId: invoiceCardIntents.userId })
        .from(invoiceCardIntents)
        .where(eq(invoiceCardIntents.attemptKey, checkoutId))
    : [];
  if (attempt?.userId !== caller.id) throw new NotFoundError(ORDER_TEXTS.orderNotFound);
}

/** The lines of one checkout, in the order they were placed. */
export async function linesOf(db: Database, checkoutId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
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

export const sortLines = (rows: OrderRow[]) =>
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));

export async function checkoutMailOf(
  db: Database,
  checkoutId: string,
  lines: OrderRow[],
): Promise<CheckoutMail> {
  const [checkout] = await db
    .select({ poNumber: checkouts.poNumber })
    .from(checkouts)
    .where(eq(checkouts.id, checkoutId));
  return { id: checkoutId, poNumber: checkout?.poNumber ?? null, lines };
}
