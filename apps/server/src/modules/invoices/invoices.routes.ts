import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";

import { creditNoteFor } from "./credit-note.service.js";
import { invoiceFor, type InvoiceFile } from "./invoice.service.js";
import { packingSlipFor } from "./packing-slip.service.js";

const idParams = z.strictObject({ id: z.string().max(100) });

/** A PDF attachment, as the OpenAPI document describes it. */
const pdfAnswer = (description: string) => ({
  200: { description, content: { "application/pdf": { schema: z.string() } } },
});

/** Sends a PDF as a download. */
const sendPdf = (reply: FastifyReply, { filename, pdf }: InvoiceFile) =>
  reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${filename}"`)
    // About one customer's purchase: no shared cache may keep it.
    .header("cache-control", "private, no-store")
    // The schema documents the file as a string; the bytes go out as they are.
    .send(Buffer.from(pdf) as unknown as string);

/**
 * GET /api/orders/:id/invoice: the PDF invoice of a paid order's checkout, for its owner or an admin; and GET
 * /api/admin/orders/:id/packing-slip: a paid or shipped order's packing slip, for an admin (issue 27).
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/orders/:id/invoice",
    {
      config: { access: "owner-or-admin" },
      schema: {
        description:
          "Who may call it: the order's owner, or an admin. The invoice of the checkout the order belongs to, as a PDF; a 409 until the order is paid.",
        params: idParams,
        response: pdfAnswer("The invoice, as a PDF attachment"),
      },
    },
    async (request, reply) => sendPdf(reply, await invoiceFor(db, request.caller!, request.params.id)),
  );

  app.get(
    "/orders/:id/credit-notes/:number",
    {
      config: { access: "owner-or-admin" },
      schema: {
        description:
          "Who may call it: the order's owner, or an admin. The credit note of one of the order's refunds (its number, e.g. CN-2026-000007, is in the order's `refunds`), as a PDF; a 409 for an order never refunded, a 404 for any other number (issue 27).",
        params: z.strictObject({ id: z.string().max(100), number: z.string().max(40) }),
        response: pdfAnswer("The credit note, as a PDF attachment"),
      },
    },
    async (request, reply) =>
      sendPdf(reply, await creditNoteFor(db, request.caller!, request.params.id, request.params.number)),
  );

  app.get(
    "/admin/orders/:id/packing-slip",
    {
      config: { access: "admin" },
      schema: {
        description:
          "Who may call it: an admin. The packing slip of a paid or shipped order, as a PDF: ship-to, PO number, the line's SKU, name and quantity (no prices), carrier and tracking number when recorded; a 409 for an unpaid or cancelled order.",
        params: idParams,
        response: pdfAnswer("The packing slip, as a PDF attachment"),
      },
    },
    async (request, reply) => sendPdf(reply, await packingSlipFor(db, request.caller!, request.params.id)),
  );
};
