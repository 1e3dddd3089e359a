import {
  adminUserListQuerySchema,
  adminUserSchema,
  deletedCountAnswerSchema,
  modifiedCountAnswerSchema,
  TOTAL_COUNT_HEADER,
  userActionBodySchema,
  userEmailParamsSchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";

import { demoteUser, listUsers, promoteUser, removeUser } from "./user-admin.service.js";

/**
 * The All Users page's routes (DESIGN §4, issue 10 item 6), admins only. `PUT /user/admin/:email` is a
 * static segment before the token route's `PUT /user/:email`, so the two never meet.
 */
export const userAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/user",
    {
      config: { access: "admin" },
      schema: { querystring: adminUserListQuerySchema, response: { 200: z.array(adminUserSchema) } },
    },
    async (request, reply) => {
      const { items, total } = await listUsers(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.put(
    "/user/admin/:email",
    {
      config: { access: "admin" },
      schema: {
        params: userEmailParamsSchema,
        body: userActionBodySchema,
        response: { 200: modifiedCountAnswerSchema },
      },
    },
    async (request) => ({
      modifiedCount: await promoteUser(db, request.caller!, request.params.email),
    }),
  );

  app.delete(
    "/user/admin/:email",
    {
      config: { access: "admin" },
      schema: { params: userEmailParamsSchema, response: { 200: modifiedCountAnswerSchema } },
    },
    async (request) => ({
      modifiedCount: await demoteUser(db, request.caller!, request.params.email),
    }),
  );

  app.delete(
    "/user/:email",
    {
      config: { access: "admin" },
      schema: { params: userEmailParamsSchema, response: { 200: deletedCountAnswerSchema } },
    },
    async (request) => ({
      deletedCount: await removeUser(db, request.caller!, request.params.email),
    }),
  );
};
