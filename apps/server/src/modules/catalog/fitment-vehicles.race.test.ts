import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LONG } from "../../../test/catalog-fixtures.js";
import { onPostgres } from "../../../test/postgres.js";
import { createTestApp } from "../../../test/test-app.js";

import { insertFitments, insertProducts } from "./bulk-inserts.js";
import { products } from "./catalog.tables.js";
import { fitments } from "./fitment.tables.js";

/**
 * The triggers that keep a product's makes and models for its search document (migration 0027), under two
 * transactions changing one product's fitment rows at once. PGlite runs one query at a time, so this runs only
 * on PostgreSQL (DATABASE_URL set, as `.ci/run` does) and shows as skipped on PGlite.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const vehiclesOf = async (id: string) =>
  (await t.db.select({ list: products.fitmentVehicles }).from(products).where(eq(products.id, id)))[0]!.list;
const keysOf = async (id: string) =>
  (await t.db.select({ keys: products.vehicleKeys }).from(products).where(eq(products.id, id)))[0]!.keys;

/**
 * Resolves once another session waits for a lock (the second transaction's trigger, behind the first), or after
 * five seconds, so that a missing lock shows in the product's lists, not as a test that never ends.
 */
async function someoneWaits() {
  for (let tries = 0; tries < 250; tries += 1) {
    const result = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'
          and datname = current_database()`,
    );
    if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!onPostgres)(
  "a product's vehicles under concurrent fitment changes (PostgreSQL only)",
  () => {
    it("one transaction deletes the product's only Hilux row while another adds one: the Hilux stays", async () => {
      const [id] = await insertProducts(t.db, [{ ...LONG, name: "Race part" }]);
      const row = { productId: id!, make: "Toyota", model: "Hilux", yearFrom: 2015, yearTo: 2018 };
      await insertFitments(t.db, [row]);
      expect(await vehiclesOf(id!)).toEqual(["Toyota Hilux"]);
      let deleted!: () => void;
      const afterDelete = new Promise<void>((resolve) => (deleted = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The first deletes the row and holds its transaction open; the second adds a row for other years, which
      // alone would leave the list as it was, then both commit.
      const first = t.db.transaction(async (tx) => {
        await tx.delete(fitments).where(eq(fitments.productId, id!));
        deleted();
        await held;
      });
      await afterDelete;
      const second = t.db.transaction(async (tx) => {
        await tx.insert(fitments).values({ ...row, yearFrom: 2020, yearTo: 2022 });
      });
      await someoneWaits();
      release();
      await Promise.all([first, second]);
      expect(await vehiclesOf(id!)).toEqual(["Toyota Hilux"]);
      // The second's three years, and only those: the first's rows are gone.
      expect(await keysOf(id!)).toHaveLength(3);
    });

    it("one statement of fitment rows for 20,000 products goes through: the locks are per bucket, not per product", async () => {
      await t.db.execute(sql`
        insert into products (name, category, description, img, available_qty, price_cents)
        select 'Bucket part ' || g, 'Tools', 'A part.', 'https://example.com/x.png', 10, 1000
        from generate_series(1, 20000) as g`);
      await t.db.execute(sql`
        insert into fitments (product_id, make, model, year_from, year_to)
        select id, 'Toyota', 'Hilux', 2015, 2016 from products where name like 'Bucket part %'`);
      const [last] = await t.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.name, "Bucket part 20000"));
      expect(await keysOf(last!.id)).toHaveLength(2);
    }, 120_000);
  },
);
