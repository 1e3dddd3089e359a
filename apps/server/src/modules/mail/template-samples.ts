import type { OrderMailData } from "./template-parts.js";
import type { MailData } from "./templates.js";

/** A checkout of one line, as every order was before carts. */
const order: OrderMailData = {
  checkoutId: "3f2c9a1e-5b7d-4c2e-9f1a-0123456789ab",
  poNumber: null,
  lines: [
    {
      orderId: "3f2c9a1e-5b7d-4c2e-9f1a-0123456789ab",
      productName: "Hydraulic floor jack",
      quantity: 3,
      unitPriceCents: 12_999,
      totalCents: 38_997,
    },
  ],
  totalCents: 38_997,
  name: "Sam Sample",
  address: "1 Sample Street, Springfield",
};
/** A checkout of two lines with the buyer's PO number (issue 26). */
const checkout: OrderMailData = {
  ...order,
  checkoutId: "9b1d4e2f-0a3c-4d5e-8f70-112233445566",
  poNumber: "PO-4711",
  lines: [
    ...order.lines,
    {
      orderId: "7c3e5a9b-1d2f-4e6a-8b0c-abcdef012345",
      productName: "Axle stand pair",
      quantity: 2,
      unitPriceCents: 4_550,
      totalCents: 9_100,
    },
  ],
  totalCents: 48_097,
};
const inADay = "2030-01-02T10:00:00.000Z";

/** Sample data for each template, shown in the development outbox's template previews. */
export const TEMPLATE_SAMPLES: { [K in keyof MailData]: MailData[K] } = {
  "verify-email": { name: "Sam Sample", url: "https://shop.example/api/auth/verify-email?token=sample" },
  "reset-password": {
    name: "Sam Sample",
    url: "https://shop.example/reset-password?token=sample",
    expiresInMinutes: 30,
  },
  "password-changed": { name: "Sam Sample" },
  "order-placed": { ...checkout, expiresAt: inADay },
  "order-paid": { ...checkout, transactionId: "pi_sample_123" },
  "order-shipped": { ...order, carrier: "UPS", trackingNumber: "1Z 999 AA1 01 2345 6784" },
  "order-cancelled": { ...order, expired: true },
  "order-refunded": { ...order, refundedCents: 12_999, creditNote: "CN-2030-000001", restocked: true },
  "order-reminder": { ...order, expiresAt: inADay },
  "low-stock": {
    productId: "5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
    name: "Hydraulic floor jack",
    sku: "XP-N00042",
    availableQty: 8,
    reorderThreshold: 10,
  },
  "company-invitation": {
    companyName: "Northside Fleet Services",
    invitedBy: "Ada Owner",
    roleLabel: "Buyer",
    token: "sample",
    expiresAt: inADay,
  },
  "approval-requested": {
    ...checkout,
    buyer: "Bo Buyer (bo@northside.example)",
    reason: "Over the limit of $500.00 an order",
    expiresAt: inADay,
  },
  "order-approved": { ...checkout, expiresAt: inADay },
  "order-on-account": {
    ...checkout,
    invoiceNumber: "2030-000042",
    dueOn: "2030-01-31",
    companyName: "Sample Fleet Ltd",
  },
  "invoice-reminder": {
    companyName: "Sample Fleet Ltd",
    invoiceNumber: "2030-000042",
    dueOn: "2030-01-31",
    owedCents: 48_097,
    step: "overdue-5",
    daysOverdue: 35,
    onHold: true,
  },
  "quote-sent": {
    name: "Sam Sample",
    number: "Q-000042",
    quoteId: "5d2c9a1e-5b7d-4c2e-9f1a-0123456789ab",
    totalCents: 48_097,
    validUntil: "2030-01-31",
    note: "Prices held for the spring fleet service.",
  },
};
