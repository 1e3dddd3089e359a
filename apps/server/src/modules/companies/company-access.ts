import {
  canManageCompany,
  COMPANY_TEXTS,
  type CompanyPolicy,
  type CompanyRole,
  type SpendingLimits,
} from "@xpart/shared";
import { and, eq } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ForbiddenError, NotFoundError } from "../../domain-errors.js";

import { companies, companyMembers } from "./companies.tables.js";

/** The caller's place in their company: which one, their role, and what the company allows. */
export interface Membership extends CompanyPolicy, SpendingLimits {
  userId: string;
  companyId: string;
  companyName: string;
  role: CompanyRole;
  requirePoNumber: boolean;
}

/** The caller's company, read on every request (a role change or removal counts at once), or null. */
export async function membershipOf(db: Database, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({
      userId: companyMembers.userId,
      companyId: companyMembers.companyId,
      companyName: companies.name,
      role: companyMembers.role,
      requirePoNumber: companies.requirePoNumber,
      buyersSeeAllOrders: companies.buyersSeeAllOrders,
      perOrderLimitCents: companyMembers.perOrderLimitCents,
      monthlyLimitCents: companyMembers.monthlyLimitCents,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return row ?? null;
}

/** The caller's company, or 404: a customer outside any company sees none, as if it did not exist. */
export async function requireMembership(db: Database, userId: string): Promise<Membership> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw new NotFoundError(COMPANY_TEXTS.notInCompany);
  return membership;
}

/** As requireMembership, and only a company admin (403 for buyers and approvers). */
export async function requireCompanyAdmin(db: Database, userId: string): Promise<Membership> {
  const membership = await requireMembership(db, userId);
  if (!canManageCompany(membership.role)) throw new ForbiddenError(COMPANY_TEXTS.onlyCompanyAdmin);
  return membership;
}

/** The company's approvers, or its admins when it has none (someone must be able to decide). */
export async function approversOf(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  const approvers = rows.filter((r) => r.role === "approver");
  return (approvers.length ? approvers : rows.filter((r) => r.role === "company-admin")).map((r) => r.userId);
}

/** The company's admins: who manages its account and gets its invoice reminders (issue 41). */
export async function companyAdminsOf(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "company-admin")));
  return rows.map((r) => r.userId);
}
