import type { Quote } from "@xpart/shared/schemas";
import { addDays, utcDay } from "@xpart/shared/texts";

/** Quotes' answers (issue 41 item 4) as the server gives them, for the component tests. */

/** A day `days` from today (UTC), so a quote's validity holds whenever the tests run. */
export const dayFromToday = (days: number) => addDays(utcDay(new Date()), days);

/** Q-000042 of Hill Motors, asked for by Ann: the drill and the grinder, priced and sent, valid for 30 days. */
export const aQuote = (changes: Partial<Quote> = {}): Quote => ({
  id: "q-42",
  number: "Q-000042",
  companyId: "co-1",
  companyName: "Hill Motors",
  requestedBy: { name: "Ann Buyer", email: "ann@example.test" },
  status: "sent",
  expired: false,
  note: "We need these before the end of the month.",
  adminNote: "Volume price on the drills.",
  validUntil: dayFromToday(30),
  lines: [
    {
      productId: "p-1",
      productName: "Cordless drill 18 V",
      sku: "XP-00001",
      quantity: 50,
      price: 17.5,
      total: 875,
    },
    {
      productId: "p-2",
      productName: "Angle grinder",
      sku: "XP-00002",
      quantity: 10,
      price: 4.5,
      total: 45,
    },
  ],
  total: 920,
  createdAt: "2026-05-10T09:00:00.000Z",
  sentAt: "2026-05-11T09:00:00.000Z",
  checkoutId: null,
  ...changes,
});

/** A quote as asked for: nothing priced yet, no validity, not sent. */
export const aRequestedQuote = (changes: Partial<Quote> = {}): Quote =>
  aQuote({
    status: "requested",
    adminNote: null,
    validUntil: null,
    sentAt: null,
    total: null,
    lines: aQuote().lines.map((line) => ({ ...line, price: null, total: null })),
    ...changes,
  });
