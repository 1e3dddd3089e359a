import { dollarsToCents, ON_ACCOUNT_TEXTS, type BankTransferBody } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { InvalidError, NotFoundError } from "../../domain-errors.js";

import { invoiceNumberOf, lockInvoice, recordInvoicePayment } from "./invoice-ledger.js";
import { bankTransfers } from "./invoice-ledger.tables.js";

/** A bank transfer as recorded: its id and the invoices it paid, by number. */
export interface BankTransfer {
  transferId: string;
  paid: { invoiceId: string; number: string; amountCents: number }[];
}

/**
 * A bank transfer a shop admin received from a company (issue 41), spread over its invoices on account, in the
 * caller's transaction: all of it or nothing. The shares must add up to the amount received, name each invoice
 * once, and each be that company's; an invoice paid already or paid beyond what it owes refuses the whole
 * transfer (409, the ledger's rule).
 */
export async function recordBankTransfer(
  tx: Database,
  companyId: string,
  body: BankTransferBody,
  actor: { id: string; email: string },
): Promise<BankTransfer> {
  const amountCents = dollarsToCents(body.amount)!;
  const shares = body.allocations.map((a) => ({
    invoiceId: a.invoiceId,
    amountCents: dollarsToCents(a.amount)!,
  }));
  if (new Set(shares.map((s) => s.invoiceId)).size !== shares.length)
    throw new InvalidError(ON_ACCOUNT_TEXTS.invoiceTwice, { allocations: ON_ACCOUNT_TEXTS.invoiceTwice });
  if (shares.reduce((sum, s) => sum + s.amountCents, 0) !== amountCents)
    throw new InvalidError(ON_ACCOUNT_TEXTS.allocationsMustAddUp, {
      allocations: ON_ACCOUNT_TEXTS.allocationsMustAddUp,
    });
  // Locked in id order, so two transfers over the same invoices never wait on each other in a circle.
  for (const share of [...shares].sort((a, b) => a.invoiceId.localeCompare(b.invoiceId))) {
    const invoice = await lockInvoice(tx, share.invoiceId);
    if (invoice.companyId !== companyId) throw new NotFoundError(ON_ACCOUNT_TEXTS.invoiceNotFound);
  }
  const [transfer] = await tx
    .insert(bankTransfers)
    .values({
      companyId,
      amountCents,
      receivedOn: body.receivedOn,
      reference: body.reference,
      recordedBy: actor.id,
    })
    .returning({ id: bankTransfers.id });
  const paid = [];
  for (const share of shares) {
    const invoice = await recordInvoicePayment(tx, {
      ...share,
      actor,
      source: { kind: "bank-transfer", transferId: transfer!.id },
    });
    paid.push({ ...share, number: invoiceNumberOf(invoice) });
  }
  return { transferId: transfer!.id, paid };
}
