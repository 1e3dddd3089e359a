import { ON_ACCOUNT_TEXTS, PAGE_PATHS } from "@xpart/shared";

import { centsText, layout } from "./template-layout.js";
import { ORDER_FOOTER, orderLines, ordersRef, type OrderMailData, type Renderer } from "./template-parts.js";

/** A checkout paid on the company's account (issue 41): its invoice and when it falls due. */
export interface OnAccountMailData extends OrderMailData {
  invoiceNumber: string;
  dueOn: string;
  companyName: string;
}

/** A reminder of an unpaid invoice on account (issue 41), to the company's admins. */
export interface InvoiceReminderMailData {
  companyName: string;
  invoiceNumber: string;
  dueOn: string;
  owedCents: number;
  /** `before`, `due` or `overdue-N` (reminderStepOf). */
  step: string;
  daysOverdue: number;
  onHold: boolean;
}

/** A quote a shop admin sent (issue 41 item 4). */
export interface QuoteSentMailData {
  name: string;
  number: string;
  quoteId: string;
  totalCents: number;
  validUntil: string;
  note: string | null;
}

const ACCOUNT_FOOTER = "You receive this because you manage your company's account at X-Part.";

function reminderHeading(d: InvoiceReminderMailData): string {
  if (d.step === "before") return `Invoice ${d.invoiceNumber} is due on ${d.dueOn}`;
  if (d.step === "due") return `Invoice ${d.invoiceNumber} is due today`;
  return `Invoice ${d.invoiceNumber} is ${d.daysOverdue} days overdue`;
}

export const ACCOUNT_RENDERERS: {
  "order-on-account": Renderer<OnAccountMailData>;
  "invoice-reminder": Renderer<InvoiceReminderMailData>;
  "quote-sent": Renderer<QuoteSentMailData>;
} = {
  "order-on-account": (d, url) => ({
    subject: `${ordersRef(d)} on account: invoice ${d.invoiceNumber}`,
    ...layout(
      `Charged to ${d.companyName}'s account, ${d.name}`,
      [
        orderLines(d),
        { paragraph: `Invoice ${d.invoiceNumber} is due on ${d.dueOn}. We will ship to: ${d.address}` },
        { button: { label: "My orders", url: url(PAGE_PATHS.myOrders) } },
      ],
      ORDER_FOOTER,
    ),
  }),
  "invoice-reminder": (d, url) => ({
    subject: `${reminderHeading(d)}: ${centsText(d.owedCents)} owed by ${d.companyName}`,
    ...layout(
      reminderHeading(d),
      [
        {
          table: [
            ["Invoice", d.invoiceNumber],
            [ON_ACCOUNT_TEXTS.dueOn, d.dueOn],
            [ON_ACCOUNT_TEXTS.owed, centsText(d.owedCents)],
          ],
        },
        ...(d.onHold ? [{ paragraph: ON_ACCOUNT_TEXTS.companyOnHold }] : []),
        { button: { label: ON_ACCOUNT_TEXTS.statement, url: url(PAGE_PATHS.statement) } },
      ],
      ACCOUNT_FOOTER,
    ),
  }),
  "quote-sent": (d, url) => ({
    subject: `Your quote ${d.number}: ${centsText(d.totalCents)}, valid until ${d.validUntil}`,
    ...layout(
      `Your quote is ready, ${d.name}`,
      [
        {
          table: [
            ["Quote", d.number],
            ["Total", centsText(d.totalCents)],
            ["Valid until", d.validUntil],
          ],
        },
        ...(d.note ? [{ paragraph: d.note }] : []),
        { paragraph: "Accept it from your Quotes page: its lines go to checkout at these prices." },
        { button: { label: "Quotes", url: url(PAGE_PATHS.quotes) } },
        { paragraph: `The quote as a PDF: ${url(`/api/company/quotes/${d.quoteId}/pdf`)}` },
      ],
      ORDER_FOOTER,
    ),
  }),
};
