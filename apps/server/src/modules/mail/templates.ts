import { PAGE_PATHS, REFUND_TEXTS, SHIPPING_TEXTS } from "@xpart/shared";

import {
  ACCOUNT_RENDERERS,
  type InvoiceReminderMailData,
  type OnAccountMailData,
  type QuoteSentMailData,
} from "./account-templates.js";
import {
  COMPANY_RENDERERS,
  type ApprovalRequestedMailData,
  type CompanyInvitationMailData,
} from "./company-templates.js";
import { centsText, layout, shopName, type Block } from "./template-layout.js";
import {
  ACCOUNT_FOOTER,
  firstOrderId,
  lowerFirst,
  ORDER_FOOTER,
  orderLines,
  ordersRef,
  when,
  type OrderMailData,
  type RenderedMail,
  type Renderer,
} from "./template-parts.js";

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

/** Each template and the data it needs; a job's `kind` and `payload` are one of these pairs. */
export interface MailData {
  "verify-email": { name: string; url: string };
  "reset-password": { name: string; url: string; expiresInMinutes: number };
  "password-changed": { name: string };
  "order-placed": OrderMailData & { expiresAt: string };
  "order-paid": OrderMailData & { transactionId: string | null };
  "order-shipped": OrderMailData & ShippedMailDetails;
  "order-cancelled": OrderMailData & { expired: boolean; rejectedReason?: string | null };
  "order-refunded": OrderMailData & RefundedMailDetails;
  "order-reminder": OrderMailData & { expiresAt: string };
  "low-stock": LowStockMailData;
  "company-invitation": CompanyInvitationMailData;
  "approval-requested": ApprovalRequestedMailData;
  "order-approved": OrderMailData & { expiresAt: string };
  "order-on-account": OnAccountMailData;
  "invoice-reminder": InvoiceReminderMailData;
  "quote-sent": QuoteSentMailData;
}
export type MailKind = keyof MailData;

/** Mail that tells about the account or money: no preference turns it off (only reminders can be). */
export const OPTIONAL_KINDS: readonly MailKind[] = ["order-reminder"];

/** The carrier and tracking number as a table, when the admin gave them: nothing otherwise. */
function shippingTable(d: ShippedMailDetails): Block[] {
  const rows: [string, string][] = [
    ...(d.carrier ? [[SHIPPING_TEXTS.carrier, d.carrier] as [string, string]] : []),
    ...(d.trackingNumber ? [[SHIPPING_TEXTS.trackingNumber, d.trackingNumber] as [string, string]] : []),
  ];
  return rows.length ? [{ table: rows }] : [];
}

type Renderers = { [K in MailKind]: Renderer<MailData[K]> };

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
        ...(d.rejectedReason
          ? [{ paragraph: `Your company's approver rejected it: ${d.rejectedReason}` }]
          : []),
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
  ...COMPANY_RENDERERS,
  ...ACCOUNT_RENDERERS,
};

/** Subject, HTML and plain text of one mail; links are absolute, built from PUBLIC_URL. */
export function renderMail<K extends MailKind>(kind: K, data: MailData[K], publicUrl: string): RenderedMail {
  const url = (path: string) => new URL(path, publicUrl).toString();
  return RENDERERS[kind](data, url);
}

export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(RENDERERS, kind);
