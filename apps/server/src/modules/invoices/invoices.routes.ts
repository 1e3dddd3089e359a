import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";

import { invoiceFor } from "./invoice.service.js";

const idParams = z.strictObject({ id: z.string().max(100) });

/** GET /api/orders/:id/invoice: the PDF invoice of a paid order's checkout, for its owner or an admin. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/orders/:id/invoice",
    {
      config: { access: "owner-or-admin" },
      schema: {
        description:
          "Who may call it: the order's owner, or an admin. The invoice of the checkout the order belongs to, as a PDF; a 409 until the order is paid.",
        params: idParams,
        response: {
          200: {
            description: "The invoice, as a PDF attachment",
            content: { "application/pdf": { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await invoiceFor(db, request.caller!, request.params.id);
      return (
        reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${filename}"`)
          // About one customer's purchase: no shared cache may keep it.
          .header("cache-control", "private, no-store")
          // The schema documents the file as a string; the bytes go out as they are.
          .send(Buffer.from(pdf) as unknown as string)
      );
    },
  );
};
