import {
  ageingBuckets,
  type CompanyTerms,
  type Order,
  type Receivables,
  type Statement,
} from "@xpart/shared";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  backdateInvoices,
  checkout,
  companyOnTerms,
  payInvoice,
  statementOf,
} from "../../../test/account-fixtures.js";
import { anAdmin } from "../../../test/admin-fixtures.js";
import { bearer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import type { Person } from "../../../test/company-fixtures.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/**
 * Issue 41 item 6, "Must show": over random sequences of checkouts on account, card payments, bank transfers,
 * refunds (credit notes) and time passing, the company's balance, its statement's invoices, its ageing, and its
 * line and buckets on the Receivables page are one figure, equal to what the sequence left owing, in cents.
 */
let t: TestApp;
let shopAdmin: Person;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  shopAdmin = await anAdmin(t.app, t.db);
  // $12.34 a unit, 1 at least: totals that are not round.
  productId = await addProduct(t.db, { priceCents: 1234, minOrder: 1, availableQty: 10_000_000 });
});
afterAll(() => t.close());

type Step =
  | { kind: "checkout"; quantity: number }
  | { kind: "card" | "transfer" | "refund"; invoice: number; share: number }
  | { kind: "days"; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("checkout" as const), quantity: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constantFrom("card" as const, "transfer" as const, "refund" as const),
    invoice: fc.nat(5),
    // A share of what is owed, in thousandths; above 1000 asks for more than is owed.
    share: fc.integer({ min: 1, max: 1100 }),
  }),
  fc.record({ kind: fc.constant("days" as const), days: fc.integer({ min: 1, max: 70 }) }),
);

interface Model {
  invoiceId: string;
  orderId: string;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  /** How many days ago it was issued (the sequence's days moved it back). */
  daysBack: number;
}
const owed = (m: Model) => m.totalCents - m.paidCents - m.creditedCents;
const cents = (dollars: number) => Math.round(dollars * 100);
const get = async <T>(who: Person, url: string): Promise<T> => {
  const res = await t.app.inject({ method: "GET", url, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe("issue 41 item 6: money on account adds up", () => {
  it("balance = statement = ageing = receivables, after any sequence of checkouts, payments, transfers, refunds and days", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const { admin, companyId } = await companyOnTerms(t, shopAdmin, {
          paymentTerms: "net30",
          creditLimit: 1_000_000,
        });
        const invoices: Model[] = [];
        for (const s of steps) {
          if (s.kind === "checkout") {
            const res = await checkout(t, admin, productId, s.quantity);
            // Net 30: an unpaid invoice more than 30 days overdue puts the company on hold (a 409).
            const held = invoices.some((m) => owed(m) > 0 && m.daysBack - 30 > 30);
            expect(res.statusCode, res.body).toBe(held ? 409 : 201);
            if (held) continue;
            const order = (res.json() as { orders: Order[] }).orders[0]!;
            const line = (await statementOf(t, admin)).invoices.find((i) => i.orderId === order._id)!;
            invoices.push({
              invoiceId: line.id,
              orderId: order._id,
              totalCents: s.quantity * 1234,
              paidCents: 0,
              creditedCents: 0,
              daysBack: 0,
            });
            continue;
          }
          if (s.kind === "days") {
            await backdateInvoices(t, companyId, s.days);
            for (const m of invoices) m.daysBack += s.days;
            continue;
          }
          const target = invoices[s.invoice % Math.max(1, invoices.length)];
          if (!target) continue;
          const left = s.kind === "refund" ? target.totalCents - target.creditedCents : owed(target);
          const amountCents = Math.max(1, Math.floor((left * s.share) / 1000));
          const amount = amountCents / 100;
          const fits = amountCents <= left && (s.kind === "refund" || owed(target) > 0);
          let res;
          if (s.kind === "card") res = await payInvoice(t, admin, target.invoiceId, amount);
          else if (s.kind === "transfer")
            res = await t.app.inject({
              method: "POST",
              url: `/api/admin/companies/${companyId}/transfers`,
              headers: bearer(shopAdmin.token),
              payload: {
                amount,
                receivedOn: "2026-11-01",
                reference: "PROP",
                allocations: [{ invoiceId: target.invoiceId, amount }],
              },
            });
          else
            res = await t.app.inject({
              method: "POST",
              url: `/api/admin/orders/${target.orderId}/refund`,
              headers: bearer(shopAdmin.token),
              payload: { amount, restock: false },
            });
          expect(res.statusCode, `${s.kind} ${amount}: ${res.body}`).toBe(fits ? 200 : 409);
          if (!fits) continue;
          if (s.kind === "refund") target.creditedCents += amountCents;
          else target.paidCents += amountCents;
        }
        const expected = invoices.filter((m) => owed(m) > 0).reduce((sum, m) => sum + owed(m), 0);
        const terms = await get<CompanyTerms>(admin, "/api/company/terms");
        const statement = await get<Statement>(admin, "/api/company/statement");
        const report = await get<Receivables>(shopAdmin, "/api/admin/receivables");
        const line = report.companies.find((c) => c.companyId === companyId);
        const sum = (values: number[]) => values.reduce((total, v) => total + cents(v), 0);
        expect(cents(terms.balance)).toBe(expected);
        expect(sum(statement.invoices.map((i) => i.owed))).toBe(expected);
        expect(sum(ageingBuckets.map((b) => statement.ageing[b]))).toBe(expected);
        expect(cents(line?.balance ?? 0)).toBe(expected);
        expect(sum(ageingBuckets.map((b) => line?.ageing[b] ?? 0))).toBe(expected);
        for (const b of ageingBuckets)
          expect(cents(line?.ageing[b] ?? 0), b).toBe(cents(statement.ageing[b]));
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
