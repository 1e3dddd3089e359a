import {
  COMPANY_TEXTS,
  dueDayOf,
  formatInvoiceNumber,
  ON_ACCOUNT_TEXTS,
  overLimit,
  overLimitText,
  type AccountTerms,
  type OverLimit,
  type PayWith,
} from "@xpart/shared";
import { and, eq, gte, ne, sql } from "drizzle-orm";

import { shopToday } from "../../clock.js";
import type { Database } from "../../db/client.js";
import { ConflictError, InvalidError } from "../../domain-errors.js";
import { peopleByIds, type Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";
import { approversOf, membershipOf } from "../companies/index.js";

import { chargeToAccount } from "./account-credit.js";
import { orderApprovals } from "./approvals.tables.js";
import { issueInvoice } from "./invoice-numbers.js";
import { orderMails, type CheckoutMail } from "./order-mail.js";
import { checkouts, orders } from "./orders.tables.js";

/**
 * What a member's checkout owes their company (issue 40): whose it is, whether it waits for an approver, and
 * the company's terms when it goes on its account (issue 41).
 */
export interface CompanyTerms {
  companyId: string | null;
  over: OverLimit | null;
  account: OnAccountCheckout | null;
}

/** The company whose account a checkout goes on, and on which terms. */
export interface OnAccountCheckout {
  companyId: string;
  companyName: string;
  terms: AccountTerms;
}

/** What the buyer placed on the company's account this calendar month (UTC), cancelled orders aside. */
async function spentThisMonthCents(tx: Database, userId: string, companyId: string): Promise<number> {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(checkouts.companyId, companyId),
        ne(orders.status, "cancelled"),
        gte(orders.createdAt, monthStart),
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * Read under the buyer's checkout lock, so two checkouts of one buyer see each other's spend. A company may ask
 * for a PO number on every checkout (400 naming the field); a buyer's checkout over their limits waits for an
 * approver. Company admins and approvers have no limits.
 */
export async function companyTermsOf(
  tx: Database,
  caller: Caller,
  poNumber: string | null,
  totalCents: number,
  payWith: PayWith,
): Promise<CompanyTerms> {
  const membership = await membershipOf(tx, caller.id);
  if (!membership) {
    if (payWith === "account") throw new ConflictError(ON_ACCOUNT_TEXTS.notOnTerms);
    return { companyId: null, over: null, account: null };
  }
  if (membership.requirePoNumber && !poNumber)
    throw new InvalidError(COMPANY_TEXTS.poNumberRequired, { poNumber: COMPANY_TEXTS.poNumberRequired });
  const limited =
    membership.role === "buyer" &&
    (membership.perOrderLimitCents !== null || membership.monthlyLimitCents !== null);
  const over = limited
    ? overLimit(membership, totalCents, await spentThisMonthCents(tx, caller.id, membership.companyId))
    : null;
  // Approval limits come first; the credit is judged (and held, while an approver decides) all the same.
  const account =
    payWith === "account"
      ? await chargeToAccount(tx, membership.companyId, totalCents).then((credit) => ({
          companyId: credit.companyId,
          companyName: credit.companyName,
          terms: credit.paymentTerms as AccountTerms,
        }))
      : null;
  return { companyId: membership.companyId, over, account };
}

/**
 * A checkout paid on the company's account: its invoice is issued now, due on the company's terms counted on
 * the shop's calendar (clock.ts, which reminders and holds read too), and the buyer gets the receipt with the
 * invoice's number. Answers that number.
 */
export async function chargeCheckout(
  tx: Database,
  checkout: CheckoutMail,
  account: OnAccountCheckout,
): Promise<string> {
  const dueOn = dueDayOf(shopToday(), account.terms);
  const invoice = await issueInvoice(tx, checkout.id, new Date(), { companyId: account.companyId, dueOn });
  const invoiceNumber = formatInvoiceNumber(invoice.year, invoice.number);
  await orderMails.onAccount(tx, checkout, { invoiceNumber, dueOn, companyName: account.companyName });
  return invoiceNumber;
}

/**
 * The checkout waits for an approver: its record, one mail to each approver of the company (queued in this
 * transaction, so they exist exactly when the checkout does), and the audit entry.
 */
export async function requestApproval(
  tx: Database,
  caller: Caller,
  checkout: CheckoutMail,
  terms: { companyId: string; over: OverLimit },
  expiresAt: Date,
): Promise<void> {
  await tx.insert(orderApprovals).values({
    checkoutId: checkout.id,
    companyId: terms.companyId,
    requestedBy: caller.id,
    overKind: terms.over.kind,
    limitCents: terms.over.limitCents,
  });
  const approvers = await peopleByIds(tx, await approversOf(tx, terms.companyId));
  const details = { buyer: `${caller.name} (${caller.email})`, reason: overLimitText(terms.over), expiresAt };
  for (const [id, { email }] of approvers)
    await orderMails.approvalRequested(tx, checkout, { id, email }, details);
  await recordAdminAction(tx, {
    actor: { id: caller.id, email: caller.email },
    action: "order.approval-request",
    target: { type: "order", id: checkout.id },
    after: { companyId: terms.companyId, over: terms.over },
  });
}
