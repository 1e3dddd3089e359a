import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkoutFixture, userFixture } from "../../../test/invoice-fixtures.js";
import { openTestDatabase } from "../../../test/test-app.js";
import type { Database, DatabaseHandle } from "../../db/client.js";

import { issueInvoice } from "./invoice-numbers.js";
import { invoiceCounters, invoices } from "./invoices.tables.js";

let handle: DatabaseHandle;
let db: Database;
let buyer: { userId: string; email: string };
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  buyer = await userFixture(db);
});
afterAll(() => handle.close());

const unpaidCheckout = async () =>
  (await checkoutFixture(db, buyer, { lines: [{ productName: "Bolt", quantity: 1, unitPriceCents: 100 }] }))
    .checkoutId;
const numbersOf = async (year: number) =>
  (
    await db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.year, year))
      .orderBy(asc(invoices.number))
  ).map((r) => r.number);

describe("invoice numbers (issue 26)", () => {
  it("numbers a year's invoices 1, 2, 3… and answers a checkout's own invoice when asked again", async () => {
    const at = new Date("2031-03-01T12:00:00Z");
    const checkouts = [await unpaidCheckout(), await unpaidCheckout(), await unpaidCheckout()];
    const issued = [];
    for (const id of checkouts) issued.push(await db.transaction((tx) => issueInvoice(tx, id, at)));
    expect(issued).toEqual([1, 2, 3].map((number) => ({ year: 2031, number })));
    // Again, even a year later: the same invoice, no number taken.
    expect(await issueInvoice(db, checkouts[1]!, new Date("2032-01-05T00:00:00Z"))).toEqual({
      year: 2031,
      number: 2,
    });
    expect(await numbersOf(2031)).toEqual([1, 2, 3]);
    expect(await numbersOf(2032)).toEqual([]);
  });

  it("starts each year at 1, by the UTC date of payment", async () => {
    const lastOfYear = await issueInvoice(db, await unpaidCheckout(), new Date("2033-12-31T23:59:59Z"));
    const firstOfNext = await issueInvoice(db, await unpaidCheckout(), new Date("2034-01-01T00:00:00Z"));
    expect([lastOfYear, firstOfNext]).toEqual([
      { year: 2033, number: 1 },
      { year: 2034, number: 1 },
    ]);
  });

  it("gives a rolled-back payment's number to the next invoice: no gap", async () => {
    const at = new Date("2035-06-01T00:00:00Z");
    await issueInvoice(db, await unpaidCheckout(), at);
    const undone = await unpaidCheckout();
    await expect(
      db.transaction(async (tx) => {
        expect(await issueInvoice(tx, undone, at)).toEqual({ year: 2035, number: 2 });
        throw new Error("the payment failed after numbering");
      }),
    ).rejects.toThrow("the payment failed");
    expect(await issueInvoice(db, await unpaidCheckout(), at)).toEqual({ year: 2035, number: 2 });
    const [counter] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2035));
    expect(counter!.lastNumber).toBe(2);
  });
});
