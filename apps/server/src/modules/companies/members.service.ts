import { createHash, randomBytes } from "node:crypto";

import {
  COMPANY_LIMITS,
  COMPANY_ROLE_LABELS,
  COMPANY_TEXTS,
  INVITATION_DAYS,
  type InvitationPreview,
  type InviteMemberBody,
  type UpdateMemberBody,
} from "@xpart/shared";
import { and, count, eq, gt, isNull, ne, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, ForbiddenError, NotFoundError } from "../../domain-errors.js";
import { sameEmail, userIdByEmail, type Caller } from "../accounts/index.js";
import { recordAdminAction } from "../audit/index.js";
import { enqueueMail } from "../mail/index.js";

import { companies, companyInvitations, companyMembers } from "./companies.tables.js";
import { membershipOf, requireCompanyAdmin, requireMembership, type Membership } from "./company-access.js";

const DAY_MS = 24 * 3600 * 1000;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const actorOf = (caller: Caller) => ({ id: caller.id, email: caller.email });
const open = () => and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt));

/**
 * A company admin invites someone by email: one mail with a link that works for INVITATION_DAYS, queued in the
 * same transaction as the invitation. Refused when the person is already in this or another company, or
 * already has an open invitation here.
 */
export async function inviteMember(db: Database, caller: Caller, body: InviteMemberBody) {
  const membership = await requireCompanyAdmin(db, caller.id);
  const invitedId = await userIdByEmail(db, body.email);
  const theirs = invitedId ? await membershipOf(db, invitedId) : null;
  if (theirs)
    throw new ConflictError(
      theirs.companyId === membership.companyId ? COMPANY_TEXTS.alreadyMember : COMPANY_TEXTS.otherInCompany,
    );
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    // One company's invitations at a time, so the cap and the one open invitation per email hold.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`company-invitations:${membership.companyId}`}))`,
    );
    const waiting = and(
      eq(companyInvitations.companyId, membership.companyId),
      open(),
      gt(companyInvitations.expiresAt, new Date()),
    );
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(companyInvitations).where(waiting);
    if (n >= COMPANY_LIMITS.openInvitations) throw new ConflictError(COMPANY_TEXTS.tooManyInvitations);
    // An expired invitation to the same email gives way to the new one.
    await tx
      .update(companyInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(companyInvitations.companyId, membership.companyId),
          eq(sql`lower(${companyInvitations.email})`, body.email.toLowerCase()),
          open(),
          sql`${companyInvitations.expiresAt} <= now()`,
        ),
      );
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: membership.companyId,
        email: body.email,
        role: body.role,
        tokenHash: hashOf(token),
        invitedBy: caller.id,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ConflictError(COMPANY_TEXTS.alreadyInvited);
    await enqueueMail(tx, {
      kind: "company-invitation",
      to: body.email,
      data: {
        companyName: membership.companyName,
        invitedBy: caller.name || caller.email,
        roleLabel: COMPANY_ROLE_LABELS[body.role],
        token,
        expiresAt: expiresAt.toISOString(),
      },
    });
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "company.invite",
      target: { type: "company", id: membership.companyId },
      after: { email: body.email, role: body.role },
    });
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
      invitedBy: caller.email,
    };
  });
}

/** Withdraws an open invitation of the caller's company; another company's answers 404. */
export async function revokeInvitation(db: Database, caller: Caller, id: string): Promise<void> {
  const membership = await requireCompanyAdmin(db, caller.id);
  if (!isUuid(id)) throw new NotFoundError(COMPANY_TEXTS.invitationNotFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyInvitations)
      .set({ revokedAt: new Date(), updatedAt: new Date() })
      .where(
        and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, membership.companyId), open()),
      )
      .returning();
    if (!row) throw new NotFoundError(COMPANY_TEXTS.invitationNotFound);
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "company.revoke-invitation",
      target: { type: "company", id: membership.companyId },
      before: { email: row.email, role: row.role },
    });
  });
}

async function invitationByToken(db: Database, token: string) {
  const [found] = await db
    .select({ invitation: companyInvitations, companyName: companies.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, hashOf(token)));
  if (!found) throw new NotFoundError(COMPANY_TEXTS.invitationNotFound);
  const { invitation } = found;
  if (invitation.revokedAt) throw new ConflictError(COMPANY_TEXTS.invitationRevoked);
  if (invitation.acceptedAt) throw new ConflictError(COMPANY_TEXTS.invitationUsed);
  if (invitation.expiresAt <= new Date()) throw new ConflictError(COMPANY_TEXTS.invitationExpired);
  return found;
}

/** GET /api/company-invitations/:token: what the join page shows; the token is the only key. */
export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const { invitation, companyName } = await invitationByToken(db, token);
  return {
    companyName,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * POST /api/company-invitations/:token/accept: the signed-in person whose email was invited joins. The
 * invitation is used by one compare-and-set, and the member's key is their account, so a double click or a
 * second company's invitation accepted at the same moment joins once.
 */
export async function acceptInvitation(db: Database, caller: Caller, token: string) {
  const { invitation, companyName } = await invitationByToken(db, token);
  if (!sameEmail(invitation.email, caller.email))
    throw new ForbiddenError(COMPANY_TEXTS.invitationForSomeoneElse(invitation.email));
  if (await membershipOf(db, caller.id)) throw new ConflictError(COMPANY_TEXTS.alreadyInCompany);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(companyInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: caller.id, updatedAt: new Date() })
      .where(
        and(eq(companyInvitations.id, invitation.id), open(), gt(companyInvitations.expiresAt, new Date())),
      )
      .returning({ id: companyInvitations.id });
    if (!used.length) throw new ConflictError(COMPANY_TEXTS.invitationUsed);
    const joined = await tx
      .insert(companyMembers)
      .values({ userId: caller.id, companyId: invitation.companyId, role: invitation.role })
      .onConflictDoNothing()
      .returning();
    if (!joined.length) throw new ConflictError(COMPANY_TEXTS.alreadyInCompany);
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "company.join",
      target: { type: "company", id: invitation.companyId },
      after: { email: caller.email, role: invitation.role },
    });
    return { companyId: invitation.companyId, companyName, role: invitation.role };
  });
}

/** A member of the caller's company (404 for anyone else, in another company or none). */
async function lockMember(tx: Database, membership: Membership, userId: string) {
  // One change of a company's members at a time: "the last company admin" is judged on what is committed.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-members:${membership.companyId}`}))`);
  const [row] = await tx
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, membership.companyId)));
  if (!row) throw new NotFoundError(COMPANY_TEXTS.memberNotFound);
  return row;
}

async function otherAdmins(tx: Database, companyId: string, userId: string) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, "company-admin"),
        ne(companyMembers.userId, userId),
      ),
    );
  return n;
}

const toCents = (dollars: number | null | undefined) =>
  dollars === undefined ? undefined : dollars === null ? null : Math.round(dollars * 100);

/**
 * PATCH /api/company/members/:userId: a company admin changes a member's role and a buyer's spending limits;
 * the last admin stays one.
 */
export async function updateMember(db: Database, caller: Caller, userId: string, body: UpdateMemberBody) {
  const membership = await requireCompanyAdmin(db, caller.id);
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, membership, userId);
    const role = body.role ?? member.role;
    if (
      member.role === "company-admin" &&
      role !== "company-admin" &&
      !(await otherAdmins(tx, membership.companyId, userId))
    )
      throw new ConflictError(COMPANY_TEXTS.lastAdmin);
    const changes = {
      role,
      perOrderLimitCents: toCents(body.perOrderLimit),
      monthlyLimitCents: toCents(body.monthlyLimit),
    };
    await tx
      .update(companyMembers)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(companyMembers.userId, userId));
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "company.member-role",
      target: { type: "company", id: membership.companyId },
      before: {
        userId,
        role: member.role,
        perOrderLimitCents: member.perOrderLimitCents,
        monthlyLimitCents: member.monthlyLimitCents,
      },
      after: { userId, ...changes },
    });
  });
}

/**
 * DELETE /api/company/members/:userId: a company admin removes a member, or any member removes themselves
 * (leaves); their past orders stay the company's. The last company admin can do neither.
 */
export async function removeMember(db: Database, caller: Caller, userId: string): Promise<void> {
  const membership =
    userId === caller.id ? await requireMembership(db, caller.id) : await requireCompanyAdmin(db, caller.id);
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, membership, userId);
    if (member.role === "company-admin" && !(await otherAdmins(tx, membership.companyId, userId)))
      throw new ConflictError(COMPANY_TEXTS.lastAdmin);
    await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
    await recordAdminAction(tx, {
      actor: actorOf(caller),
      action: "company.member-remove",
      target: { type: "company", id: membership.companyId },
      before: { userId, role: member.role },
      // The activity log tells a member who left from one who was removed.
      ...(userId === caller.id ? { after: { left: true } } : {}),
    });
  });
}
