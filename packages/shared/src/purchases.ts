import { APPROVAL_TEXTS } from "./approval-rules.js";
import { centsToDollars, formatMoney } from "./money.js";
import {
  canShip,
  isPaidStatus,
  refundAmountsOf,
  refundedInFull,
  refundedOrderOf,
  type OrderStatus,
} from "./order-states.js";
import { ORDER_TEXTS } from "./texts.js";

/**
 * A purchase is one checkout's lines (decision 0031): paid once, invoiced once, ordered again at once. The
 * spec's screens list orders; issue 39 shows the lines of one checkout together, as one purchase.
 */
export interface PurchaseLine {
  _id: string;
  checkoutId: string;
  status: OrderStatus;
  /** The line's total in dollars, and what was given back of it. */
  price: number;
  refunded: number;
}

export interface Purchase<Line extends PurchaseLine> {
  checkoutId: string;
  /** In the order the list gave them. */
  lines: Line[];
  /** The line whose id stands for the purchase in the calls that act on its checkout (pay, cancel, invoice, reorder). */
  first: Line;
  /** Dollars: the lines' totals and their refunds, summed in cents. */
  total: number;
  refunded: number;
}

/** The lines of each checkout together, in the order each purchase's first line comes in `lines`. */
export function groupPurchases<Line extends PurchaseLine>(lines: readonly Line[]): Purchase<Line>[] {
  const byCheckout = new Map<string, Line[]>();
  for (const line of lines) {
    const group = byCheckout.get(line.checkoutId);
    if (group) group.push(line);
    else byCheckout.set(line.checkoutId, [line]);
  }
  return [...byCheckout].map(([checkoutId, group]) => {
    const cents = group.map(refundAmountsOf);
    return {
      checkoutId,
      lines: group,
      first: group[0]!,
      total: centsToDollars(cents.reduce((sum, line) => sum + line.totalCents, 0)),
      refunded: centsToDollars(cents.reduce((sum, line) => sum + line.refundedCents, 0)),
    };
  });
}

export const PURCHASE_TEXTS = {
  awaitingPayment: "Awaiting payment",
  linesShipped: (shipped: number, of: number) => `${shipped} of ${of} lines shipped`,
  refunded: (dollars: number) => `Refunded ${formatMoney(dollars)}`,
  lineCount: (count: number) => `${count} ${count === 1 ? "line" : "lines"}`,
  total: "Total",
  purchaseOf: (date: string) => `Purchase of ${date}`,
  linesOf: (date: string) => `Lines of the purchase of ${date}`,
  cancelsEveryLine: (count: number) => `All ${count} lines of this purchase are cancelled together.`,
  showLines: "Show lines",
  hideLines: "Hide lines",
  notShownHere: (count: number) => `${count} more not shown here`,
  shipAll: "Ship all paid lines",
  linesShippedNow: (count: number) => `${count} ${count === 1 ? "line" : "lines"} shipped`,
  shipAllConfirm: "Ship all paid lines of this purchase?",
  shipAllDescription: (to: string) => `Every paid line goes to ${to}, with one carrier and tracking number.`,
} as const;

export type PurchaseState =
  "awaiting-approval" | "unpaid" | "paid" | "partlyShipped" | "shipped" | "refunded" | "cancelled";

export interface PurchaseSummary {
  state: PurchaseState;
  /** What the purchase's card says of it: 'Paid', '3 of 7 lines shipped', 'Refunded $12.00' and so on. */
  text: string;
}

/**
 * Where a purchase stands, from its lines' states (the order state machine decides each line's). Lines
 * cancelled or given back in full are out of the count of lines to ship; refunds are said after the state.
 */
export function purchaseSummary(lines: readonly PurchaseLine[]): PurchaseSummary {
  const live = lines.filter((line) => line.status !== "cancelled");
  const toSend = live.filter((line) => !refundedInFull(refundAmountsOf(line)));
  const shipped = toSend.filter((line) => line.status === "shipped").length;
  const refundedCents = lines.reduce((sum, line) => sum + refundAmountsOf(line).refundedCents, 0);
  const state: PurchaseState =
    live.length === 0
      ? "cancelled"
      : live.some((line) => line.status === "awaiting-approval")
        ? "awaiting-approval"
        : live.some((line) => !isPaidStatus(line.status))
          ? "unpaid"
          : toSend.length === 0
            ? "refunded"
            : shipped === toSend.length
              ? "shipped"
              : shipped > 0
                ? "partlyShipped"
                : "paid";
  const words: Record<PurchaseState, string> = {
    "awaiting-approval": APPROVAL_TEXTS.awaitingApproval,
    unpaid: PURCHASE_TEXTS.awaitingPayment,
    paid: ORDER_TEXTS.paid,
    partlyShipped: PURCHASE_TEXTS.linesShipped(shipped, toSend.length),
    shipped: ORDER_TEXTS.shipped,
    refunded: PURCHASE_TEXTS.refunded(centsToDollars(refundedCents)),
    cancelled: ORDER_TEXTS.cancelled,
  };
  const refundNote =
    state !== "refunded" && refundedCents > 0
      ? ` · ${PURCHASE_TEXTS.refunded(centsToDollars(refundedCents))}`
      : "";
  return { state, text: words[state] + refundNote };
}

/** The lines 'Ship all paid lines' would send now: the server ships exactly these (canShip). */
export function shippableLines<Line extends PurchaseLine>(lines: readonly Line[]): Line[] {
  return lines.filter((line) => canShip(refundedOrderOf(line)));
}
