/**
 * Buying on account's texts (issue 41), zod-free: the checkout, the Statement page, the admin's terms and the
 * Receivables page show them, and the server's refusals say them.
 */

import { formatMoney } from "./money.js";

const money = (cents: number) => formatMoney(cents / 100);

export const ON_ACCOUNT_LIMITS = {
  /** The largest credit limit a shop admin may give, in dollars. */
  maxCreditLimitDollars: 10_000_000,
  referenceChars: 100,
  /** Invoices one bank transfer may be spread over. */
  maxAllocations: 100,
} as const;

export const ON_ACCOUNT_TEXTS = {
  payOnAccount: "Pay on account",
  payByCard: "Pay by card",
  onAccount: "On account",
  terms: "Payment terms",
  creditLimit: "Credit limit (USD)",
  balance: "Open balance",
  available: "Available credit",
  onHold: "On hold",
  liftHold: "Lift hold",
  holdLifted: "The hold is lifted",
  statement: "Statement",
  statementPdf: "Download statement (PDF)",
  receivables: "Receivables",
  noOpenInvoices: "No open invoices: the account is settled.",
  noReceivables: "No company owes anything on account.",
  dueOn: "Due",
  daysOverdue: "Days overdue",
  paid: "Paid",
  credited: "Credited",
  owed: "Owed",
  payInvoice: "Pay by card",
  amountToPay: "Amount to pay (USD)",
  recordTransfer: "Record bank transfer",
  transferAmount: "Amount received (USD)",
  transferDate: "Received on",
  transferReference: "Reference",
  transferRecorded: "Transfer recorded",
  termsSaved: "Payment terms saved",
  notOnTerms: "Your company does not buy on account: pay this checkout by card.",
  overCreditLimit: (limitCents: number, balanceCents: number, amountCents: number) =>
    `Over your company's credit limit: the limit is ${money(limitCents)}, the open balance ` +
    `${money(balanceCents)} and this checkout ${money(amountCents)}. Pay this checkout by card instead.`,
  companyOnHold:
    "Your company's account is on hold: an invoice is more than 30 days overdue. " +
    "Pay the overdue invoices, or pay this checkout by card.",
  invoiceNotFound: "No such invoice",
  invoicePaid: "This invoice is already paid",
  overpayment: (owedCentsLeft: number, invoice: string) =>
    `That is more than the ${money(owedCentsLeft)} still owed on invoice ${invoice}`,
  allocationsMustAddUp: "The invoices' amounts must add up to the amount received",
  invoiceTwice: "Name each invoice once",
  notThisCompany: "That invoice is not this company's",
  notOnAccount: "Only invoices on account take these payments",
  paymentNotSucceeded: "The card payment did not go through; nothing was paid",
} as const;
