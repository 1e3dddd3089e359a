import { createHash } from "node:crypto";

import { dollarsToCents, ON_ACCOUNT_TEXTS, ORDER_TEXTS } from "@xpart/shared";
import type { FastifyBaseLogger } from "fastify";

import type { Database } from "../../db/client.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";
import { peopleByIds, type Caller } from "../accounts/index.js";
import { requireCompanyAdmin } from "../companies/index.js";
import {
  cardIntentByKey,
  cardIntentOf,
  invoiceById,
  recordInvoicePayment,
  refusePayment,
  saveCardIntent,
  type CardIntent,
} from "../orders/index.js";
import { CURRENCY, type PaymentProvider, type ProviderPayment } from "../payments/index.js";

import { statementOf } from "./statement.service.js";

/**
 * Paying an invoice on account by card (issue 41), through the same provider and card form as an order: a
 * company admin asks for a payment of some or all of what the invoice owes, confirms it in the browser, and
 * the server asks the provider (never the browser) before the ledger counts it. The provider's webhook counts
 * it too; the payment's id is unique in the ledger, so it is counted once.
 */

/**
 * The provider's key for one attempt: the same invoice, amount and what was paid before give the same payment
 * (a retry after a timeout is not charged twice); once a payment is counted, the next attempt is a new one.
 * A UUID, since providers file it as the payment's checkout.
 */
function attemptKey(invoiceId: string, paidCents: number, amountCents: number): string {
  const hex = createHash("sha256").update(`invoice:${invoiceId}:${paidCents}:${amountCents}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The caller's company's invoice, read as it is now; another company's is the same 404 as a missing one. */
async function companyInvoice(db: Database, caller: Caller, invoiceId: string) {
  const membership = await requireCompanyAdmin(db, caller.id);
  const invoice = await invoiceById(db, invoiceId);
  if (invoice.companyId !== membership.companyId) throw new NotFoundError(ON_ACCOUNT_TEXTS.invoiceNotFound);
  return invoice;
}

/** POST /api/company/invoices/:invoiceId/payment-intent. */
export async function startInvoicePayment(
  db: Database,
  provider: PaymentProvider,
  caller: Caller,
  invoiceId: string,
  amount: number,
) {
  const invoice = await companyInvoice(db, caller, invoiceId);
  const amountCents = dollarsToCents(amount)!;
  refusePayment(invoice, amountCents);
  const key = attemptKey(invoice.id, invoice.paidCents, amountCents);
  // The same attempt again (a retry, or a day later when a provider has forgotten its idempotency key): the
  // payment already filed for it, never a second one the shop would not know.
  const filed = await cardIntentByKey(db, key);
  if (filed)
    return {
      clientSecret: await provider.clientSecretOf(filed.providerPaymentId),
      paymentId: filed.providerPaymentId,
    };
  const created = await provider.createPayment({
    checkoutId: key,
    userId: caller.id,
    amountCents,
    currency: CURRENCY,
  });
  const saved = await saveCardIntent(db, {
    providerPaymentId: created.id,
    attemptKey: key,
    invoiceId: invoice.id,
    amountCents,
    userId: caller.id,
  });
  if (saved.providerPaymentId !== created.id) {
    // Two starts of one attempt at once, answered with two payments: the filed one is paid, the other cancelled.
    await provider.cancelPayment(created.id);
    return {
      clientSecret: await provider.clientSecretOf(saved.providerPaymentId),
      paymentId: saved.providerPaymentId,
    };
  }
  return { clientSecret: created.clientSecret, paymentId: created.id };
}

const paysIntent = (payment: ProviderPayment, intent: CardIntent) =>
  payment.status === "succeeded" &&
  payment.currency === CURRENCY &&
  payment.amountCents === intent.amountCents &&
  payment.amountReceivedCents === intent.amountCents;

/**
 * Counts a succeeded card payment on its invoice. When the ledger refuses it (the invoice was paid meanwhile,
 * by a transfer say), the money goes back through the provider, once, and the refusal is answered.
 */
async function settle(db: Database, provider: PaymentProvider, intent: CardIntent, log?: FastifyBaseLogger) {
  const payer = (await peopleByIds(db, [intent.userId])).get(intent.userId);
  try {
    await db.transaction((tx) =>
      recordInvoicePayment(tx, {
        invoiceId: intent.invoiceId,
        amountCents: intent.amountCents,
        actor: { id: intent.userId, email: payer?.email ?? "" },
        source: { kind: "card", providerPaymentId: intent.providerPaymentId },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    await provider.refundPayment(
      intent.providerPaymentId,
      `overpaid:${intent.providerPaymentId}`,
      intent.amountCents,
    );
    log?.warn(
      { invoiceId: intent.invoiceId, paymentId: intent.providerPaymentId },
      "refunded a card payment the invoice no longer owed",
    );
    throw err;
  }
}

/** POST /api/company/invoices/:invoiceId/payments: "I paid, check it"; answers the company's statement. */
export async function confirmInvoicePayment(
  db: Database,
  provider: PaymentProvider,
  caller: Caller,
  invoiceId: string,
  transactionId: string,
  log: FastifyBaseLogger,
) {
  const invoice = await companyInvoice(db, caller, invoiceId);
  const intent = await cardIntentOf(db, transactionId);
  if (!intent || intent.invoiceId !== invoice.id) throw new ConflictError(ORDER_TEXTS.notThisPayment);
  const payment = await provider.retrievePayment(transactionId);
  if (!paysIntent(payment, intent)) throw new ConflictError(ON_ACCOUNT_TEXTS.paymentNotSucceeded);
  await settle(db, provider, intent, log);
  return statementOf(db, invoice.companyId!);
}

/**
 * The provider's webhook for a payment that is no checkout's: counted when it is an invoice's and succeeded
 * for the amount asked. Answers whether it was an invoice's payment.
 */
export async function applyInvoicePaymentEvent(
  db: Database,
  provider: PaymentProvider,
  payment: ProviderPayment,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const intent = await cardIntentOf(db, payment.id);
  if (!intent) return false;
  // A refusal was answered by a refund (settle); anything else goes up, so the provider sends the event again.
  if (paysIntent(payment, intent))
    await settle(db, provider, intent, log).catch((err: unknown) => {
      if (!(err instanceof ConflictError)) throw err;
    });
  return true;
}
