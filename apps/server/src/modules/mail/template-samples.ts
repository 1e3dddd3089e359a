import type { MailData, OrderMailData } from "./templates.js";

const order: OrderMailData = {
  orderId: "3f2c9a1e-5b7d-4c2e-9f1a-0123456789ab",
  productName: "Hydraulic floor jack",
  quantity: 3,
  unitPriceCents: 12_999,
  totalCents: 38_997,
  name: "Sam Sample",
  address: "1 Sample Street, Springfield",
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
  "order-placed": { ...order, expiresAt: inADay },
  "order-paid": { ...order, transactionId: "pi_sample_123" },
  "order-shipped": order,
  "order-cancelled": { ...order, expired: true },
  "order-reminder": { ...order, expiresAt: inADay },
};
