import {
  acceptQuoteBodySchema,
  checkoutAnswerSchema,
  priceQuoteBodySchema,
  quoteListSchema,
  quoteParamsSchema,
  quoteSchema,
  quoteStatuses,
  requestQuoteBodySchema,
  type Quote,
} from "@xpart/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";
import { renderQuotePdf } from "../invoices/index.js";
import { checkoutAnswerOf, type HoldingLimits } from "../orders/index.js";

import { acceptQuote, declineQuote, sendQuote } from "./quote-decisions.service.js";
import {
  adminQuotes,
  companyQuotes,
  priceQuote,
  quoteAnswer,
  quoteMember,
  quoteRow,
  requestQuote,
} from "./quotes.service.js";

export interface QuotesRoutesOptions {
  db: Database;
  rateLimit: RateLimiter;
  limits: HoldingLimits;
  orderTtlMs: number;
}

const pdfAnswer = {
  200: { description: "The quote, as a PDF", content: { "application/pdf": { schema: z.string() } } },
};

async function sendPdf(reply: FastifyReply, quote: Quote) {
  const pdf = await renderQuotePdf(quote, new Date());
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="x-part-quote-${quote.number}.pdf"`)
    .header("cache-control", "private, no-store")
    .send(Buffer.from(pdf) as unknown as string);
}

/** Quotes (issue 41 item 4): members request, accept and decline; the shop's admins price and send. */
export const quotesRoutes: FastifyPluginAsyncZod<QuotesRoutesOptions> = async (app, options) => {
  const { db, rateLimit, limits, orderTtlMs } = options;
  const member = { access: "member" as const };
  const admin = { access: "admin" as const };

  app.post(
    "/company/quotes",
    {
      config: member,
      preHandler: rateLimit({ name: "quote-request", max: 30, windowSeconds: 3600 }),
      schema: {
        description:
          "Who may call it: a company member (404 outside a company). The caller's cart, as it is, asked to be priced.",
        body: requestQuoteBodySchema,
        response: { 201: quoteSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestQuote(db, request.caller!, request.body.note)),
  );

  app.get(
    "/company/quotes",
    {
      config: member,
      schema: {
        description: "Who may call it: a company member. The company's quotes.",
        response: { 200: quoteListSchema },
      },
    },
    (request) => companyQuotes(db, request.caller!),
  );

  app.get(
    "/company/quotes/:id/pdf",
    {
      config: member,
      schema: {
        description: "Who may call it: a member of the quote's company.",
        params: quoteParamsSchema,
        response: pdfAnswer,
      },
    },
    async (request, reply) => {
      const membership = await quoteMember(db, request.caller!);
      const row = await quoteRow(db, request.params.id, { companyId: membership.companyId });
      return sendPdf(reply, await quoteAnswer(db, row));
    },
  );

  app.post(
    "/company/quotes/:id/accept",
    {
      config: member,
      schema: {
        description:
          "Who may call it: a member of the quote's company. The quote's lines go to checkout at exactly its prices (stock checked now; on account or by card); 409 once accepted, declined or expired.",
        params: quoteParamsSchema,
        body: acceptQuoteBodySchema,
        response: { 201: checkoutAnswerSchema },
      },
    },
    async (request, reply) => {
      const placed = await acceptQuote(db, request.caller!, request.params.id, request.body, {
        limits,
        ttlMs: orderTtlMs,
        address: request.ip,
      });
      return reply.code(201).send(checkoutAnswerOf(placed));
    },
  );

  app.post(
    "/company/quotes/:id/decline",
    {
      config: member,
      schema: {
        description: "Who may call it: a member of the quote's company.",
        params: quoteParamsSchema,
        response: { 200: quoteSchema },
      },
    },
    (request) => declineQuote(db, request.caller!, request.params.id),
  );

  app.get(
    "/admin/quotes",
    {
      config: admin,
      schema: {
        description: "Who may call it: an admin. Quotes, newest first, optionally of one status.",
        querystring: z.strictObject({ status: z.enum(quoteStatuses).optional() }),
        response: { 200: quoteListSchema },
      },
    },
    (request) => adminQuotes(db, request.query.status),
  );

  app.put(
    "/admin/quotes/:id",
    {
      config: admin,
      schema: {
        description:
          "Who may call it: an admin. Prices each line (quantities may change), sets validity and a note.",
        params: quoteParamsSchema,
        body: priceQuoteBodySchema,
        response: { 200: quoteSchema },
      },
    },
    (request) => priceQuote(db, request.caller!, request.params.id, request.body),
  );

  app.post(
    "/admin/quotes/:id/send",
    {
      config: admin,
      schema: {
        description: "Who may call it: an admin. Sends a priced quote to its requester.",
        params: quoteParamsSchema,
        response: { 200: quoteSchema },
      },
    },
    (request) => sendQuote(db, request.caller!, request.params.id),
  );

  app.get(
    "/admin/quotes/:id/pdf",
    {
      config: admin,
      schema: { description: "Who may call it: an admin.", params: quoteParamsSchema, response: pdfAnswer },
    },
    async (request, reply) => sendPdf(reply, await quoteAnswer(db, await quoteRow(db, request.params.id))),
  );
};
