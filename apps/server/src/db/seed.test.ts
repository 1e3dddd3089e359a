import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../test/test-app.js";
import { countProducts } from "../modules/catalog/catalog.service.js";
import { products } from "../modules/catalog/catalog.tables.js";

import type { DatabaseHandle } from "./client.js";
import { seedDemoCatalog } from "./seed.js";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("seedDemoCatalog", () => {
  it("leaves a catalogue that has products alone", async () => {
    expect(await countProducts(database.db)).toBe(19);
    expect(await seedDemoCatalog(database.db)).toBe(0);
    expect(await countProducts(database.db)).toBe(19);
  });

  it("fills an empty catalogue exactly once, even when two servers start together", async () => {
    await database.db.delete(products);
    const results = await Promise.all([seedDemoCatalog(database.db), seedDemoCatalog(database.db)]);
    expect(results.sort()).toEqual([0, 19]);
    expect(await countProducts(database.db)).toBe(19);
  });
});
