import {
  centsToDollars,
  formatInvoiceNumber,
  invoiceStatusOf,
  ON_ACCOUNT_TEXTS,
  owedCents,
  paymentRefusal,
  type InvoiceAmounts,
} from "@xpart/shared";
import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";
import { recordAdminAction } from "../audit/index.js";

import { invoicePayments } from "./invoice-ledger.tables.js";
import { invoices } from "./invoices.tables.js";

/**
 * An invoice on account's ledger (issue 41): the one place its amounts and state change. Each change locks the
 * invoice's row, applies `invoiceStatusOf` to the new amounts and writes both in the caller's transaction, so
 * two payments of one invoice are judged one after another and never pay more than it owes together.
 */

type InvoiceRow = typeof invoices.$inferSelect;

export const invoiceNumberOf = (invoice: Pick<InvoiceRow, "year" | "number">) =>
  formatInvoiceNumber(invoice.year, invoice.number);

/** The invoice, locked until the transaction ends; a missing one (or a malformed id) is a 404. */
export async function lockInvoice(tx: Database, invoiceId: string): Promise<InvoiceRow> {
  const [row] = isUuid(invoiceId)
    ? await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update")
    : [];
  if (!row) throw new NotFoundError(ON_ACCOUNT_TEXTS.invoiceNotFound);
  return row;
}

/** The invoice, as it is now (no lock); a missing one (or a malformed id) is a 404. */
export async function invoiceById(db: Database, invoiceId: string): Promise<InvoiceRow> {
  const [row] = isUuid(invoiceId) ? await db.select().from(invoices).where(eq(invoices.id, invoiceId)) : [];
  if (!row) throw new NotFoundError(ON_ACCOUNT_TEXTS.invoiceNotFound);
  return row;
}

/** The shared refusal in the shop's words: 409 once paid, or for more than it owes. */
export function refusePayment(invoice: InvoiceRow, amountCents: number): void {
  const refused = paymentRefusal(invoice, amountCents);
  if (refused === "paid") throw new ConflictError(ON_ACCOUNT_TEXTS.invoicePaid);
  if (refused === "over")
    throw new ConflictError(ON_ACCOUNT_TEXTS.overpayment(owedCents(invoice), invoiceNumberOf(invoice)));
}

async function writeAmounts(tx: Database, invoice: InvoiceRow, amounts: InvoiceAmounts) {
  const [row] = await tx
    .update(invoices)
    .set({
      paidCents: amounts.paidCents,
      creditedCents: amounts.creditedCents,
      status: invoiceStatusOf(amounts),
    })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return row!;
}

export interface InvoicePayment {
  invoiceId: string;
  amountCents: number;
  /** Who paid (a card payment's company admin) or recorded it (a transfer's shop admin). */
  actor: { id: string; email: string };
  source: { kind: "card"; providerPaymentId: string } | { kind: "bank-transfer"; transferId: string };
}

/**
 * Money received against an invoice on account: open → partly paid → paid. Refused (409) once it is paid or
 * when more than it owes; a card payment already recorded is answered as it is (its provider id is unique).
 */
export async function recordInvoicePayment(tx: Database, payment: InvoicePayment): Promise<InvoiceRow> {
  const invoice = await lockInvoice(tx, payment.invoiceId);
  if (payment.source.kind === "card") {
    const [seen] = await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(eq(invoicePayments.providerPaymentId, payment.source.providerPaymentId));
    if (seen) return invoice;
  }
  if (!invoice.companyId) throw new ConflictError(ON_ACCOUNT_TEXTS.notOnAccount);
  refusePayment(invoice, payment.amountCents);
  await tx.insert(invoicePayments).values({
    invoiceId: invoice.id,
    kind: payment.source.kind,
    amountCents: payment.amountCents,
    providerPaymentId: payment.source.kind === "card" ? payment.source.providerPaymentId : null,
    transferId: payment.source.kind === "bank-transfer" ? payment.source.transferId : null,
    recordedBy: payment.actor.id,
  });
  const paid = await writeAmounts(tx, invoice, {
    ...invoice,
    paidCents: invoice.paidCents + payment.amountCents,
  });
  await recordAdminAction(tx, {
    actor: payment.actor,
    action: "invoice.payment",
    target: { type: "invoice", id: invoice.id },
    before: { status: invoice.status, paid: centsToDollars(invoice.paidCents) },
    after: {
      status: paid.status,
      paid: centsToDollars(paid.paidCents),
      amount: centsToDollars(payment.amountCents),
      kind: payment.source.kind,
    },
  });
  return paid;
}

/**
 * A credit note on a checkout's invoice: on account it takes the amount off what the company owes (a card
 * checkout's invoice was paid, and the refund went back to the card: nothing changes here).
 */
export async function creditInvoice(tx: Database, checkoutId: string, amountCents: number): Promise<void> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.checkoutId, checkoutId));
  if (!row) return;
  const invoice = await lockInvoice(tx, row.id);
  if (!invoice.companyId) return;
  await writeAmounts(tx, invoice, { ...invoice, creditedCents: invoice.creditedCents + amountCents });
}
