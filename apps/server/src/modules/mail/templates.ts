import { COMPANY_TEXTS, orderNumber, PAGE_PATHS, REFUND_TEXTS, SHIPPING_TEXTS } from "@xpart/shared";

import { centsText, layout, shopName, type Block } from "./template-layout.js";

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

/**
 * The carrier and tracking number the admin recorded on shipping (issue 27), null when not given; absent in
 * mail queued before issue 27, which reads as not given.
 */
export interface ShippedMailDetails {
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** A refund of one order (issue 27): the amount given back, its credit note, whether the goods went back. */
export interface RefundedMailDetails {
  refundedCents: number;
  creditNote: string;
  restocked: boolean;
}

/** A product whose stock fell to its reorder threshold (issue 27): the admins' alert, once per crossing. */
export interface LowStockMailData {
  productId: string;
  name: string;
  sku: string;
  availableQty: number;
  reorderThreshold: number;
}

/** An invitation to join a company (issue 40): who asked, for which role, and until when the link works. */
export interface CompanyInvitationMailData {
  companyName: string;
  invitedBy: string;
  roleLabel: string;
  /** The invitation's secret: the link is the join page with it. */
  token: string;
  expiresAt: string;
}

/** Each template and the data it needs; a job's `kind` and `payload` are one of these pairs. */
export interface MailData {
  "verify-email": { name: string; url: string };
  "reset-password": { name: string; url: string; expiresInMinutes: number };
  "password-changed": { name: string };
  "order-placed": OrderMailData & { expiresAt: string };
  "order-paid": OrderMailData & { transactionId: string | null };
  "order-shipped": OrderMailData & ShippedMailDetails;
  "order-cancelled": OrderMailData & { expired: boolean };
  "order-refunded": OrderMailData & RefundedMailDetails;
  "order-reminder": OrderMailData & { expiresAt: string };
  "low-stock": LowStockMailData;
  "company-invitation": CompanyInvitationMailData;
}
export type MailKind = keyof MailData;

/** Mail that tells about the account or money: no preference turns it off (only reminders can be). */
export const OPTIONAL_KINDS: readonly MailKind[] = ["order-reminder"];

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const when = (iso: string) => new Date(iso).toUTCString();

const ORDER_FOOTER = "You receive this because you ordered at X-Part.";
const ACCOUNT_FOOTER =
  "You receive this because of your X-Part account. If it was not you, ignore this mail.";

const firstOrderId = (d: OrderMailData) => d.lines[0]!.orderId;

/** 'Order #A1B2C3' (one line, as before checkouts), or 'Orders #A1B2C3 and 2 more', then the PO number. */
function ordersRef(d: OrderMailData): string {
  const first = `#${orderNumber(firstOrderId(d))}`;
  const ref = d.lines.length === 1 ? `Order ${first}` : `Orders ${first} and ${d.lines.length - 1} more`;
  return d.poNumber ? `${ref} (PO ${d.poNumber})` : ref;
}
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One line reads as an order did before checkouts; several each carry their order's number and line total. */
function orderLines(d: OrderMailData): Block {
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

/** The carrier and tracking number as a table, when the admin gave them: nothing otherwise. */
function shippingTable(d: ShippedMailDetails): Block[] {
  const rows: [string, string][] = [
    ...(d.carrier ? [[SHIPPING_TEXTS.carrier, d.carrier] as [string, string]] : []),
    ...(d.trackingNumber ? [[SHIPPING_TEXTS.trackingNumber, d.trackingNumber] as [string, string]] : []),
  ];
  return rows.length ? [{ table: rows }] : [];
}

type Renderers = { [K in MailKind]: (data: MailData[K], url: (path: string) => string) => RenderedMail };

const RENDERERS: Renderers = {
  "verify-email": (d) => ({
    subject: `Confirm your email address for ${shopName}`,
    ...layout(
      `Hello ${d.name}, please confirm your email`,
      [
        {
          paragraph: "Confirm that this address is yours, so that we can send you account and security mail.",
        },
        { button: { label: "Confirm my email", url: d.url } },
      ],
      ACCOUNT_FOOTER,
    ),
  }),
  "reset-password": (d) => ({
    subject: `Reset your ${shopName} password`,
    ...layout(
      `Hello ${d.name}, here is your password reset link`,
      [
        { paragraph: `The link works once, within ${d.expiresInMinutes} minutes.` },
        { button: { label: "Choose a new password", url: d.url } },
      ],
      ACCOUNT_FOOTER,
    ),
  }),
  "password-changed": (d, url) => ({
    subject: `Your ${shopName} password was changed`,
    ...layout(
      `Hello ${d.name}, your password was changed`,
      [
        { paragraph: "Every device was signed out. Sign in again with your new password." },
        { paragraph: "If you did not do this, reset your password at once and contact us." },
        { button: { label: "Sign in", url: url(PAGE_PATHS.login) } },
      ],
      ACCOUNT_FOOTER,
    ),
  }),
  "order-placed": (d, url) => ({
    subject: `${ordersRef(d)} placed: please pay by ${when(d.expiresAt)}`,
    ...layout(
      `Thank you for your order, ${d.name}`,
      [
        orderLines(d),
        { paragraph: `Unpaid orders are cancelled at ${when(d.expiresAt)}.` },
        { button: { label: "Pay now", url: url(PAGE_PATHS.payment.replace(":id", firstOrderId(d))) } },
      ],
      ORDER_FOOTER,
    ),
  }),
  "order-paid": (d, url) => ({
    subject: `Receipt for ${lowerFirst(ordersRef(d))}`,
    ...layout(
      `Payment received, ${d.name}`,
      [
        orderLines(d),
        {
          paragraph: `${d.lines.length === 1 ? "Order id" : "Order ids"}: ${d.lines.map((l) => l.orderId).join(", ")}`,
        },
        ...(d.transactionId ? [{ paragraph: `Transaction: ${d.transactionId}` }] : []),
        { paragraph: `We will ship to: ${d.address}` },
        { button: { label: "My orders", url: url(PAGE_PATHS.myOrders) } },
      ],
      ORDER_FOOTER,
    ),
  }),
  "order-shipped": (d, url) => ({
    subject: `${ordersRef(d)} shipped`,
    ...layout(
      `Your order is on its way, ${d.name}`,
      [
        orderLines(d),
        { paragraph: `Shipped to: ${d.address}` },
        ...shippingTable(d),
        { button: { label: "My orders", url: url(PAGE_PATHS.myOrders) } },
      ],
      ORDER_FOOTER,
    ),
  }),
  "order-refunded": (d, url) => ({
    subject: `${ordersRef(d)} refunded: ${centsText(d.refundedCents)}`,
    ...layout(
      `We refunded ${centsText(d.refundedCents)}, ${d.name}`,
      [
        orderLines(d),
        {
          table: [
            [REFUND_TEXTS.refunded, centsText(d.refundedCents)],
            [REFUND_TEXTS.creditNote, d.creditNote],
          ],
        },
        ...(d.restocked ? [{ paragraph: "The goods came back to us and are back in stock." }] : []),
        {
          paragraph:
            "The money goes back to the card you paid with; your bank may take a few days to show it. The credit note is on My orders.",
        },
        { button: { label: "My orders", url: url(PAGE_PATHS.myOrders) } },
      ],
      ORDER_FOOTER,
    ),
  }),
  "order-cancelled": (d, url) => ({
    subject: `${ordersRef(d)} ${d.expired ? "expired" : "cancelled"}`,
    ...layout(
      d.expired ? `Your unpaid order expired, ${d.name}` : `Your order was cancelled, ${d.name}`,
      [
        orderLines(d),
        { paragraph: "Nothing was charged, and the reserved items are back in stock." },
        { button: { label: "Visit the shop", url: url(PAGE_PATHS.shop) } },
      ],
      ORDER_FOOTER,
    ),
  }),
  "order-reminder": (d, url) => ({
    subject: `Reminder: ${lowerFirst(ordersRef(d))} expires ${when(d.expiresAt)}`,
    ...layout(
      `Your order is waiting for payment, ${d.name}`,
      [
        orderLines(d),
        { paragraph: `Unless it is paid, it is cancelled at ${when(d.expiresAt)}.` },
        { button: { label: "Pay now", url: url(PAGE_PATHS.payment.replace(":id", firstOrderId(d))) } },
      ],
      `${ORDER_FOOTER} Reminders can be turned off in your profile.`,
    ),
  }),
  "low-stock": (d, url) => ({
    subject: `Low stock: ${d.name} (${d.sku}), ${d.availableQty} left`,
    ...layout(
      `${d.name} is at its reorder threshold`,
      [
        {
          table: [
            ["Product", d.name],
            ["SKU", d.sku],
            ["In stock", String(d.availableQty)],
            ["Reorder at", String(d.reorderThreshold)],
          ],
        },
        { paragraph: "You hear of it again once its stock has risen above the threshold and fallen back." },
        {
          button: {
            label: "Restock it",
            url: url(`${PAGE_PATHS.manageProducts}?${new URLSearchParams({ q: d.name }).toString()}`),
          },
        },
      ],
      "You receive this because you are an admin of X-Part.",
    ),
  }),
  "company-invitation": (d, url) => ({
    subject: `${d.invitedBy} invites you to buy for ${d.companyName} on X-Part`,
    ...layout(
      COMPANY_TEXTS.joinTitle(d.companyName),
      [
        {
          table: [
            [COMPANY_TEXTS.company, d.companyName],
            [COMPANY_TEXTS.role, d.roleLabel],
            ["Invited by", d.invitedBy],
          ],
        },
        {
          paragraph: `Accept with the button below: you sign in, or create your account with this email, and join the company. The link works until ${when(d.expiresAt)}.`,
        },
        {
          button: {
            label: "Accept the invitation",
            url: url(`${PAGE_PATHS.joinCompany}?${new URLSearchParams({ token: d.token }).toString()}`),
          },
        },
      ],
      "If you did not expect this, ignore it: nothing happens unless you accept.",
    ),
  }),
};

/** Subject, HTML and plain text of one mail; links are absolute, built from PUBLIC_URL. */
export function renderMail<K extends MailKind>(kind: K, data: MailData[K], publicUrl: string): RenderedMail {
  const url = (path: string) => new URL(path, publicUrl).toString();
  return RENDERERS[kind](data, url);
}

export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(RENDERERS, kind);
