import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { testConfig } from "../../test/test-app.js";
import { buildApp } from "../app.js";
import { demoProducts } from "../seed/demo-products.js";

const dataDir = await mkdtemp(path.join(tmpdir(), "xpart-data-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// The demo set-up as `npm start` runs it: PGlite in DATA_DIR, migrated and seeded at start-up.
const config = { ...testConfig, dataDir, seedDemo: true };

describe.skipIf(Boolean(process.env.DATABASE_URL))("PGlite in DATA_DIR", () => {
  it("seeds on first start and keeps the data across a restart", async () => {
    // Every product, a page of the most at a time: the demo catalogue is larger than one page.
    const everything = async (app: Awaited<ReturnType<typeof buildApp>>) => {
      const pages = [];
      for (let offset = 0; offset < demoProducts.length + 100; offset += 100)
        pages.push(
          ...((await app.inject({ url: `/api/products?limit=100&offset=${offset}` })).json() as unknown[]),
        );
      return pages;
    };
    const first = await buildApp(config);
    const before = await everything(first);
    expect(before).toHaveLength(demoProducts.length);
    await first.close();

    const second = await buildApp(config);
    expect(await everything(second)).toEqual(before);
    await second.close();
  }, 120_000);
});
