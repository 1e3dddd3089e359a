import { formatMoney } from "@xpart/shared/texts";

/**
 * Buying on account's screen words (issue 41) that the shared ON_ACCOUNT_TEXTS does not have: the checkout's
 * choice, the Statement page, the shop's terms section and the Receivables page read them beside the shared
 * ones. Kept in the web app, like COMPANY_PAGE_TEXTS, until the shared texts carry them: no server answer says
 * these words.
 */
export const ON_ACCOUNT_PAGE_TEXTS = {
  // The checkout (features/cart).
  payWith: "How to pay",
  paidOnAccount: (terms: string, dueDay: string) =>
    `Paid on your company's account (${terms}): its invoice is due on ${dueDay}.`,
  approvalOnAccount:
    "It is over your spending limit: an approver of your company decides, and once approved it goes on your company's account. We mail you either way.",
  // The Statement page (features/company) and the shop's view of it (features/admin).
  statementIntro:
    "Your company's invoices on account that still owe something, oldest due first, with what was paid and credited.",
  statementOnHold:
    "Your company's account is on hold: an invoice is more than 30 days overdue. Pay the overdue invoices to buy on account again.",
  creditLimit: "Credit limit",
  ageing: "Ageing",
  openInvoices: "Open invoices",
  invoice: "Invoice",
  order: "Order",
  poNumber: "PO number",
  issued: "Issued",
  total: "Total",
  status: "Status",
  actions: "Actions",
  payInvoiceTitle: (number: string) => `Pay invoice ${number}`,
  payInvoiceLabel: (number: string) => `Pay invoice ${number} by card`,
  owedOnInvoice: (owed: number) => `${formatMoney(owed)} owed`,
  continueToCard: "Continue to card",
  changeAmount: "Change amount",
  paying: (amount: number, number: string) => `Paying ${formatMoney(amount)} of invoice ${number}`,
  invoicePaid: (amount: number, number: string) => `${formatMoney(amount)} paid on invoice ${number}`,
  // The shop's terms section (features/admin).
  saveTerms: "Save terms",
  noTransferInvoices: "No open invoices to spread a transfer over.",
  allocationLabel: (number: string) => `Amount for invoice ${number} (USD)`,
  allocationsLegend: "Spread over the invoices",
  allocated: (allocated: number, received: number) =>
    `Allocated ${formatMoney(allocated)} of ${formatMoney(received)}`,
  // The Receivables page (features/admin).
  company: "Company",
  overdue: "Overdue",
  oldestDue: "Oldest due",
  receivablesCaption: "Money owed on account per company, the most overdue first, with the totals",
  receivablesScrollHint: "Scroll the table sideways for the ageing buckets.",
} as const;
