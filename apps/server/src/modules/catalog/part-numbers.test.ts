import { LIMITS, type Product } from "@xpart/shared";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../../test/test-app.js";
import { demoProducts } from "../../seed/demo-products.js";

import { insertProducts } from "./bulk-inserts.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(q: string, extra = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/products?q=${encodeURIComponent(q)}${extra}` });
  return { res, body: res.json() as Product[], next: res.headers["x-next-cursor"] as string | undefined };
}

const BRAKE_PADS = "Disc Brake Pad Set";

const aProduct = (name: string, changes: object = {}) => ({
  name,
  category: "Any Hardware",
  description: "A product of the part-number search test.",
  img: "/api/images/none",
  availableQty: 300,
  minOrder: 10,
  priceCents: 1000,
  ...changes,
});

describe("part numbers (issue 25)", () => {
  it("answers carry sku, brand, mpn and crossReferences beside the spec's fields", async () => {
    const { body } = await search(BRAKE_PADS);
    expect(body[0]).toMatchObject({
      name: BRAKE_PADS,
      sku: "07-1102",
      brand: "X-Part",
      mpn: "XPB 1102",
      crossReferences: demoProducts.find((p) => p.name === BRAKE_PADS)!.crossReferences,
    });
  });

  it.each([
    "07-1102",
    "071102",
    "07 1102",
    "07.11/02",
    "xpb1102",
    "XPB-1102",
    "d1102 8216",
    "45022t2aa01",
    "0986494 1102",
  ])("finds the brake pads first by %s (any case, spaces, dashes, dots or slashes)", async (q) => {
    const { res, body } = await search(q);
    expect(res.statusCode).toBe(200);
    expect(body[0]?.name).toBe(BRAKE_PADS);
  });

  it("still finds names with a typo (pg_trgm), and a number nobody has finds nothing", async () => {
    expect((await search("wrnch")).body.map((p) => p.name)).toContain("XparT Pipe Wrench");
    expect((await search("QQ-0000-NONE")).body).toEqual([]);
    expect((await search("-./ ")).res.statusCode).toBe(200);
  });

  it("ranks an exact part-number hit before earlier products that only mention it, by offset and by cursor", async () => {
    const [mentions, other, hit] = await insertProducts(t.db, [
      aProduct("Part test: mentions", { description: "Replaces kit KT-77 and KT-78." }),
      aProduct("Part test: another mention", { description: "Sold beside KT-77." }),
      aProduct("Part test: the part", { sku: "PT-TEST-1", crossReferences: ["kt.77"] }),
    ]);
    const byOffset = await search("KT-77");
    expect(byOffset.body.map((p) => p._id)).toEqual([hit, mentions, other]);

    // Issue 42: a search without a sort is in relevance order, and its cursor counts the rows read.
    expect(await walk("KT-77", "", /^relevance\.1$/)).toEqual([hit, mentions, other]);
    // In a sort, the part-number hits still come first, and the cursor names the group the page ended in.
    expect(await walk("KT-77", "&sort=name", /^hit\./)).toEqual([hit, other, mentions]);
  });

  async function walk(q: string, sort: string, firstCursor: RegExp) {
    const walked: string[] = [];
    let page = await search(q, `&limit=1${sort}`);
    expect(page.next).toMatch(firstCursor);
    for (;;) {
      walked.push(...page.body.map((p) => p._id));
      if (!page.next) break;
      page = await search(q, `&limit=1${sort}&after=${encodeURIComponent(page.next)}`);
    }
    return walked;
  }

  it("gives a product added without a SKU the shop's next XP number, each its own", async () => {
    const ids = await insertProducts(t.db, [
      aProduct("Part test: no sku 1"),
      aProduct("Part test: no sku 2"),
    ]);
    const skus = await Promise.all(
      ids.map(async (id) => ((await t.app.inject(`/api/products/${id}`)).json() as Product).sku),
    );
    expect(skus[0]).toMatch(/^XP-N\d{5,}$/);
    expect(skus[1]).toMatch(/^XP-N\d{5,}$/);
    expect(skus[0]).not.toBe(skus[1]);
  });

  it("refuses a cursor that names its group twice, a plain one with a search and a search's without, with a 400", async () => {
    const plain = (await t.app.inject("/api/products?limit=1")).headers["x-next-cursor"] as string;
    const searched = (await search("KT-77", "&limit=1")).next!;
    for (const query of [
      `q=kt77&after=hit.hit.1`,
      `q=kt77&after=miss.`,
      `q=kt77&after=hit`,
      `q=kt77&after=${plain}`,
      `after=${encodeURIComponent(searched)}`,
    ]) {
      const res = await t.app.inject(`/api/products?${query}&limit=${LIMITS.productsMaxLimit}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("numbers the shop's own SKUs past five digits without cutting them (XP-N100000 after XP-N99999)", async () => {
    await t.db.execute(sql`select setval('product_sku_seq', 99998)`);
    const ids = await insertProducts(t.db, [aProduct("Part test: 99999"), aProduct("Part test: 100000")]);
    const skus = await Promise.all(
      ids.map(async (id) => ((await t.app.inject(`/api/products/${id}`)).json() as Product).sku),
    );
    expect(skus).toEqual(["XP-N99999", "XP-N100000"]);
  });

  it("part_key: case and separators never matter, anything else does (property)", async () => {
    const separators = fc.constantFrom(" ", "-", ".", "/", "  ", " - ");
    const number = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
    await fc.assert(
      fc.asyncProperty(
        number,
        fc.array(fc.tuple(fc.nat(12), separators), { maxLength: 4 }),
        async (n, cuts) => {
          let spelled = n;
          for (const [at, sep] of cuts) spelled = spelled.slice(0, at) + sep + spelled.slice(at);
          const flipped = [...spelled].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join("");
          const answer = (await t.db.execute(
            sql`select part_key(${n}) as a, part_key(${flipped}) as b`,
          )) as unknown as {
            rows: { a: string; b: string }[];
          };
          const [row] = answer.rows;
          expect(row!.b).toBe(row!.a);
          expect(row!.a).toBe(n.toLowerCase());
        },
      ),
      { numRuns: 60 },
    );
  });
});
