import {
  centsToDollars,
  COMPANY_TEXTS,
  type AdminUpdateCompanyBody,
  type Company,
  type CompanyInvitation,
  type CompanyListItem,
  type CompanyMember,
  type CreateCompanyBody,
  type UpdateCompanyBody,
} from "@xpart/shared";
import { and, asc, count, eq, gt, ilike, inArray, isNull, or, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";
import { peopleByIds, userIdByEmail, type Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";

import { companies, companyInvitations, companyMembers } from "./companies.tables.js";
import { membershipOf, requireCompanyAdmin } from "./company-access.js";

type CompanyRow = typeof companies.$inferSelect;

export const companyAnswer = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  taxId: row.taxId,
  billingAddress: row.billingAddress,
  requirePoNumber: row.requirePoNumber,
  buyersSeeAllOrders: row.buyersSeeAllOrders,
  taxExempt: row.taxExempt,
  createdAt: row.createdAt.toISOString(),
});

const notFound = () => new NotFoundError(COMPANY_TEXTS.companyNotFound);
const actorOf = (caller: Caller) => ({ id: caller.id, email: caller.email });

async function companyRow(db: Database, id: string): Promise<CompanyRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? Promise.reject(notFound());
}

/** The caller creates a company and is its first company admin; an account belongs to one company at most. */
export function createCompany(db: Database, caller: Caller, body: CreateCompanyBody): Promise<Company> {
  return db.transaction(async (tx) => {
    if (await membershipOf(tx, caller.id)) throw new ConflictError(COMPANY_TEXTS.alreadyInCompany);
    const [row] = await tx
      .insert(companies)
      .values({
        name: body.name,
        taxId: body.taxId ?? null,
        billingAddress: body.billingAddress,
        createdBy: caller.id,
      })
      .returning();
    // The user id is the members' key: a second company made at the same moment fails here, not twice.
    const joined = await tx
      .insert(companyMembers)
      .values({ userId: caller.id, companyId: row!.id, role: "company-admin" })
      .onConflictDoNothing()
      .returning();
    if (!joined.length) throw new ConflictError(COMPANY_TEXTS.alreadyInCompany);
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "company.create",
      target: { type: "company", id: row!.id },
      after: { name: row!.name },
    });
    return companyAnswer(row!);
  });
}

/** A company's members, oldest first, with their email and name. */
export async function membersOf(db: Database, companyId: string): Promise<CompanyMember[]> {
  const rows = await db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId));
  const people = await peopleByIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    userId: r.userId,
    email: people.get(r.userId)?.email ?? "",
    name: people.get(r.userId)?.name ?? "",
    role: r.role,
    joinedAt: r.createdAt.toISOString(),
    perOrderLimit: r.perOrderLimitCents === null ? null : centsToDollars(r.perOrderLimitCents),
    monthlyLimit: r.monthlyLimitCents === null ? null : centsToDollars(r.monthlyLimitCents),
  }));
}

/** The invitations still open (not accepted, withdrawn or expired). */
export async function openInvitationsOf(db: Database, companyId: string): Promise<CompanyInvitation[]> {
  const rows = await db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(companyInvitations.createdAt));
  const people = await peopleByIds(
    db,
    rows.map((r) => r.invitedBy),
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    expiresAt: r.expiresAt.toISOString(),
    invitedBy: people.get(r.invitedBy)?.email ?? "",
  }));
}

/**
 * The caller's company; members for all, open invitations for its admins only. Null outside a company: GET
 * /api/company is asked by every signed-in page's menu, and a company admin who removed themselves is out.
 */
export async function myCompany(db: Database, caller: Caller) {
  const membership = await membershipOf(db, caller.id);
  if (!membership) return null;
  const row = await companyRow(db, membership.companyId);
  return {
    company: companyAnswer(row),
    role: membership.role,
    userId: caller.id,
    members: await membersOf(db, row.id),
    invitations: membership.role === "company-admin" ? await openInvitationsOf(db, row.id) : [],
  };
}

async function applyUpdate(
  db: Database,
  caller: Caller,
  companyId: string,
  changes: AdminUpdateCompanyBody,
): Promise<Company> {
  return db.transaction(async (tx) => {
    const before = await companyRow(tx, companyId);
    const [row] = await tx
      .update(companies)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(companies.id, companyId))
      .returning();
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "company.update",
      target: { type: "company", id: companyId },
      before: Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof CompanyRow]])),
      after: changes,
    });
    return companyAnswer(row!);
  });
}

/** PATCH /api/company: a company admin changes what the company may choose for itself. */
export async function updateMyCompany(
  db: Database,
  caller: Caller,
  body: UpdateCompanyBody,
): Promise<Company> {
  const membership = await requireCompanyAdmin(db, caller.id);
  return applyUpdate(db, caller, membership.companyId, body);
}

/** PATCH /api/admin/companies/:id: the shop's admins, including what only they may set. */
export function updateCompanyAsShop(
  db: Database,
  caller: Caller,
  companyId: string,
  body: AdminUpdateCompanyBody,
): Promise<Company> {
  return applyUpdate(db, caller, companyId, body);
}

/** GET /api/admin/companies/:id. */
export async function companyForShop(db: Database, companyId: string) {
  const row = await companyRow(db, companyId);
  return {
    company: companyAnswer(row),
    members: await membersOf(db, row.id),
    invitations: await openInvitationsOf(db, row.id),
  };
}

const SHOP_LIST_LIMIT = 100;

/** GET /api/admin/companies?q=: by name, tax ID or a member's email; newest first, 100 at most. */
export async function listCompaniesForShop(db: Database, q: string | undefined): Promise<CompanyListItem[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const memberId = q ? await userIdByEmail(db, q) : null;
  const matching = pattern
    ? or(
        ilike(companies.name, pattern),
        ilike(companies.taxId, pattern),
        memberId
          ? inArray(
              companies.id,
              db
                .select({ id: companyMembers.companyId })
                .from(companyMembers)
                .where(eq(companyMembers.userId, memberId)),
            )
          : sql`false`,
      )
    : undefined;
  const rows = await db
    .select({ company: companies, members: count(companyMembers.userId) })
    .from(companies)
    .leftJoin(companyMembers, eq(companyMembers.companyId, companies.id))
    .where(matching)
    .groupBy(companies.id)
    .orderBy(sql`${companies.createdAt} desc`, companies.id)
    .limit(SHOP_LIST_LIMIT);
  return rows.map((r) => ({ ...companyAnswer(r.company), members: r.members }));
}

/** The company a member's checkout belongs to, for the orders module; null outside any company. */
export async function companyIdOf(db: Database, userId: string): Promise<string | null> {
  return (await membershipOf(db, userId))?.companyId ?? null;
}

/** What an invoice or packing slip prints of a company: its name, tax ID and whether it is tax exempt. */
export async function companiesForPaperwork(db: Database, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, Company>();
  const rows = await db.select().from(companies).where(inArray(companies.id, unique));
  return new Map(rows.map((r) => [r.id, companyAnswer(r)]));
}
