import { activityEntrySchema, activityQuerySchema } from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";

import { listAdminActions } from "./audit.service.js";

/**
 * The Activity page's read of the audit trail (issue 10 item 7), admins only: newest first, filtered, and
 * paged by id (`before` = the last id of the previous page), so new entries never shift a page.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/activity",
    {
      config: { access: "admin" },
      schema: { querystring: activityQuerySchema, response: { 200: z.array(activityEntrySchema) } },
    },
    async (request) => {
      const { action, targetType, targetId, actor, before, limit } = request.query;
      const rows = await listAdminActions(db, {
        action,
        targetType,
        targetId,
        actorEmail: actor,
        beforeId: before,
        limit,
      });
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
};
