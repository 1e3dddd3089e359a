import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, api } from "../../../test/admin-fixtures.js";
import { shop, type Shop } from "../../../test/attacks/fixtures.js";
import { customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { sendDueMail, temporaryOutbox } from "../../../test/mail-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import type { Database } from "../../db/client.js";
import { JOB_SCHEMA } from "../../jobs/index.js";

import { products } from "./catalog.tables.js";

/**
 * Issue 27 item 2: one low-stock mail to each admin per crossing of the reorder threshold, by an order or an
 * admin's change, never one per order; stock back above the threshold arms the next alert. (The race of two
 * servers is low-stock.race.test.ts, on PostgreSQL.)
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Shop;
let buyer: string;
let admins: string[];
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  call = shop(t);
  buyer = (await customer(t.app)).token;
  const [first, second] = [await anAdmin(t.app, t.db), await anAdmin(t.app, t.db)];
  adminToken = first.token;
  admins = [first.email, second.email].sort();
});
afterAll(() => t.close());

/** The low-stock mails queued for a product, as (recipient, stock it told) pairs, in the order queued. */
async function alertsFor(db: Database, productId: string): Promise<[string, number][]> {
  const result = (await db.execute(sql`
    select data->>'to' as "to", (data->'data'->>'availableQty')::int as "qty"
    from ${sql.identifier(JOB_SCHEMA)}.job
    where name = 'mail' and data->>'kind' = 'low-stock' and data->'data'->>'productId' = ${productId}
    order by created_on, data->>'to'`)) as unknown as { rows: { to: string; qty: number }[] };
  return result.rows.map((row) => [row.to, row.qty]);
}

const lowSince = async (id: string) =>
  (await t.db.select({ at: products.lowStockSince }).from(products).where(eq(products.id, id)))[0]!.at;

const restock = (id: string, updatedQuantity: number) =>
  api(t.app, "PUT", `/api/products/${id}`, adminToken, { updatedQuantity });

describe("low-stock alerts (issue 27 item 2)", () => {
  it("issue 27: the order that brings stock to the threshold alerts every admin once; later orders do not", async () => {
    const id = await addProduct(t.db, { availableQty: 200, minOrder: 50, reorderThreshold: 100 });
    await call.order(buyer, id); // 150: above
    expect(await alertsFor(t.db, id)).toEqual([]);
    expect(await lowSince(id)).toBeNull();

    await call.order(buyer, id); // 100: at the threshold, crossed
    expect(await alertsFor(t.db, id)).toEqual(admins.map((to) => [to, 100]));
    const since = await lowSince(id);
    expect(since).not.toBeNull();

    await call.order(buyer, id); // 50: still under
    await call.order(buyer, id); // 0
    expect(await alertsFor(t.db, id)).toHaveLength(2);
    expect(await lowSince(id)).toEqual(since);
  });

  it("issue 27: a restock above the threshold clears the mark, so the next fall alerts again", async () => {
    const id = await addProduct(t.db, { availableQty: 150, minOrder: 50, reorderThreshold: 100 });
    await call.order(buyer, id); // 100: first crossing
    expect(await alertsFor(t.db, id)).toHaveLength(2);

    expect((await restock(id, 30)).statusCode).toBe(200); // 130: above again
    expect(await lowSince(id)).toBeNull();
    expect(await alertsFor(t.db, id)).toHaveLength(2);

    await call.order(buyer, id); // 80: second crossing
    expect(await alertsFor(t.db, id)).toEqual([
      ...admins.map((to) => [to, 100]),
      ...admins.map((to) => [to, 80]),
    ]);
  });

  it("issue 27: stock an order gives back (a cancel) above the threshold arms the alert again", async () => {
    const id = await addProduct(t.db, { availableQty: 150, minOrder: 50, reorderThreshold: 100 });
    const order = await call.order(buyer, id); // 100: crossed
    expect((await call.cancel(buyer, order._id)).statusCode).toBe(200); // 150: cleared
    expect(await lowSince(id)).toBeNull();
    await call.order(buyer, id); // 100: crossed again
    expect(await alertsFor(t.db, id)).toHaveLength(4);
  });

  it("issue 27: a stock still under the threshold after a cancel keeps its mark and sends nothing", async () => {
    const id = await addProduct(t.db, { availableQty: 150, minOrder: 50, reorderThreshold: 100 });
    await call.order(buyer, id); // 100: crossed
    const order = await call.order(buyer, id); // 50
    expect((await call.cancel(buyer, order._id)).statusCode).toBe(200); // 100: still at it
    expect(await lowSince(id)).not.toBeNull();
    expect(await alertsFor(t.db, id)).toHaveLength(2);
  });

  it("issue 27: a product without a threshold never alerts", async () => {
    const id = await addProduct(t.db, { availableQty: 100, minOrder: 50 });
    await call.order(buyer, id);
    await call.order(buyer, id); // 0
    expect(await alertsFor(t.db, id)).toEqual([]);
    expect(await lowSince(id)).toBeNull();
  });

  it("issue 27: an admin's change that leaves stock at or under the threshold alerts once", async () => {
    const id = await addProduct(t.db, { availableQty: 60, minOrder: 50 });
    const set = await api(t.app, "PUT", `/api/products/${id}`, adminToken, { reorderThreshold: 80 });
    expect(set.statusCode, set.body).toBe(200);
    expect(await alertsFor(t.db, id)).toEqual(admins.map((to) => [to, 60]));
    expect((await restock(id, 10)).statusCode).toBe(200); // 70: still under, already told
    expect(await alertsFor(t.db, id)).toHaveLength(2);
  });

  it("issue 27: the mail names the product, its stock and threshold, and links to Manage Products", async () => {
    const outbox = await temporaryOutbox();
    await sendDueMail(t.app, t.db, outbox); // the earlier tests' mail
    const id = await addProduct(t.db, {
      name: "Brake disc",
      sku: "BD-300",
      availableQty: 100,
      minOrder: 50,
      reorderThreshold: 60,
    });
    await call.order(buyer, id); // 50: crossed
    // The two admins' alerts and the buyer's order mail.
    expect(await sendDueMail(t.app, t.db, outbox)).toBe(3);
    const mails = (await outbox.read()).filter((m) => m.subject.startsWith("Low stock: Brake disc"));
    expect(mails.map((m) => m.to).sort()).toEqual(admins);
    expect(mails[0]!.subject).toBe("Low stock: Brake disc (BD-300), 50 left");
    expect(mails[0]!.text).toContain("In stock: 50");
    expect(mails[0]!.text).toContain("Reorder at: 60");
    expect(mails[0]!.text).toContain("http://127.0.0.1/dashboard/manage?q=Brake+disc");
  });
});
