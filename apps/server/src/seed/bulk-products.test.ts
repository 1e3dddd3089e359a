import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../test/test-app.js";
import { countProducts } from "../modules/catalog/index.js";

import { seedBulkProducts } from "./bulk-products.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedBulkProducts (db:seed --products)", () => {
  it("fills the catalogue up to the target with distinct part numbers, and adds nothing once there", async () => {
    const before = await countProducts(t.db);
    expect(await seedBulkProducts(t.db, before + 2500)).toBe(2500);
    expect(await countProducts(t.db)).toBe(before + 2500);
    expect(await seedBulkProducts(t.db, before + 2500)).toBe(0);
    const res = await t.app.inject({ url: `/api/products?q=XP-00${before + 2499}` });
    expect(res.json()).toEqual([
      expect.objectContaining({ name: expect.stringContaining(`XP-00${before + 2499}`) }),
    ]);
  });
});
