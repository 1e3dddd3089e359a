import { COMPANY_TEXTS, dollarsToCents, type CompanyTermsBody, type PaymentTerms } from "@xpart/shared";
import { eq, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { NotFoundError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";

import { companies } from "./companies.tables.js";

/** What the shop's admins set of a company's buying on account (issue 41). */
export interface AccountTerms {
  companyId: string;
  companyName: string;
  paymentTerms: PaymentTerms;
  creditLimitCents: number;
  holdLiftedOn: string | null;
}

const termsColumns = {
  companyId: companies.id,
  companyName: companies.name,
  paymentTerms: companies.paymentTerms,
  creditLimitCents: companies.creditLimitCents,
  holdLiftedOn: companies.holdLiftedOn,
};

const notFound = () => new NotFoundError(COMPANY_TEXTS.companyNotFound);

/** The company's terms; a missing company (or a malformed id) is a 404. */
export async function accountTermsOf(db: Database, companyId: string): Promise<AccountTerms> {
  const [row] = isUuid(companyId)
    ? await db.select(termsColumns).from(companies).where(eq(companies.id, companyId))
    : [];
  if (!row) throw notFound();
  return row;
}

/** The terms of each of these companies, by id (one read, for the Receivables page). */
export async function accountTermsOfMany(
  db: Database,
  companyIds: string[],
): Promise<Map<string, AccountTerms>> {
  if (!companyIds.length) return new Map();
  const rows = await db.select(termsColumns).from(companies).where(inArray(companies.id, companyIds));
  return new Map(rows.map((row) => [row.companyId, row]));
}

/** PUT /api/admin/companies/:id/terms: payment terms and the credit limit, audited with what they were. */
export function setAccountTerms(db: Database, caller: Caller, companyId: string, body: CompanyTermsBody) {
  return db.transaction(async (tx) => {
    const before = await accountTermsOf(tx, companyId);
    const creditLimitCents = dollarsToCents(body.creditLimit)!;
    await tx
      .update(companies)
      .set({ paymentTerms: body.paymentTerms, creditLimitCents, updatedAt: new Date() })
      .where(eq(companies.id, before.companyId));
    await recordAdminAction(tx, {
      actor: { id: caller.id, email: caller.email },
      action: "company.terms",
      target: { type: "company", id: before.companyId },
      before: { paymentTerms: before.paymentTerms, creditLimit: before.creditLimitCents / 100 },
      after: { paymentTerms: body.paymentTerms, creditLimit: body.creditLimit },
    });
  });
}

/** POST /api/admin/companies/:id/hold-lift: the invoices overdue today no longer hold the company. */
export function liftHold(db: Database, caller: Caller, companyId: string, today: string) {
  return db.transaction(async (tx) => {
    const before = await accountTermsOf(tx, companyId);
    await tx
      .update(companies)
      .set({ holdLiftedOn: today, updatedAt: new Date() })
      .where(eq(companies.id, before.companyId));
    await recordAdminAction(tx, {
      actor: { id: caller.id, email: caller.email },
      action: "company.hold-lift",
      target: { type: "company", id: before.companyId },
      before: { holdLiftedOn: before.holdLiftedOn },
      after: { holdLiftedOn: today },
    });
  });
}
