import { centsToDollars, formatMoney } from "./money.js";

/**
 * Spending limits and approvals (issue 40 item 4): when a buyer's checkout needs a company approver, and the
 * words both sides show. Zod-free.
 */

/** A buyer's limits in cents; null: no limit of that kind. Only buyers have limits. */
export interface SpendingLimits {
  perOrderLimitCents: number | null;
  monthlyLimitCents: number | null;
}

export type OverLimit = { kind: "order"; limitCents: number } | { kind: "month"; limitCents: number };

/**
 * Whether a checkout of `totalCents` waits for approval: over the per-order limit, or over the monthly limit
 * with what the buyer already spent this month (every order of theirs not cancelled, approved ones included).
 * The server decides with this; the cart says it before the buyer checks out.
 */
export function overLimit(
  limits: SpendingLimits,
  totalCents: number,
  spentThisMonthCents: number,
): OverLimit | null {
  if (limits.perOrderLimitCents !== null && totalCents > limits.perOrderLimitCents)
    return { kind: "order", limitCents: limits.perOrderLimitCents };
  if (limits.monthlyLimitCents !== null && spentThisMonthCents + totalCents > limits.monthlyLimitCents)
    return { kind: "month", limitCents: limits.monthlyLimitCents };
  return null;
}

const dollars = (cents: number) => formatMoney(centsToDollars(cents));

export const APPROVAL_TEXTS = {
  awaitingApproval: "Awaiting your company's approval",
  sentForApproval: "Sent to your company for approval",
  payOnceApproved:
    "It is over your spending limit: an approver of your company decides, and you can pay once it is approved. We mail you either way.",
  overOrderLimit: (limitCents: number) =>
    `Over your limit of ${dollars(limitCents)} an order: an approver decides`,
  overMonthlyLimit: (limitCents: number) =>
    `Over your limit of ${dollars(limitCents)} a month: an approver decides`,
  approve: "Approve",
  reject: "Reject",
  approved: "Approved: the buyer can pay now",
  rejected: "Rejected",
  rejectReason: "Reason (the buyer sees it)",
  reasonRequired: "Say why, so the buyer knows",
  notAwaiting: "This order is no longer waiting for approval",
  onlyApprovers: "Only your company's approvers and admins decide on orders",
  approvals: "Orders to approve",
  noApprovals: "No order is waiting for approval.",
  perOrderLimit: "Limit per order ($)",
  monthlyLimit: "Limit per month ($)",
  noLimit: "No limit",
} as const;

export const overLimitText = (over: OverLimit) =>
  over.kind === "order"
    ? APPROVAL_TEXTS.overOrderLimit(over.limitCents)
    : APPROVAL_TEXTS.overMonthlyLimit(over.limitCents);

/** The most an approver's reason may say. */
export const REJECT_REASON_CHARS = 500;

/** The largest spending limit a company admin may set, in dollars. */
export const MAX_SPENDING_LIMIT_DOLLARS = 10_000_000;
