import {
  addDays,
  buysOnAccount,
  HOLD_AFTER_DAYS,
  holdsCompany,
  ON_ACCOUNT_TEXTS,
  statesAllowing,
  withinCreditLimit,
  type PaymentTerms,
} from "@xpart/shared";
import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";

import { shopToday } from "../../clock.js";
import type { Database } from "../../db/client.js";
import { ConflictError } from "../../domain-errors.js";
import { accountTermsOf } from "../companies/index.js";

import { invoices } from "./invoices.tables.js";
import { checkouts, orders } from "./orders.tables.js";

/** A company's standing on account (issue 41), in cents, as of `today`. */
export interface AccountCredit {
  companyId: string;
  companyName: string;
  paymentTerms: PaymentTerms;
  limitCents: number;
  /** What its unpaid invoices on account still owe. */
  balanceCents: number;
  /** Checkouts on account waiting for an approver: they hold credit as they hold stock. */
  heldCents: number;
  onHold: boolean;
  holdLiftedOn: string | null;
}

/** The terms' and limit's answer (dollars): what is left to spend never goes below 0. */
export function creditAnswer(credit: AccountCredit) {
  return {
    paymentTerms: credit.paymentTerms,
    creditLimit: credit.limitCents / 100,
    balance: credit.balanceCents / 100,
    available: Math.max(0, credit.limitCents - credit.balanceCents - credit.heldCents) / 100,
    onHold: credit.onHold,
  };
}

/** What is owed of an invoice row, in SQL: the same sum as `owedCents`. */
export const owedSql = sql<number>`${invoices.totalCents} - ${invoices.paidCents} - ${invoices.creditedCents}`;
/** Unpaid invoices on account: the partial index `invoices_owed_idx` holds exactly these. */
export const unpaidOnAccount = and(sql`${invoices.companyId} is not null`, ne(invoices.status, "paid"));

/**
 * The latest due day, among unpaid invoices more than HOLD_AFTER_DAYS overdue, per `holdsCompany`: the one rule
 * is monotone in the due day for those invoices, so the latest of them decides whether the company is held.
 */
export const holdCutoff = (today: string) => addDays(today, -HOLD_AFTER_DAYS);

export async function accountCreditOf(
  db: Database,
  companyId: string,
  today = shopToday(),
): Promise<AccountCredit> {
  const terms = await accountTermsOf(db, companyId);
  const [owed] = await db
    .select({
      balance: sql<string>`coalesce(sum(${owedSql}), 0)`,
      latestHolding: sql<
        string | null
      >`max(${invoices.dueOn}) filter (where ${lt(invoices.dueOn, holdCutoff(today))})`,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, terms.companyId), unpaidOnAccount));
  const [held] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(
        eq(checkouts.companyId, terms.companyId),
        eq(checkouts.onAccount, true),
        inArray(orders.status, statesAllowing("approve-on-account", "approver")),
      ),
    );
  const latestHolding = owed?.latestHolding ?? null;
  return {
    companyId: terms.companyId,
    companyName: terms.companyName,
    paymentTerms: terms.paymentTerms,
    limitCents: terms.creditLimitCents,
    balanceCents: Number(owed?.balance ?? 0),
    heldCents: Number(held?.cents ?? 0),
    onHold: latestHolding !== null && holdsCompany(latestHolding, today, terms.holdLiftedOn),
    holdLiftedOn: terms.holdLiftedOn,
  };
}

/**
 * The company's credit, locked until the caller's transaction ends: whatever moves its balance or what is held
 * of it (a checkout on account, an approval turning held credit into an invoice) takes it first, so the two
 * sums a credit check reads never see one of them half-moved.
 */
export async function lockCompanyCredit(tx: Database, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit:${companyId}`}))`);
}

/**
 * A checkout of `amountCents` on the company's account: the company's credit is locked until the caller's
 * transaction ends (the one that takes the stock), so checkouts of one company are judged one after another
 * and together never pass the limit. Refused (409) when the company does not buy on account, is on hold, or
 * the open balance, what waits for approval and this checkout would pass the limit.
 */
export async function chargeToAccount(tx: Database, companyId: string, amountCents: number) {
  await lockCompanyCredit(tx, companyId);
  const credit = await accountCreditOf(tx, companyId);
  if (!buysOnAccount(credit.paymentTerms)) throw new ConflictError(ON_ACCOUNT_TEXTS.notOnTerms);
  if (credit.onHold) throw new ConflictError(ON_ACCOUNT_TEXTS.companyOnHold);
  const owed = credit.balanceCents + credit.heldCents;
  if (!withinCreditLimit({ limitCents: credit.limitCents, balanceCents: owed }, amountCents))
    throw new ConflictError(ON_ACCOUNT_TEXTS.overCreditLimit(credit.limitCents, owed, amountCents));
  return credit;
}
