import {
  approvalDecisionSchema,
  approvalListSchema,
  approvalParamsSchema,
  rejectApprovalBodySchema,
  TRANSITIONS,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Database } from "../../db/client.js";

import { approveCheckout, listApprovals, rejectCheckout } from "./order-approval.service.js";

/** A company's orders over a buyer's limit, for its approvers and admins (issue 40 item 4). */
export const approvalsRoutes: FastifyPluginAsyncZod<{ db: Database; orderTtlMs: number }> = async (
  app,
  { db, orderTtlMs },
) => {
  const member = { access: "member" as const };

  app.get(
    "/company/approvals",
    { config: member, schema: { response: { 200: approvalListSchema } } },
    (request) => listApprovals(db, request.caller!),
  );

  app.post(
    "/company/approvals/:checkoutId/approve",
    { config: member, schema: { params: approvalParamsSchema, response: { 200: approvalDecisionSchema } } },
    async (request) => {
      await approveCheckout(db, request.caller!, request.params.checkoutId, orderTtlMs);
      return { checkoutId: request.params.checkoutId, status: TRANSITIONS.approve.to };
    },
  );

  app.post(
    "/company/approvals/:checkoutId/reject",
    {
      config: member,
      schema: {
        params: approvalParamsSchema,
        body: rejectApprovalBodySchema,
        response: { 200: approvalDecisionSchema },
      },
    },
    async (request) => {
      await rejectCheckout(db, request.caller!, request.params.checkoutId, request.body.reason);
      return { checkoutId: request.params.checkoutId, status: TRANSITIONS.reject.to };
    },
  );
};
