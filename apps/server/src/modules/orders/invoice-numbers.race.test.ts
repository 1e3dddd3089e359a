import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkoutFixture, userFixture } from "../../../test/invoice-fixtures.js";
import { onPostgres } from "../../../test/postgres.js";
import { openTestDatabase } from "../../../test/test-app.js";
import type { Database, DatabaseHandle } from "../../db/client.js";

import { issueInvoice } from "./invoice-numbers.js";
import { invoices } from "./invoices.tables.js";

/**
 * Payments at once (issue 26). PGlite runs one query at a time and would pass any implementation, so this runs
 * only on PostgreSQL, where `.ci/run` sets DATABASE_URL, and shows as skipped on PGlite.
 */
let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const YEAR = 2040;
const at = new Date(`${YEAR}-05-01T00:00:00Z`);
const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 20));

async function fiftyCheckouts() {
  const buyer = await userFixture(db);
  const ids: string[] = [];
  for (let i = 0; i < 50; i += 1) {
    const { checkoutId } = await checkoutFixture(db, buyer, {
      lines: [{ productName: `Part ${i}`, quantity: 1, unitPriceCents: 100 }],
    });
    ids.push(checkoutId);
  }
  return ids;
}

const committedNumbers = async () =>
  (
    await db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.year, YEAR))
      .orderBy(asc(invoices.number))
  ).map((r) => r.number);

describe.skipIf(!onPostgres)("50 payments at once (PostgreSQL only: PGlite serialises queries)", () => {
  it("numbers 50 checkouts 1 to 50, each once, however the transactions interleave", async () => {
    const ids = await fiftyCheckouts();
    // Each transaction holds the year's counter a moment after numbering, as marking a checkout paid does.
    const issued = await Promise.all(
      ids.map((id) =>
        db.transaction(async (tx) => {
          const invoice = await issueInvoice(tx, id, at);
          await pause();
          return invoice.number;
        }),
      ),
    );
    const everyNumber = Array.from({ length: 50 }, (_, i) => i + 1);
    expect([...issued].sort((a, b) => a - b)).toEqual(everyNumber);
    expect(await committedNumbers()).toEqual(everyNumber);
  }, 60_000);

  it("leaves no gap when some of them roll back after numbering: the committed numbers go on from 51", async () => {
    const ids = await fiftyCheckouts();
    const outcomes = await Promise.allSettled(
      ids.map((id, i) =>
        db.transaction(async (tx) => {
          await issueInvoice(tx, id, at);
          await pause();
          if (i % 3 === 0) throw new Error("the payment failed after numbering");
        }),
      ),
    );
    const committed = outcomes.filter((o) => o.status === "fulfilled").length;
    expect(committed).toBe(33);
    const expected = Array.from({ length: 50 + committed }, (_, i) => i + 1);
    expect(await committedNumbers()).toEqual(expected);
  }, 60_000);
});
