import {
  bankTransferBodySchema,
  companyIdParamsSchema,
  companyTermsBodySchema,
  companyTermsSchema,
  invoiceParamsSchema,
  invoicePaymentBodySchema,
  invoicePaymentIntentAnswerSchema,
  invoicePaymentIntentBodySchema,
  receivablesSchema,
  statementSchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { shopToday } from "../../clock.js";
import type { Database } from "../../db/client.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";
import { accountTermsOf, liftHold, setAccountTerms } from "../companies/index.js";
import { renderStatementPdf } from "../invoices/index.js";
import { accountCreditOf, creditAnswer } from "../orders/index.js";
import type { PaymentProvider } from "../payments/index.js";

import { recordTransfer } from "./bank-transfer.service.js";
import { confirmInvoicePayment, startInvoicePayment } from "./invoice-card-payment.js";
import { RECEIVABLES_FILE, receivablesCsv, receivablesOf } from "./receivables.service.js";
import { companyStatement, memberTerms, statementOf } from "./statement.service.js";

export interface ReceivablesRoutesOptions {
  db: Database;
  provider: PaymentProvider;
  rateLimit: RateLimiter;
}

/**
 * Buying on account (issue 41, decision 0043): a member's terms, a company admin's statement and card payments
 * of its invoices, and the shop admins' terms, holds, bank transfers and Receivables page.
 */
export const receivablesRoutes: FastifyPluginAsyncZod<ReceivablesRoutesOptions> = async (app, options) => {
  const { db, provider, rateLimit } = options;
  const member = { access: "member" as const };
  const admin = { access: "admin" as const };

  app.get(
    "/company/terms",
    {
      config: member,
      schema: {
        description:
          "Who may call it: a member of a company (404 outside one). The company's payment terms, credit limit, open balance, credit available and whether it is on hold.",
        response: { 200: companyTermsSchema },
      },
    },
    (request) => memberTerms(db, request.caller!),
  );

  app.get(
    "/company/statement",
    {
      config: member,
      schema: {
        description:
          "Who may call it: a company admin (403 for other members). The company's unpaid invoices on account, balance and ageing.",
        response: { 200: statementSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return companyStatement(db, request.caller!);
    },
  );

  app.get(
    "/company/statement.pdf",
    {
      config: member,
      schema: {
        description: "Who may call it: a company admin. The statement as a PDF.",
        response: {
          200: { description: "The statement", content: { "application/pdf": { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const statement = await companyStatement(db, request.caller!);
      const pdf = await renderStatementPdf(statement, new Date());
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="x-part-statement-${statement.today}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf) as unknown as string);
    },
  );

  app.post(
    "/company/invoices/:invoiceId/payment-intent",
    {
      config: member,
      preHandler: rateLimit({ name: "invoice-payment-intent", max: 30, windowSeconds: 60 }),
      schema: {
        description:
          "Who may call it: a company admin. A card payment of some or all of what the invoice still owes (409 beyond it, or once it is paid).",
        params: invoiceParamsSchema,
        body: invoicePaymentIntentBodySchema,
        response: { 200: invoicePaymentIntentAnswerSchema },
      },
    },
    (request) =>
      startInvoicePayment(db, provider, request.caller!, request.params.invoiceId, request.body.amount),
  );

  app.post(
    "/company/invoices/:invoiceId/payments",
    {
      config: member,
      schema: {
        description:
          "Who may call it: a company admin. 'I paid, check it': the provider is asked about the payment, which is counted on the invoice once it succeeded. Answers the statement.",
        params: invoiceParamsSchema,
        body: invoicePaymentBodySchema,
        response: { 200: statementSchema },
      },
    },
    (request) =>
      confirmInvoicePayment(
        db,
        provider,
        request.caller!,
        request.params.invoiceId,
        request.body.transactionId,
        request.log,
      ),
  );

  app.put(
    "/admin/companies/:id/terms",
    {
      config: admin,
      schema: {
        description:
          "Who may call it: an admin. Sets the company's payment terms and credit limit (audited).",
        params: companyIdParamsSchema,
        body: companyTermsBodySchema,
        response: { 200: companyTermsSchema },
      },
    },
    async (request) => {
      await setAccountTerms(db, request.caller!, request.params.id, request.body);
      return creditAnswer(await accountCreditOf(db, request.params.id));
    },
  );

  app.post(
    "/admin/companies/:id/hold-lift",
    {
      config: admin,
      schema: {
        description:
          "Who may call it: an admin. Lifts the company's hold: the invoices overdue today no longer hold it (audited).",
        params: companyIdParamsSchema,
        response: { 200: companyTermsSchema },
      },
    },
    async (request) => {
      await liftHold(db, request.caller!, request.params.id, shopToday());
      return creditAnswer(await accountCreditOf(db, request.params.id));
    },
  );

  app.get(
    "/admin/companies/:id/statement",
    {
      config: admin,
      schema: {
        description: "Who may call it: an admin. The company's statement, as its admins see it.",
        params: companyIdParamsSchema,
        response: { 200: statementSchema },
      },
    },
    async (request) => statementOf(db, (await accountTermsOf(db, request.params.id)).companyId),
  );

  app.post(
    "/admin/companies/:id/transfers",
    {
      config: admin,
      schema: {
        description:
          "Who may call it: an admin. Records a bank transfer received from the company, spread over its invoices on account: all or nothing; 409 for an invoice paid already or paid beyond what it owes. Answers the statement.",
        params: companyIdParamsSchema,
        body: bankTransferBodySchema,
        response: { 200: statementSchema },
      },
    },
    (request) => recordTransfer(db, request.caller!, request.params.id, request.body),
  );

  app.get(
    "/admin/receivables",
    {
      config: admin,
      schema: {
        description:
          "Who may call it: an admin. Every company owing on account: balance, overdue, ageing buckets and hold, the most overdue first.",
        response: { 200: receivablesSchema },
      },
    },
    () => receivablesOf(db),
  );

  app.get(
    "/admin/receivables/export",
    {
      config: admin,
      schema: {
        description: "Who may call it: an admin. The Receivables page as CSV.",
        response: { 200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } } },
      },
    },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${RECEIVABLES_FILE}"`)
        .header("cache-control", "no-store")
        .send(receivablesCsv(await receivablesOf(db))),
  );
};
