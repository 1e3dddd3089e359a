import { isSpecKey, type Product } from "@xpart/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedBulkVehicles } from "../cli/bulk/bulk-fitment.js";
import { BULK_SKU_PATTERN, seedBulkProducts } from "../cli/bulk/bulk-products.js";
import { countProducts } from "../src/modules/catalog/index.js";

import { createTestApp } from "./test-app.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Generated {
  id: string;
  sku: string;
  brand: string;
  mpn: string | null;
  cross_references: string[];
  specs: Record<string, unknown>;
  universal: boolean;
  category: string;
  applications: number;
}

const generated = () =>
  rows<Generated>(sql`
    select p.id, p.sku, p.brand, p.mpn, p.cross_references, p.specs, p.universal, p.category,
      (select count(*)::int from fitments f where f.product_id = p.id) as applications
    from products p where p.sku ~ ${BULK_SKU_PATTERN} order by p.position`);

describe("db:seed --vehicles M --products N (issue 25)", () => {
  it("adds vehicles up to the target across many makes, and none once there", async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from vehicles`);
    expect(await seedBulkVehicles(t.db, before!.n + 400)).toBe(400);
    expect(await seedBulkVehicles(t.db, before!.n + 400)).toBe(0);
    const [after] = await rows<{ n: number; makes: number }>(
      sql`select count(*)::int as n, count(distinct make)::int as makes from vehicles`,
    );
    expect(after).toEqual({ n: before!.n + 400, makes: expect.any(Number) });
    expect(after!.makes).toBeGreaterThanOrEqual(20);
  });

  it("fills the catalogue up to the target with parts that read like a maker's, and adds nothing once there", async () => {
    const before = await countProducts(t.db);
    expect(await seedBulkProducts(t.db, before + 1500)).toBe(1500);
    expect(await countProducts(t.db)).toBe(before + 1500);
    expect(await seedBulkProducts(t.db, before + 1500)).toBe(0);

    const products = await generated();
    expect(products).toHaveLength(1500);
    expect(new Set(products.map((p) => p.sku)).size).toBe(1500);
    expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThanOrEqual(10);
    for (const p of products) {
      expect(p.cross_references.length).toBeLessThanOrEqual(3);
      expect(Object.keys(p.specs).length).toBeGreaterThan(0);
      expect(Object.keys(p.specs).filter((key) => !isSpecKey(key))).toEqual([]);
      // Universal parts have no fitment rows; the others 10 to 18 applications.
      if (p.universal) expect(p.applications).toBe(0);
      else expect(p.applications).toBeGreaterThanOrEqual(10);
      expect(p.applications).toBeLessThanOrEqual(18);
    }
    const tools = products.filter((p) =>
      ["Pipe Wrench", "Measuring Tape", "Welding Machine"].includes(p.category),
    );
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.every((p) => p.universal)).toBe(true);
    expect(products.filter((p) => p.category === "Replacement Parts").every((p) => !p.universal)).toBe(true);
    // About ten fitment rows per product: a million for 100,000.
    const fitmentRows = products.reduce((sum, p) => sum + p.applications, 0);
    expect(fitmentRows / products.length).toBeGreaterThan(8);
    expect(fitmentRows / products.length).toBeLessThan(12);
    expect(products.some((p) => p.cross_references.length === 0)).toBe(true);
    expect(products.some((p) => p.cross_references.length === 3)).toBe(true);
  });

  it("gives every fitment row a vehicle of the list it fits, some for one engine only", async () => {
    const [check] = await rows<{ rows: number; fitting: number; engine: number }>(sql`
      select count(*)::int as rows,
        count(*) filter (where exists (select 1 from vehicles v where v.make = f.make and v.model = f.model
          and v.year between f.year_from and f.year_to and (f.engine is null or v.engine = f.engine)))::int as fitting,
        count(*) filter (where f.engine is not null)::int as engine
      from fitments f join products p on p.id = f.product_id where p.sku ~ ${BULK_SKU_PATTERN}`);
    expect(check!.rows).toBeGreaterThan(5000);
    expect(check!.fitting).toBe(check!.rows);
    expect(check!.engine / check!.rows).toBeGreaterThan(0.15);
    expect(check!.engine / check!.rows).toBeLessThan(0.5);
  });

  it("numbers past the highest generated SKU, so a hard delete never brings a number round again", async () => {
    const [last] = await rows<{ sku: string }>(
      sql`select sku from products where sku ~ ${BULK_SKU_PATTERN} order by position desc limit 1`,
    );
    await t.db.execute(sql`delete from products where sku in (
      select sku from products where sku ~ ${BULK_SKU_PATTERN} order by position limit 2)`);
    const count = await countProducts(t.db);
    expect(await seedBulkProducts(t.db, count + 2)).toBe(2);
    const newest = await rows<{ sku: string }>(
      sql`select sku from products where sku ~ ${BULK_SKU_PATTERN} order by position desc limit 2`,
    );
    const serial = (sku: string) => Number(sku.split("-")[1]);
    expect(newest.map((p) => serial(p.sku)).sort()).toEqual([serial(last!.sku) + 1, serial(last!.sku) + 2]);
  });

  it("generates the same catalogue from the same seed", async () => {
    const generate = async () => {
      const app = await createTestApp();
      try {
        await seedBulkVehicles(app.db, 500);
        await seedBulkProducts(app.db, (await countProducts(app.db)) + 50);
        const result = await app.db.execute(sql`
          select name, sku, mpn, cross_references, specs, universal, price_cents from products
          where sku ~ ${BULK_SKU_PATTERN} order by position`);
        return (result as unknown as { rows: unknown[] }).rows;
      } finally {
        await app.close();
      }
    };
    const first = await generate();
    expect(first).toHaveLength(50);
    expect(await generate()).toEqual(first);
  });

  it("is found by its SKU typed with other separators and case", async () => {
    const [p] = await rows<{ sku: string; name: string }>(
      sql`select sku, name from products where sku ~ ${BULK_SKU_PATTERN} order by position desc limit 1`,
    );
    const typed = p!.sku.toLowerCase().replace("-", " ");
    const res = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(typed)}` });
    expect((res.json() as Product[])[0]).toMatchObject({ sku: p!.sku, name: p!.name });
  });
});
