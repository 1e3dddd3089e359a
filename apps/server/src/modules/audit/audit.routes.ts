import { Readable } from "node:stream";

import {
  ACTIVITY_EXPORT,
  activityEntrySchema,
  activityExportQuerySchema,
  activityQuerySchema,
  type ActivityExportQuery,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";

import { exportActivity } from "./activity-export.service.js";
import { listAdminActions, type AuditFilter } from "./audit.service.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The query's filters as the service reads them: `from` and `to` are whole days in UTC, `to` included. */
function filterOf(query: ActivityExportQuery): Omit<AuditFilter, "beforeId" | "limit"> {
  const { action, targetType, targetId, actor, from, to } = query;
  return {
    action,
    targetType,
    targetId,
    actorEmail: actor,
    from: from === undefined ? undefined : new Date(`${from}T00:00:00Z`),
    until: to === undefined ? undefined : new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS),
  };
}

/**
 * The Activity page's read of the audit trail (issue 10 item 7), admins only: newest first, filtered, and
 * paged by id (`before` = the last id of the previous page), so new entries never shift a page; and its CSV
 * export (issue 27).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/activity",
    {
      config: { access: "admin" },
      schema: { querystring: activityQuerySchema, response: { 200: z.array(activityEntrySchema) } },
    },
    async (request) => {
      const { before, limit, ...filters } = request.query;
      const rows = await listAdminActions(db, { ...filterOf(filters), beforeId: before, limit });
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actorEmail: row.actorEmail,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
      }));
    },
  );

  app.get(
    "/activity/export",
    {
      config: { access: "admin" },
      schema: {
        description:
          "Who may call it: an admin. Every audit entry the filters match (those of GET /api/activity, without paging), newest first, as CSV; cells a spreadsheet would run as formulas start with a quote.",
        querystring: activityExportQuerySchema,
        response: {
          200: {
            description: "The CSV file, as an attachment",
            content: { "text/csv": { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${ACTIVITY_EXPORT.fileName}"`)
        .header("cache-control", "no-store")
        // The schema documents the file as text; Fastify streams it a page of entries at a time.
        .send(Readable.from(exportActivity(db, filterOf(request.query))) as unknown as string),
  );
};
