import {
  APPROVAL_TEXTS,
  buysOnAccount,
  centsToDollars,
  ORDER_TEXTS,
  overLimitText,
  statesAllowing,
  TRANSITIONS,
  type Approval,
} from "@xpart/shared";
import { and, asc, eq, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, ForbiddenError, NotFoundError } from "../../domain-errors.js";
import { peopleByIds, type Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";
import { requireMembership, type Membership } from "../companies/index.js";

import { accountCreditOf, lockCompanyCredit } from "./account-credit.js";
import { orderApprovals } from "./approvals.tables.js";
import { chargeCheckout } from "./company-checkout.js";
import { orderMails } from "./order-mail.js";
import { cancelUnpaid } from "./order-transitions.service.js";
import { checkoutMailOf, sortLines } from "./orders.service.js";
import { checkouts, orders } from "./orders.tables.js";

/** Approvers and company admins decide; a buyer is refused (403), anyone outside the company sees nothing (404). */
async function requireApprover(db: Database, caller: Caller): Promise<Membership> {
  const membership = await requireMembership(db, caller.id);
  if (membership.role === "buyer") throw new ForbiddenError(APPROVAL_TEXTS.onlyApprovers);
  return membership;
}

/** GET /api/company/approvals: the company's checkouts waiting for a decision, oldest first. */
export async function listApprovals(db: Database, caller: Caller): Promise<Approval[]> {
  const membership = await requireApprover(db, caller);
  const rows = await db
    .select({ order: orders, approval: orderApprovals, poNumber: checkouts.poNumber })
    .from(orders)
    .innerJoin(orderApprovals, eq(orderApprovals.checkoutId, orders.checkoutId))
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        eq(orderApprovals.companyId, membership.companyId),
        inArray(orders.status, statesAllowing("approve", "approver")),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const buyers = await peopleByIds(
    db,
    rows.map((r) => r.order.userId),
  );
  const byCheckout = new Map<string, Approval>();
  for (const { order, approval, poNumber } of rows) {
    const entry = byCheckout.get(order.checkoutId) ?? {
      checkoutId: order.checkoutId,
      placedAt: order.createdAt.toISOString(),
      buyer: { email: order.email, name: buyers.get(order.userId)?.name ?? "" },
      poNumber,
      total: 0,
      reason: overLimitText({ kind: approval.overKind, limitCents: approval.limitCents }),
      lines: [],
    };
    entry.lines.push({
      orderId: order.id,
      productName: order.productName,
      quantity: order.quantity,
      total: centsToDollars(order.totalCents),
    });
    entry.total = centsToDollars(Math.round(entry.total * 100) + order.totalCents);
    byCheckout.set(order.checkoutId, entry);
  }
  return [...byCheckout.values()];
}

/** The company's approval record of a checkout, or the same 404 as a missing one. */
async function approvalOf(db: Database, membership: Membership, checkoutId: string) {
  const [row] = isUuid(checkoutId)
    ? await db
        .select()
        .from(orderApprovals)
        .where(
          and(eq(orderApprovals.checkoutId, checkoutId), eq(orderApprovals.companyId, membership.companyId)),
        )
    : [];
  if (!row) throw new NotFoundError(ORDER_TEXTS.orderNotFound);
  return row;
}

const decided = (
  tx: Database,
  checkoutId: string,
  caller: Caller,
  decision: "approved" | "rejected",
  reason?: string,
) =>
  tx
    .update(orderApprovals)
    .set({
      decision,
      decidedBy: caller.id,
      decidedAt: new Date(),
      reason: reason ?? null,
      updatedAt: new Date(),
    })
    .where(eq(orderApprovals.checkoutId, checkoutId));

/**
 * POST /api/company/approvals/:checkoutId/approve: awaiting-approval → unpaid for every line, one
 * compare-and-set, so of two approvers acting at once one wins and the other gets 409. The buyer is mailed
 * and pays as for any order, before the checkout's hold ends (ORDER_TTL from when it was placed). A checkout on
 * the company's account (issue 41) is paid by the approval instead: its invoice is issued, due on terms (its
 * credit was held since it was placed).
 */
export async function approveCheckout(db: Database, caller: Caller, checkoutId: string, ttlMs: number) {
  const membership = await requireApprover(db, caller);
  await approvalOf(db, membership, checkoutId);
  await db.transaction(async (tx) => {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    // Held credit becomes an invoice: under the company's credit lock, as every credit check reads both.
    if (checkout?.onAccount) await lockCompanyCredit(tx, membership.companyId);
    const credit = checkout?.onAccount ? await accountCreditOf(tx, membership.companyId) : null;
    const terms = credit && buysOnAccount(credit.paymentTerms) ? credit.paymentTerms : null;
    const action = terms ? "approve-on-account" : "approve";
    // Terms taken away while it waited: the approved checkout is paid by card, as any other.
    if (checkout?.onAccount && !terms)
      await tx
        .update(checkouts)
        .set({ onAccount: false, updatedAt: new Date() })
        .where(eq(checkouts.id, checkoutId));
    const now = new Date();
    const approved = sortLines(
      await tx
        .update(orders)
        .set({
          status: TRANSITIONS[action].to,
          updatedAt: now,
          ...(action === "approve-on-account" ? { paidAt: now } : {}),
        })
        .where(
          and(eq(orders.checkoutId, checkoutId), inArray(orders.status, statesAllowing(action, "approver"))),
        )
        .returning(),
    );
    if (!approved.length) throw new ConflictError(APPROVAL_TEXTS.notAwaiting);
    await decided(tx, checkoutId, caller, "approved");
    const mail = await checkoutMailOf(tx, checkoutId, approved);
    if (credit && terms)
      await chargeCheckout(tx, mail, {
        companyId: credit.companyId,
        companyName: credit.companyName,
        terms,
      });
    else await orderMails.approved(tx, mail, new Date(approved[0]!.createdAt.getTime() + ttlMs));
    await recordAdminAction(tx, {
      actor: { id: caller.id, email: caller.email },
      action: "order.approve",
      target: { type: "order", id: checkoutId },
      before: { status: TRANSITIONS[action].from },
      after: { status: TRANSITIONS[action].to },
    });
  });
}

/**
 * POST /api/company/approvals/:checkoutId/reject: awaiting-approval → cancelled with the stock back (the
 * cancellation every unpaid checkout takes), the reason in the buyer's mail; 409 once decided or expired.
 */
export async function rejectCheckout(db: Database, caller: Caller, checkoutId: string, reason: string) {
  const membership = await requireApprover(db, caller);
  await approvalOf(db, membership, checkoutId);
  await db.transaction(async (tx) => {
    const cancelled = await cancelUnpaid(
      tx,
      checkoutId,
      "rejected",
      caller.id,
      new Date(),
      undefined,
      reason,
    );
    if (!cancelled) throw new ConflictError(APPROVAL_TEXTS.notAwaiting);
    await decided(tx, checkoutId, caller, "rejected", reason);
    await recordAdminAction(tx, {
      actor: { id: caller.id, email: caller.email },
      action: "order.reject",
      target: { type: "order", id: checkoutId },
      before: { status: TRANSITIONS.reject.from },
      after: { status: TRANSITIONS.reject.to, reason },
    });
  });
}
