import { randomUUID } from "node:crypto";

import {
  centsToDollars,
  HOLDING_STATUSES,
  ORDER_TEXTS,
  smallestQuantity,
  TRADE_TEXTS,
  memberUnitPriceCents,
  placedStatus,
  type CreateOrderBody,
  type PayWith,
  type Order,
} from "@xpart/shared";
import { and, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ConflictError, InvalidError, NotFoundError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { findProductRows, reserveStock, type SaleProduct } from "../catalog/index.js";
import { memberPriceRules } from "../companies/index.js";

import { chargeCheckout, companyTermsOf, requestApproval } from "./company-checkout.js";
import { unverifiedHoldUntil, type HoldingLimits } from "./order-holds.js";
import { orderMails } from "./order-mail.js";
import { toApiOrder } from "./orders.service.js";
import { checkouts, orders } from "./orders.tables.js";

export interface CheckoutLine {
  productId: string;
  quantity: number;
}

/** Who receives the goods, and how the checkout is paid: by card unless said otherwise (issue 41). */
export type BillingDetails = Pick<CreateOrderBody, "name" | "address" | "phone" | "poNumber"> & {
  payWith?: PayWith | undefined;
};

export interface CheckoutRules {
  limits: HoldingLimits;
  /** How long a verified customer's order may stay unpaid: the 'placed' mail tells when it expires. */
  ttlMs: number;
  /** The client address the order comes from (unverified accounts' holds are counted per address). */
  address: string;
  /**
   * The spec's one-product purchase (POST /api/orders): its refusals keep the spec's status codes and texts
   * (404 unknown product, 400 below the minimum, 409 'Only N available'). A cart's refusals are one 409
   * naming every line at fault.
   */
  single?: boolean;
  /** A quote's unit prices by product (issue 41): charged exactly, instead of the price rules. */
  quotedCents?: ReadonlyMap<string, number>;
}

/** A checkout placed: its id, one order per line, and what they cost together. */
export interface PlacedCheckout {
  checkoutId: string;
  orders: Order[];
  totalCents: number;
}

/** A placed checkout as POST /api/checkout (and a quote's acceptance) answers it: the total in dollars. */
export const checkoutAnswerOf = (placed: PlacedCheckout) => ({
  checkoutId: placed.checkoutId,
  orders: placed.orders,
  total: centsToDollars(placed.totalCents),
});

/** Why each line cannot be ordered now, by product id; empty when every line can. */
function refusals(lines: readonly CheckoutLine[], rows: Map<string, SaleProduct>): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const line of lines) {
    const product = rows.get(line.productId);
    const why: string[] = [];
    if (!product) why.push(TRADE_TEXTS.productGone);
    else {
      if (line.quantity < smallestQuantity(product))
        why.push(ORDER_TEXTS.belowMinimum(smallestQuantity(product)));
      if (line.quantity % product.orderStep !== 0) why.push(TRADE_TEXTS.adjusted.step(product.orderStep));
      if (line.quantity > product.availableQty) why.push(ORDER_TEXTS.onlyAvailable(product.availableQty));
    }
    if (why.length) refused[line.productId] = why.join(". ");
  }
  return refused;
}

/** The spec's answers for its one-product purchase, in the order the spec checks them. */
function refuseSingle(line: CheckoutLine, product: SaleProduct | undefined): never | void {
  if (!product) throw new NotFoundError(ORDER_TEXTS.productNotFound);
  if (line.quantity < smallestQuantity(product))
    throw new InvalidError(ORDER_TEXTS.belowMinimum(smallestQuantity(product)));
  if (line.quantity % product.orderStep !== 0)
    throw new InvalidError(TRADE_TEXTS.adjusted.step(product.orderStep));
}

/**
 * Places a checkout: one order per line (decision 0031) at the price the shared rule gives for its quantity,
 * within what one customer may hold unpaid, with the stock of every line reserved last, all or nothing. Run it
 * in a transaction: any refusal leaves nothing behind. The stock rows are taken in product order (so two
 * checkouts never wait on each other) and only after everything else is written, so they stay locked briefly.
 */
export async function placeCheckout(
  tx: Database,
  caller: Caller,
  lines: readonly CheckoutLine[],
  details: BillingDetails,
  rules: CheckoutRules,
): Promise<PlacedCheckout> {
  const rows = await findProductRows(
    tx,
    lines.map((l) => l.productId),
  );
  if (rules.single) refuseSingle(lines[0]!, rows.get(lines[0]!.productId));
  // One customer's checkouts are placed one at a time, so two at once cannot both pass the limits below.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${caller.id}`}))`);
  await checkHoldingLimits(tx, caller, lines, rules.limits);
  const refused = refusals(lines, rows);
  if (Object.keys(refused).length) throw refusal(refused, rules.single);
  const placedAt = Date.now();
  const holdUntil = caller.emailVerified
    ? null
    : await unverifiedHoldUntil(tx, rules.address, rules.limits.unverified.ttlMs, placedAt);
  // A checkout is named by its first line's order id, so a one-line checkout and its order share one id.
  const checkoutId = randomUUID();
  const poNumber = details.poNumber?.trim() || null;
  // A company member pays their company's prices (issue 40), by the rule the cart showed them.
  const { day, prices } = await memberPriceRules(tx, caller.id, [...rows.keys()]);
  const priced = lines.map((line) => {
    const product = rows.get(line.productId)!;
    const unit =
      rules.quotedCents?.get(product.id) ??
      memberUnitPriceCents(product, line.quantity, prices.get(product.id), day);
    return { line, product, unit, total: unit * line.quantity };
  });
  // A member's checkout is the company's, may wait for an approver (issue 40) and may go on its account (41).
  const terms = await companyTermsOf(
    tx,
    caller,
    poNumber,
    priced.reduce((sum, p) => sum + p.total, 0),
    details.payWith ?? "card",
  );
  const checkout = {
    id: checkoutId,
    poNumber,
    companyId: terms.companyId,
    onAccount: terms.account !== null,
  };
  const status = placedStatus({ awaitsApproval: terms.over !== null, onAccount: checkout.onAccount });
  const paidAt = status === "paid" ? new Date(placedAt) : null;
  // The checkout and its lines in one statement: one round trip fewer while the customer's lock is held.
  const placedCheckout = tx.$with("placed_checkout", { id: checkouts.id }).as(
    tx
      .insert(checkouts)
      .values({ ...checkout, userId: caller.id })
      .returning({ id: checkouts.id })
      .getSQL(),
  );
  const placed = await tx
    .with(placedCheckout)
    .insert(orders)
    .values(
      priced.map(({ line, product, unit, total }, index) => {
        return {
          ...(index === 0 ? { id: checkoutId } : {}),
          // A millisecond apart, so every list of orders (oldest first) shows the lines in the cart's order.
          createdAt: new Date(placedAt + index),
          userId: caller.id,
          email: caller.email,
          checkoutId,
          productId: product.id,
          productName: product.name,
          img: product.img,
          category: product.category,
          details: product.description,
          quantity: line.quantity,
          unitPriceCents: unit,
          totalCents: total,
          name: details.name.trim(),
          address: details.address.trim(),
          phone: details.phone.trim(),
          holdUntil,
          status,
          paidAt,
        };
      }),
    )
    .returning();
  const ordered = lines.map((line) => placed.find((p) => p.productId === line.productId)!);
  const expiresAt = holdUntil ?? new Date(ordered[0]!.createdAt.getTime() + rules.ttlMs);
  const mail = { id: checkout.id, poNumber: checkout.poNumber, lines: ordered };
  if (terms.over && terms.companyId)
    await requestApproval(tx, caller, mail, { companyId: terms.companyId, over: terms.over }, expiresAt);
  else if (!paidAt) await orderMails.placed(tx, mail, expiresAt);
  // The answer is made before the stock is taken: nothing runs after it but the stock ledger (and, on account,
  // the invoice's number), so each product row is locked only from its update to the commit.
  const answer = ordered.map((o) =>
    toApiOrder({
      ...o,
      poNumber: checkout.poNumber,
      companyId: checkout.companyId,
      invoiceNumber: null,
      refunds: [],
    }),
  );
  await reserveAll(tx, caller, ordered, rules.single);
  // Paid on account (issue 41): the invoice last, so the year's invoice counter (one row every paying checkout
  // takes) is not held while the stock rows are taken.
  if (paidAt && terms.account) {
    const invoiceNumber = await chargeCheckout(tx, mail, terms.account);
    for (const order of answer) order.invoiceNumber = invoiceNumber;
  }
  return {
    checkoutId,
    orders: answer,
    totalCents: ordered.reduce((sum, o) => sum + o.totalCents, 0),
  };
}

function refusal(refused: Record<string, string>, single?: boolean): ConflictError {
  const messages = Object.values(refused);
  return single ? new ConflictError(messages[0]!) : new ConflictError(TRADE_TEXTS.checkoutRefused, refused);
}

/** Open unpaid checkouts, and units of each product held unpaid, per customer (security finding 5). */
async function checkHoldingLimits(
  tx: Database,
  caller: Caller,
  lines: readonly CheckoutLine[],
  limits: HoldingLimits,
) {
  const held = await tx
    .select({ checkoutId: orders.checkoutId, productId: orders.productId, quantity: orders.quantity })
    .from(orders)
    .where(and(eq(orders.userId, caller.id), inArray(orders.status, [...HOLDING_STATUSES])));
  const open = new Set(held.map((h) => h.checkoutId)).size;
  if (open >= limits.maxUnpaidOrders) throw new ConflictError(ORDER_TEXTS.tooManyUnpaidOrders(open));
  for (const line of lines) {
    const units = held.filter((h) => h.productId === line.productId).reduce((sum, h) => sum + h.quantity, 0);
    if (units + line.quantity > limits.maxUnpaidQuantity)
      throw new ConflictError(ORDER_TEXTS.tooManyUnpaidUnits(limits.maxUnpaidQuantity, units));
  }
}

/** Takes every line's stock, in product order; a line someone else emptied meanwhile refuses the whole checkout. */
async function reserveAll(
  tx: Database,
  caller: Caller,
  placed: (typeof orders.$inferSelect)[],
  single?: boolean,
) {
  const refused: Record<string, string> = {};
  for (const order of [...placed].sort((a, b) => a.productId!.localeCompare(b.productId!))) {
    const left = await reserveStock(tx, {
      productId: order.productId!,
      quantity: order.quantity,
      reason: "order_reserve",
      actor: caller.id,
      orderId: order.id,
    });
    if (left !== null) continue;
    const [now] = (await findProductRows(tx, [order.productId!])).values();
    refused[order.productId!] = ORDER_TEXTS.onlyAvailable(now?.availableQty ?? 0);
  }
  if (Object.keys(refused).length) throw refusal(refused, single);
}

/** POST /api/orders (spec): the 'Billing Details' modal's purchase, a checkout of one line (decision 0031). */
export async function createOrder(
  db: Database,
  caller: Caller,
  body: CreateOrderBody,
  rules: Omit<CheckoutRules, "single">,
): Promise<Order> {
  const line = { productId: body.productId, quantity: body.quantity };
  const placed = await db.transaction((tx) =>
    placeCheckout(tx, caller, [line], body, { ...rules, single: true }),
  );
  return placed.orders[0]!;
}
