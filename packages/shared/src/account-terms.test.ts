import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  addDays,
  ageingBucketOf,
  daysOverdue,
  dueDayOf,
  holdsCompany,
  invoiceStatusOf,
  owedCents,
  paymentRefusal,
  reminderStepOf,
  utcDay,
  withinCreditLimit,
} from "./account-terms.js";

const day = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe("issue 41: buying on account's rules", () => {
  it("issue 41 item 1: due days are whole UTC days after issue, across months, years and leap days", () => {
    expect(dueDayOf(utcDay(new Date("2026-11-29T23:59:59Z")), "net30")).toBe("2026-12-29");
    expect(dueDayOf("2028-02-14", "net15")).toBe("2028-02-29");
    expect(dueDayOf("2026-12-15", "net60")).toBe("2027-02-13");
  });

  it("issue 41 item 2: open → partly paid → paid, decided by the amounts alone", () => {
    expect(invoiceStatusOf({ totalCents: 1000, paidCents: 0, creditedCents: 0 })).toBe("open");
    expect(invoiceStatusOf({ totalCents: 1000, paidCents: 1, creditedCents: 0 })).toBe("partly-paid");
    expect(invoiceStatusOf({ totalCents: 1000, paidCents: 400, creditedCents: 600 })).toBe("paid");
    expect(invoiceStatusOf({ totalCents: 1000, paidCents: 0, creditedCents: 1000 })).toBe("paid");
    // A credit note alone leaves it open: nothing was paid.
    expect(invoiceStatusOf({ totalCents: 1000, paidCents: 0, creditedCents: 300 })).toBe("open");
  });

  it("issue 41 item 2: a payment is refused once paid or beyond what is owed, and never leaves it owing below 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 20_000_000 }),
        (totalCents, paidRaw, creditedRaw, amount) => {
          const paidCents = paidRaw % (totalCents + 1);
          const creditedCents = creditedRaw % (totalCents - paidCents + 1);
          const invoice = { totalCents, paidCents, creditedCents };
          const refused = paymentRefusal(invoice, amount);
          if (refused === null) {
            const after = { ...invoice, paidCents: paidCents + amount };
            expect(owedCents(after)).toBeGreaterThanOrEqual(0);
            expect(invoiceStatusOf(after)).not.toBe("open");
          } else if (refused === "over") expect(amount).toBeGreaterThan(owedCents(invoice));
          else expect(owedCents(invoice)).toBe(0);
        },
      ),
    );
  });

  it("issue 41 item 5: ageing buckets by days overdue", () => {
    const cases: [number, string][] = [
      [0, "current"],
      [1, "1-30"],
      [30, "1-30"],
      [31, "31-60"],
      [60, "31-60"],
      [61, "61-90"],
      [90, "61-90"],
      [91, "over-90"],
      [4000, "over-90"],
    ];
    for (const [days, bucket] of cases) expect(ageingBucketOf(days), String(days)).toBe(bucket);
  });

  it("issue 41 item 3: reminders 3 days before, on the due day, then weekly; none earlier", () => {
    const due = "2026-12-29";
    const steps = Array.from({ length: 30 }, (_, i) => reminderStepOf(due, addDays(due, i - 6)));
    expect(steps.slice(0, 3)).toEqual([null, null, null]);
    expect(steps.slice(3, 6)).toEqual(["before", "before", "before"]);
    expect(steps.slice(6, 13)).toEqual(Array(7).fill("due"));
    expect(steps.slice(13, 20)).toEqual(Array(7).fill("overdue-1"));
    expect(steps[20]).toBe("overdue-2");
  });

  it("issue 41 item 3: a reminder step never comes back once passed (each step is one mail)", () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: -10, max: 400 }),
        fc.integer({ min: 1, max: 60 }),
        (due, from, gap) => {
          const first = reminderStepOf(due, addDays(due, from));
          const later = reminderStepOf(due, addDays(due, from + gap));
          const rank = (s: string | null) =>
            s === null ? -2 : s === "before" ? -1 : s === "due" ? 0 : Number(s.split("-")[1]);
          expect(rank(later)).toBeGreaterThanOrEqual(rank(first));
        },
      ),
    );
  });

  it("issue 41 item 3: on hold past 30 days overdue; a lift forgives what was overdue then, not later invoices", () => {
    const due = "2026-01-01";
    expect(daysOverdue(due, "2026-01-31")).toBe(30);
    expect(holdsCompany(due, "2026-01-31", null)).toBe(false);
    expect(holdsCompany(due, "2026-02-01", null)).toBe(true);
    expect(holdsCompany(due, "2026-03-01", "2026-02-10")).toBe(false);
    // An invoice that passes 30 days overdue after the lift holds the company again.
    expect(holdsCompany("2026-02-01", "2026-03-10", "2026-02-10")).toBe(true);
  });

  it("issue 41 item 1: the credit limit, exactly", () => {
    expect(withinCreditLimit({ limitCents: 500_000, balanceCents: 400_000 }, 100_000)).toBe(true);
    expect(withinCreditLimit({ limitCents: 500_000, balanceCents: 400_000 }, 100_001)).toBe(false);
    expect(withinCreditLimit({ limitCents: 0, balanceCents: 0 }, 1)).toBe(false);
  });
});
