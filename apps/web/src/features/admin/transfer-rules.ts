import { bankTransferBodySchema, type BankTransferBody, type StatementInvoice } from "@xpart/shared/schemas";
import { ON_ACCOUNT_TEXTS } from "@xpart/shared/texts";

import { cents } from "#src/lib/cents";
import type { FieldIssue } from "#src/lib/use-field-errors";

/** 'Record bank transfer' as typed (issue 41): the money received, and how much of it goes to each invoice. */
export interface TransferForm {
  amount: string;
  receivedOn: string;
  reference: string;
  /** By invoice id; blank: none of the transfer goes to that invoice. */
  allocations: Readonly<Record<string, string>>;
}

/** The form's fields: its own three, the invoices' amounts together, and each invoice's amount. */
export type TransferField = "amount" | "receivedOn" | "reference" | "allocations" | `invoice:${string}`;

export const invoiceField = (invoiceId: string): TransferField => `invoice:${invoiceId}`;

/** Dollars as typed: '$1,250.50' reads as 1250.5; blank as nothing; anything else as not a number. */
export function dollarsOf(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "");
  return cleaned === "" ? undefined : Number(cleaned);
}

/** The invoices given an amount, in the statement's order, as the API takes them. */
function allocationsOf(form: TransferForm, invoices: readonly StatementInvoice[]) {
  return invoices
    .filter((invoice) => form.allocations[invoice.id]?.trim())
    .map((invoice) => ({ invoiceId: invoice.id, amount: dollarsOf(form.allocations[invoice.id] ?? "") }));
}

/**
 * The field a refusal names: a schema issue's path, or the server's `fields` key split at its dots
 * ('allocations.1.amount'), or an invoice's id. An allocation's place in the body leads to its invoice.
 */
export function transferFieldOf(
  path: readonly PropertyKey[],
  allocations: readonly { invoiceId: string }[],
  invoiceIds: readonly string[],
): TransferField | undefined {
  const [first, second] = path;
  if (first === "amount" || first === "receivedOn" || first === "reference") return first;
  if (first === "allocations") {
    const allocation = allocations[Number(second)];
    return second !== undefined && allocation ? invoiceField(allocation.invoiceId) : "allocations";
  }
  return typeof first === "string" && invoiceIds.includes(first) ? invoiceField(first) : undefined;
}

/** What the invoices' amounts add up to so far, in dollars (amounts not yet numbers count as nothing). */
export function allocatedDollars(form: TransferForm): number {
  return (
    Object.values(form.allocations).reduce((sum, text) => {
      const dollars = dollarsOf(text);
      return dollars !== undefined && Number.isFinite(dollars) ? sum + cents(dollars) : sum;
    }, 0) / 100
  );
}

/**
 * The transfer as the API takes it, or what is wrong with it by field: the contract's rules, then no invoice
 * given more than it owes, then the invoices' amounts adding up to the amount received, to the cent.
 */
export function checkTransfer(
  form: TransferForm,
  invoices: readonly StatementInvoice[],
): { ok: true; body: BankTransferBody } | { ok: false; issues: FieldIssue[] } {
  const allocations = allocationsOf(form, invoices);
  const ids = invoices.map((invoice) => invoice.id);
  const checked = bankTransferBodySchema.safeParse({
    amount: dollarsOf(form.amount),
    receivedOn: form.receivedOn.trim(),
    reference: form.reference,
    allocations,
  });
  if (!checked.success)
    return {
      ok: false,
      issues: checked.error.issues.map((issue) => [
        transferFieldOf(issue.path, allocations, ids),
        issue.message,
      ]),
    };
  const body = checked.data;
  const issues: FieldIssue[] = [];
  for (const allocation of body.allocations) {
    const invoice = invoices.find((candidate) => candidate.id === allocation.invoiceId);
    if (invoice && cents(allocation.amount) > cents(invoice.owed))
      issues.push([
        invoiceField(invoice.id),
        ON_ACCOUNT_TEXTS.overpayment(cents(invoice.owed), invoice.number),
      ]);
  }
  const allocated = body.allocations.reduce((sum, allocation) => sum + cents(allocation.amount), 0);
  if (allocated !== cents(body.amount)) issues.push(["allocations", ON_ACCOUNT_TEXTS.allocationsMustAddUp]);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, body };
}
