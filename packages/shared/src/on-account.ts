import { z } from "zod";

import { ageingBuckets, invoiceStatuses, paymentTerms } from "./account-terms.js";
import { ON_ACCOUNT_LIMITS, ON_ACCOUNT_TEXTS } from "./account-texts.js";
import { isPriceDay } from "./company-pricing.js";
import { dollarAmount } from "./products-admin.js";
import { plainText } from "./text.js";

/** Buying on account's API contract (issue 41): terms, invoices on account, payments, receivables. */

const creditLimit = z
  .number({ error: "Credit limit must be a number" })
  .min(0, "Credit limit must be 0 or more")
  .max(
    ON_ACCOUNT_LIMITS.maxCreditLimitDollars,
    `Credit limit must be at most ${ON_ACCOUNT_LIMITS.maxCreditLimitDollars}`,
  )
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), "Credit limit must be in whole cents");

/** PUT /api/admin/companies/:id/terms: only the shop's admins set terms and the limit. */
export const companyTermsBodySchema = z.strictObject({
  paymentTerms: z.enum(paymentTerms, "Payment terms must be card, net15, net30 or net60"),
  creditLimit,
});
export type CompanyTermsBody = z.input<typeof companyTermsBodySchema>;

/** A company's terms as its members and the shop's admins see them (dollars). */
export const companyTermsSchema = z.object({
  paymentTerms: z.enum(paymentTerms),
  creditLimit: z.number(),
  balance: z.number(),
  /** The limit less the balance and what waits for an approver on account; never below 0. */
  available: z.number(),
  onHold: z.boolean(),
});
export type CompanyTerms = z.infer<typeof companyTermsSchema>;

export const statementInvoiceSchema = z.object({
  id: z.string(),
  /** 2026-000123 */
  number: z.string(),
  /** The order the invoice is for (its checkout's first line), for a link to it. */
  orderId: z.string(),
  poNumber: z.string().nullable(),
  issuedAt: z.string(),
  dueOn: z.string(),
  total: z.number(),
  paid: z.number(),
  credited: z.number(),
  owed: z.number(),
  status: z.enum(invoiceStatuses),
  daysOverdue: z.number().int(),
});
export type StatementInvoice = z.infer<typeof statementInvoiceSchema>;

/** GET /api/company/statement (company admins) and GET /api/admin/companies/:id/statement. */
export const statementSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  today: z.string(),
  terms: companyTermsSchema,
  /** Invoices on account that still owe something, oldest due first. */
  invoices: z.array(statementInvoiceSchema),
  ageing: z.record(z.enum(ageingBuckets), z.number()),
});
export type Statement = z.infer<typeof statementSchema>;

export const invoiceParamsSchema = z.strictObject({ invoiceId: plainText().min(1).max(100) });

/** POST /api/company/invoices/:invoiceId/payment-intent: a card payment of some or all of what is owed. */
export const invoicePaymentIntentBodySchema = z.strictObject({
  amount: dollarAmount(ON_ACCOUNT_TEXTS.amountToPay, ON_ACCOUNT_LIMITS.maxCreditLimitDollars),
});
export const invoicePaymentIntentAnswerSchema = z.object({ clientSecret: z.string(), paymentId: z.string() });

/** POST /api/company/invoices/:invoiceId/payments: "I paid, check it" (the provider is asked, never believed). */
export const invoicePaymentBodySchema = z.strictObject({ transactionId: plainText().min(1).max(255) });

const receivedOn = plainText().refine(isPriceDay, "Received on must be a date (YYYY-MM-DD)");

/** POST /api/admin/companies/:id/transfers: a bank transfer received, spread over invoices. */
export const bankTransferBodySchema = z.strictObject({
  amount: dollarAmount(ON_ACCOUNT_TEXTS.transferAmount, ON_ACCOUNT_LIMITS.maxCreditLimitDollars),
  receivedOn,
  reference: plainText()
    .trim()
    .min(1, "Reference is required")
    .max(
      ON_ACCOUNT_LIMITS.referenceChars,
      `Reference must be at most ${ON_ACCOUNT_LIMITS.referenceChars} characters`,
    ),
  allocations: z
    .array(
      z.strictObject({
        invoiceId: plainText().min(1).max(100),
        amount: dollarAmount("Amount", ON_ACCOUNT_LIMITS.maxCreditLimitDollars),
      }),
    )
    .min(1, "Name at least one invoice")
    .max(
      ON_ACCOUNT_LIMITS.maxAllocations,
      `At most ${ON_ACCOUNT_LIMITS.maxAllocations} invoices per transfer`,
    ),
});
export type BankTransferBody = z.input<typeof bankTransferBodySchema>;

/** One company's line of the Receivables page. */
export const receivableSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  paymentTerms: z.enum(paymentTerms),
  creditLimit: z.number(),
  balance: z.number(),
  overdue: z.number(),
  onHold: z.boolean(),
  oldestDueOn: z.string().nullable(),
  ageing: z.record(z.enum(ageingBuckets), z.number()),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** GET /api/admin/receivables: every company owing on account, overdue first, with the totals. */
export const receivablesSchema = z.object({
  today: z.string(),
  companies: z.array(receivableSchema),
  total: z.object({ balance: z.number(), ageing: z.record(z.enum(ageingBuckets), z.number()) }),
});
export type Receivables = z.infer<typeof receivablesSchema>;
