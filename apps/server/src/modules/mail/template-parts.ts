import { orderNumber } from "@xpart/shared";

import { centsText, type Block } from "./template-layout.js";

/** The pieces every mail template shares: the order mails' data and tables, dates and footers. */

/** One line of a checkout (one of the spec's orders), as an order mail shows it. */
export interface OrderMailLine {
  orderId: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** What an order mail shows: a checkout's snapshot taken when the mail was enqueued, in integer cents. */
export interface OrderMailData {
  checkoutId: string;
  poNumber: string | null;
  /** At least one; the first one's order is the mail's number and its links' target. */
  lines: OrderMailLine[];
  totalCents: number;
  name: string;
  address: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One template: its data and the shop's absolute URL of a path, to subject, HTML and text. */
export type Renderer<Data> = (data: Data, url: (path: string) => string) => RenderedMail;

export const when = (iso: string) => new Date(iso).toUTCString();

export const ORDER_FOOTER = "You receive this because you ordered at X-Part.";
export const ACCOUNT_FOOTER =
  "You receive this because of your X-Part account. If it was not you, ignore this mail.";

export const firstOrderId = (d: OrderMailData) => d.lines[0]!.orderId;

/** 'Order #A1B2C3' (one line, as before checkouts), or 'Orders #A1B2C3 and 2 more', then the PO number. */
export function ordersRef(d: OrderMailData): string {
  const first = `#${orderNumber(firstOrderId(d))}`;
  const ref = d.lines.length === 1 ? `Order ${first}` : `Orders ${first} and ${d.lines.length - 1} more`;
  return d.poNumber ? `${ref} (PO ${d.poNumber})` : ref;
}
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One line reads as an order did before checkouts; several each carry their order's number and line total. */
export function orderLines(d: OrderMailData): Block {
  const [only, ...more] = d.lines;
  const lines: [string, string][] =
    more.length === 0
      ? [
          ["Order", `#${orderNumber(only!.orderId)}`],
          [`${only!.productName} × ${only!.quantity}`, `${centsText(only!.unitPriceCents)} each`],
        ]
      : d.lines.map((l) => [
          `#${orderNumber(l.orderId)} ${l.productName} × ${l.quantity}`,
          `${centsText(l.unitPriceCents)} each, ${centsText(l.totalCents)}`,
        ]);
  return {
    table: [
      ...(d.poNumber ? [["PO number", d.poNumber] as [string, string]] : []),
      ...lines,
      ["Total", centsText(d.totalCents)],
    ],
  };
}
