import { adminActions, auditTargets } from "@xpart/shared";
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { inList } from "../../db/columns.js";

/**
 * Every admin action (issue 10): who, when, on what, and the values before and after. Rows are only ever
 * inserted; the actor's email is kept as it was, so a later removal of that user does not blank the trail.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: adminActions }).notNull(),
    targetType: text("target_type", { enum: auditTargets }).notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    check("audit_events_action_known", inList(t.action, adminActions)),
    check("audit_events_target_known", inList(t.targetType, auditTargets)),
    index("audit_events_at_idx").on(t.at),
    index("audit_events_target_idx").on(t.targetType, t.targetId, t.at),
    index("audit_events_actor_idx").on(t.actorId, t.at),
  ],
);
