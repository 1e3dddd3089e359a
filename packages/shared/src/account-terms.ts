/**
 * Buying on account (issue 41, decision 0043): a company's payment terms and credit limit, when an invoice on
 * account falls due, what it still owes and in which state it is, the ageing buckets, the reminder steps and
 * the hold. The server decides with these functions and the screens show with them. Amounts are cents; days
 * are UTC calendar days written `YYYY-MM-DD`. Zod-free, so the web's first load may read it.
 */

/** `card`: the company pays each checkout by card (the default). The others: invoices due N days after issue. */
export const paymentTerms = ["card", "net15", "net30", "net60"] as const;
export type PaymentTerms = (typeof paymentTerms)[number];
export type AccountTerms = Exclude<PaymentTerms, "card">;

export const TERM_DAYS: Readonly<Record<AccountTerms, number>> = { net15: 15, net30: 30, net60: 60 };
export const TERM_LABELS: Readonly<Record<PaymentTerms, string>> = {
  card: "Card",
  net15: "Net 15",
  net30: "Net 30",
  net60: "Net 60",
};

/** Whether a company on these terms may check out on account. */
export function buysOnAccount(terms: PaymentTerms): terms is AccountTerms {
  return terms !== "card";
}

/** How a checkout is paid: by card (the spec's flow), or on the company's account. */
export const payWithOptions = ["card", "account"] as const;
export type PayWith = (typeof payWithOptions)[number];

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Whole days from one UTC day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `day` moved by `days`. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The due day of an invoice issued on `issueDay` on these terms. */
export function dueDayOf(issueDay: string, terms: AccountTerms): string {
  return addDays(issueDay, TERM_DAYS[terms]);
}

/** Days past the due day (0 on and before it). */
export function daysOverdue(dueDay: string, today: string): number {
  return Math.max(0, daysBetween(dueDay, today));
}

export const invoiceStatuses = ["open", "partly-paid", "paid"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  open: "Open",
  "partly-paid": "Partly paid",
  paid: "Paid",
};

/** What an invoice amounts to: its total, what was paid of it, and what credit notes took off it. */
export interface InvoiceAmounts {
  totalCents: number;
  paidCents: number;
  creditedCents: number;
}

/** What is still owed of an invoice: its total less payments and credit notes (below 0: the company is in credit). */
export function owedCents(invoice: InvoiceAmounts): number {
  return invoice.totalCents - invoice.paidCents - invoice.creditedCents;
}

/**
 * The invoice's state, decided here only: paid once nothing is owed, partly paid once something was paid,
 * open before. A payment moves it open → partly paid → paid; a credit note may settle it too.
 */
export function invoiceStatusOf(invoice: InvoiceAmounts): InvoiceStatus {
  if (owedCents(invoice) <= 0) return "paid";
  return invoice.paidCents > 0 ? "partly-paid" : "open";
}

/** An invoice takes payments while it is not paid, and never more than it owes (no overpayment). */
export function paymentRefusal(invoice: InvoiceAmounts, amountCents: number): "paid" | "over" | null {
  if (invoiceStatusOf(invoice) === "paid") return "paid";
  return amountCents > owedCents(invoice) ? "over" : null;
}

/** The ageing report's buckets, by days overdue. */
export const ageingBuckets = ["current", "1-30", "31-60", "61-90", "over-90"] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

export const AGEING_LABELS: Readonly<Record<AgeingBucket, string>> = {
  current: "Current",
  "1-30": "1–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "over-90": "Over 90 days",
};

/** The last day overdue of each bucket but the last (over 90 days): the report's SQL reads these too. */
export const AGEING_LAST_DAY: Readonly<Record<Exclude<AgeingBucket, "over-90">, number>> = {
  current: 0,
  "1-30": 30,
  "31-60": 60,
  "61-90": 90,
};

export function ageingBucketOf(overdueDays: number): AgeingBucket {
  for (const bucket of ageingBuckets)
    if (bucket === "over-90" || overdueDays <= AGEING_LAST_DAY[bucket]) return bucket;
  return "over-90";
}

/** Past this many days overdue, the company is on hold: no new checkout on account. */
export const HOLD_AFTER_DAYS = 30;

/**
 * Whether an unpaid invoice puts its company on hold today: more than HOLD_AFTER_DAYS overdue, unless a shop
 * admin lifted the hold on a day it already was (lifting forgives the invoices overdue then, not later ones).
 */
export function holdsCompany(dueDay: string, today: string, holdLiftedOn: string | null): boolean {
  const holdsFrom = addDays(dueDay, HOLD_AFTER_DAYS + 1);
  return holdsFrom <= today && (holdLiftedOn === null || holdLiftedOn < holdsFrom);
}

/** Days before the due day the first reminder goes. */
export const REMINDER_LEAD_DAYS = 3;

/**
 * The reminder an unpaid invoice is due today: `before` from 3 days before the due day, `due` from the due day,
 * then `overdue-1`, `overdue-2`… each week after it. One step is sent once per invoice (the scan records it),
 * and a scan that missed a step sends only the latest.
 */
export function reminderStepOf(dueDay: string, today: string): string | null {
  const days = daysBetween(dueDay, today);
  if (days < -REMINDER_LEAD_DAYS) return null;
  if (days < 0) return "before";
  if (days < 7) return "due";
  return `overdue-${Math.floor(days / 7)}`;
}

/** A checkout on account fits when the open balance and it stay within the credit limit. */
export function withinCreditLimit(credit: { limitCents: number; balanceCents: number }, amountCents: number) {
  return credit.balanceCents + amountCents <= credit.limitCents;
}
