// Issue 13: GET /api/categories reads counts kept by database triggers (category_counts, decision 0020). Every
// write path must keep them equal to what grouping the products on sale gives, which each test checks.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BULK_SKU_PATTERN, seedBulkProducts } from "../../../cli/bulk/bulk-products.js";
import { anAdmin, type Account } from "../../../test/admin-fixtures.js";
import { bearer } from "../../../test/auth-helpers.js";
import { addProduct, deleteProductRow, LONG } from "../../../test/catalog-fixtures.js";
import { onPostgres } from "../../../test/postgres.js";
import { createTestApp } from "../../../test/test-app.js";

import { insertProducts } from "./bulk-inserts.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await anAdmin(t.app, t.db);
});
afterAll(() => t.close());

type Category = { name: string; count: number };

/** Raw SQL's rows (the database handle is PGlite's or node-postgres', whose results differ in type only). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function categories(): Promise<Category[]> {
  const res = await t.app.inject({ url: "/api/categories" });
  expect(res.statusCode).toBe(200);
  return res.json() as Category[];
}

/** The answer as it was computed before the counts table: the unarchived products grouped by category. */
async function grouped(): Promise<Category[]> {
  const rows = await rowsOf<Category>(
    sql`select category as name, count(*)::int as count from products where archived_at is null
        group by category order by category`,
  );
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

const countOf = async (name: string) => (await categories()).find((c) => c.name === name)?.count ?? 0;

async function expectCountsRight() {
  const answer = await categories();
  expect(answer).toEqual(await grouped());
  return answer;
}

describe("GET /api/categories reads the trigger-kept counts", () => {
  it("answers the same names, counts and order as grouping the products on sale (the seeded catalogue)", async () => {
    const answer = await expectCountsRight();
    expect(answer.length).toBeGreaterThan(1);
    expect(Object.keys(answer[0]!)).toEqual(["name", "count"]);
  });

  it("counts a product the admin adds, and one deleted outright", async () => {
    const before = await countOf("Pipe Wrench");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: bearer(admin.token),
      payload: {
        name: "Counted Wrench",
        category: "Pipe Wrench",
        description: "Counted by the trigger.",
        img: (await rowsOf<{ img: string }>(sql`select img from products order by position limit 1`))[0]!.img,
        availableQty: 5,
        minOrder: 1,
        price: 9.5,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await countOf("Pipe Wrench")).toBe(before + 1);
    expect(await deleteProductRow(t.db, created.json().insertedId as string)).toBe(true);
    expect(await countOf("Pipe Wrench")).toBe(before);
    await expectCountsRight();
  });

  it("moves a count when raw SQL changes a product's category, and leaves it alone on a stock or price change", async () => {
    const id = await addProduct(t.db, { category: "Moving From" });
    expect(await countOf("Moving From")).toBe(1);
    await t.db.execute(sql`update products set category = 'Moving To' where id = ${id}`);
    expect(await countOf("Moving From")).toBe(0);
    expect(await countOf("Moving To")).toBe(1);
    // A category left with no product on sale is not listed, as grouping would not list it.
    expect((await categories()).map((c) => c.name)).not.toContain("Moving From");
    await t.db.execute(sql`update products set available_qty = 1, price_cents = 7 where id = ${id}`);
    expect(await countOf("Moving To")).toBe(1);
    await expectCountsRight();
  });

  it("leaves out an archived product and counts it again when it comes back on sale", async () => {
    const id = await addProduct(t.db, { category: "Archive Shelf" });
    await addProduct(t.db, { category: "Archive Shelf" });
    await t.db.execute(sql`update products set archived_at = now() where id = ${id}`);
    expect(await countOf("Archive Shelf")).toBe(1);
    // Archived products move category or leave without touching the counts of those on sale.
    await t.db.execute(sql`update products set category = 'Elsewhere' where id = ${id}`);
    expect(await countOf("Elsewhere")).toBe(0);
    await t.db.execute(sql`update products set archived_at = null where id = ${id}`);
    expect(await countOf("Elsewhere")).toBe(1);
    await t.db.execute(sql`update products set archived_at = now() where id = ${id}`);
    await t.db.execute(sql`delete from products where id = ${id}`);
    expect(await countOf("Elsewhere")).toBe(0);
    expect(await countOf("Archive Shelf")).toBe(1);
    await expectCountsRight();
  });

  it("keeps names that differ only in case apart, as grouping by category does", async () => {
    await insertProducts(t.db, [
      { ...LONG, category: "Case Test" },
      { ...LONG, category: "case test" },
      { ...LONG, category: "Case Test" },
    ]);
    expect(await countOf("Case Test")).toBe(2);
    expect(await countOf("case test")).toBe(1);
    await expectCountsRight();
  });

  it("counts a bulk seed (many rows per statement) and a many-row delete", async () => {
    const [row] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from products`);
    const before = Number(row!.n);
    expect(await seedBulkProducts(t.db, before + 2500)).toBe(2500);
    await expectCountsRight();
    await t.db.execute(sql`delete from products where sku ~ ${BULK_SKU_PATTERN} and archived_at is null`);
    await expectCountsRight();
  });
});

describe.skipIf(!onPostgres)("concurrent writers (PostgreSQL only: PGlite serialises queries)", () => {
  it("inserts and category moves in opposite orders from many connections: no deadlock, every count right", async () => {
    const ids = await insertProducts(
      t.db,
      Array.from({ length: 20 }, (_, i) => ({ ...LONG, category: i % 2 ? "Race A" : "Race B" })),
    );
    const writers = ids.map((id, i) =>
      t.db.transaction(async (tx) => {
        const [first, second] = i % 2 ? ["Race A", "Race B"] : ["Race B", "Race A"];
        await insertProducts(tx, [
          { ...LONG, category: first },
          { ...LONG, category: second },
        ]);
        await tx.execute(sql`update products set category = ${second} where id = ${id}`);
      }),
    );
    await Promise.all(writers);
    expect(await countOf("Race A")).toBe(30);
    expect(await countOf("Race B")).toBe(30);
    await expectCountsRight();
  }, 60_000);
});
