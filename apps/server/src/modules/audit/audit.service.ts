import type { AdminAction, AuditTarget } from "@xpart/shared";
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { auditEvents } from "./audit.tables.js";

export interface AuditActor {
  id: string;
  email: string;
}

export interface AdminActionRecord {
  actor: AuditActor;
  action: AdminAction;
  target: { type: AuditTarget; id: string };
  before?: unknown;
  after?: unknown;
}

/**
 * Records one admin action. Call it with the transaction that makes the change, so the change and its record
 * are written together or not at all.
 */
export async function recordAdminAction(db: Database, record: AdminActionRecord): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export interface AuditFilter {
  action?: AdminAction;
  targetType?: AuditTarget;
  targetId?: string;
  actorId?: string;
  /** The acting admin's email as recorded, case-insensitive. */
  actorEmail?: string;
  /** Entries at or after this time. */
  from?: Date;
  /** Entries before this time. */
  until?: Date;
  /** Entries older than this id (keyset paging, newest first). */
  beforeId?: number;
  limit: number;
}

/** The trail, newest first. */
export async function listAdminActions(db: Database, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditEvents.action, filter.action));
  if (filter.targetType) where.push(eq(auditEvents.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditEvents.targetId, filter.targetId));
  if (filter.actorId) where.push(eq(auditEvents.actorId, filter.actorId));
  if (filter.actorEmail)
    where.push(eq(sql`lower(${auditEvents.actorEmail})`, filter.actorEmail.trim().toLowerCase()));
  if (filter.from) where.push(gte(auditEvents.at, filter.from));
  if (filter.until) where.push(lt(auditEvents.at, filter.until));
  if (filter.beforeId !== undefined) where.push(lt(auditEvents.id, filter.beforeId));
  return db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.id))
    .limit(filter.limit);
}
