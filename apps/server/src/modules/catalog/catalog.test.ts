import { LIMITS, productSchema, TOTAL_COUNT_CAPPED_HEADER, type Product } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../../test/test-app.js";
import { demoProducts } from "../../seed/demo-products.js";

import { insertProducts } from "./bulk-inserts.js";
import { TOTAL_COUNT_CAP } from "./catalog-listing.service.js";
import { products } from "./catalog.tables.js";

const SEEDED = demoProducts.length;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/products${query}` });
  return { res, body: res.json() as Product[], total: Number(res.headers["x-total-count"]) };
}

/** Every match, the most a page holds at a time, with the total the last page reports exactly. */
async function listAll(query = "") {
  const body: Product[] = [];
  for (let offset = 0; ; offset += LIMITS.productsMaxLimit) {
    const page = await list(`?${query}&limit=${LIMITS.productsMaxLimit}&offset=${offset}`);
    expect(page.res.statusCode).toBe(200);
    body.push(...page.body);
    if (page.body.length < LIMITS.productsMaxLimit) return { body, total: page.total };
  }
}

describe("GET /api/products", () => {
  it("lists the seeded products in catalogue order with the spec's fields (SHOP-02, §3 Product)", async () => {
    const { body, total } = await listAll();
    expect(total).toBe(SEEDED);
    expect(body).toHaveLength(SEEDED);
    for (const p of body) {
      expect(Object.keys(p).sort()).toEqual(
        [
          ...["_id", "availableQty", "category", "description", "img", "minOrder", "name", "price"],
          ...["sku", "brand", "mpn", "crossReferences", "specs", "universal"],
          ...["orderStep", "priceBreaks"],
        ].sort(),
      );
      expect(productSchema.parse(p)).toEqual(p);
      expect(p.img).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
    }
    expect(body.map((p) => p.name)).toEqual(demoProducts.map((p) => p.name));
    expect(body.map((p) => [p.price, p.minOrder, p.availableQty])).toEqual(
      demoProducts.map((p) => [p.priceCents / 100, p.minOrder, p.availableQty]),
    );
    // Issue 26: the seed's packs and volume prices, in dollars.
    expect(body.map((p) => [p.orderStep, p.priceBreaks])).toEqual(
      demoProducts.map((p) => [
        p.orderStep ?? 1,
        (p.priceBreaks ?? []).map((b) => ({ minQuantity: b.minQuantity, price: b.priceCents / 100 })),
      ]),
    );
    // Issue 25: real-world prices, not the original shop's $420 for everything.
    expect(new Set(body.map((p) => p.price)).size).toBeGreaterThan(SEEDED / 2);
  });

  it(`answers ${LIMITS.productsDefaultLimit} products when no limit is given`, async () => {
    const { res, body, total } = await list();
    expect(body).toHaveLength(Math.min(LIMITS.productsDefaultLimit, SEEDED));
    // The demo catalogue is larger than the count's cap (decision 0020): the total says "at least".
    expect(total).toBe(Math.min(SEEDED, TOTAL_COUNT_CAP));
    expect(res.headers[TOTAL_COUNT_CAPPED_HEADER.toLowerCase()]).toBe(
      SEEDED > TOTAL_COUNT_CAP ? "true" : undefined,
    );
  });

  it("limit=4 gives the same first four as the full list (HOME-15)", async () => {
    const all = await list();
    const four = await list("?limit=4");
    expect(four.body.map((p) => p._id)).toEqual(all.body.slice(0, 4).map((p) => p._id));
    expect(four.total).toBe(Math.min(SEEDED, TOTAL_COUNT_CAP));
  });

  it("pages with limit and offset and reports the total (SHOP-02)", async () => {
    const all = await listAll();
    const pages = [];
    for (let offset = 0; offset < SEEDED; offset += 12) pages.push(await list(`?limit=12&offset=${offset}`));
    expect(pages.map((page) => page.body.length)).toEqual(pages.map((_, i) => Math.min(12, SEEDED - i * 12)));
    expect(pages.flatMap((page) => page.body.map((p) => p._id))).toEqual(all.body.map((p) => p._id));
    const past = await list(`?offset=${SEEDED + 500}`);
    expect(past.body).toEqual([]);
    expect(past.total).toBe(SEEDED);
  });

  it("filters by category, case-insensitively and exactly", async () => {
    const { body, total } = await listAll("category=any%20hardware");
    expect(total).toBe(body.length);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p) => p.category === "Any Hardware")).toBe(true);
    // 'Welding Machine' is not 'Welding Machine Arc': the match is on the whole name.
    const welding = await list("?category=WELDING%20MACHINE");
    expect(welding.total).toBeGreaterThan(0);
    expect(welding.body.every((p) => p.category === "Welding Machine")).toBe(true);
    const none = await list("?category=Hardware%20Tools");
    expect(none.body).toEqual([]);
    expect(none.total).toBe(0);
  });

  it("searches name and description, treating % and _ as plain characters", async () => {
    const { body } = await list("?q=WRENCH");
    expect(body.length).toBeGreaterThanOrEqual(2);
    expect(body.every((p) => `${p.name} ${p.description}`.toLowerCase().includes("wrench"))).toBe(true);
    expect((await list("?q=%25")).total).toBe(0);
    expect((await list("?q=_")).total).toBe(0);
  });

  it("sorts by price, name and newest", async () => {
    const all = (await listAll()).body;
    const prices = all.map((p) => p.price);
    const asc = (await listAll("sort=price-asc")).body.map((p) => p.price);
    expect(asc).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await listAll("sort=price-desc")).body.map((p) => p.price);
    expect(desc).toEqual([...prices].sort((a, b) => b - a));
    const byName = (await listAll("sort=name")).body.map((p) => p.name.toLowerCase());
    expect(byName).toHaveLength(SEEDED);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = (await listAll("sort=newest")).body.map((p) => p._id);
    expect(newest).toEqual(all.map((p) => p._id).reverse());
  });

  it("inStock=true keeps only products that can be ordered now: stock at least the minimum order", async () => {
    const before = await listAll("inStock=true");
    const [short, empty, exact] = await insertProducts(
      t.db,
      [
        ["In-stock test: short", 49],
        ["In-stock test: empty", 0],
        ["In-stock test: exact", 50],
      ].map(([name, availableQty]) => ({
        name: name as string,
        category: "Any Hardware",
        description: "A product of the in-stock filter test.",
        img: "/api/images/none",
        availableQty: availableQty as number,
        minOrder: 50,
        priceCents: 1000,
      })),
    );
    const inStock = await list(`?inStock=true&q=in-stock%20test&limit=${LIMITS.productsMaxLimit}`);
    expect(inStock.body.map((p) => p._id)).toEqual([exact]);
    expect(inStock.total).toBe(1);
    const every = await list("?inStock=false&q=in-stock%20test");
    expect(every.body.map((p) => p._id).sort()).toEqual([short, empty, exact].sort());
    const all = await listAll("inStock=true");
    expect(all.total).toBe(before.total + 1);
    expect(all.body.every((p) => p.availableQty >= p.minOrder)).toBe(true);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=abc", "limit"],
    ["limit=-1", "limit"],
    ["limit=1e3", "limit"],
    ["limit=2.5", "limit"],
    ["offset=-1", "offset"],
    ["sort=cheapest", "sort"],
    ["inStock=1", "inStock"],
    ["inStock=yes", "inStock"],
    ["limit=1&limit=2", "limit"],
    ["category=", "category"],
    [`q=${"x".repeat(101)}`, "q"],
    ["foo=1", "foo"],
  ])("rejects ?%s with a 400 naming %s", async (query, field) => {
    const res = await t.app.inject({ method: "GET", url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: "Bad Request", requestId: expect.any(String) });
    expect(Object.keys(body.fields)).toContain(field);
    expect(JSON.stringify(body)).not.toMatch(/stack|select |node_modules/i);
  });

  it("answers 304 to a matching If-None-Match, and a new ETag once the catalogue changes", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/products?limit=5" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await t.app.inject({
      method: "GET",
      url: "/api/products?limit=5",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const other = await t.app.inject({ method: "GET", url: "/api/products?limit=6" });
    expect(other.headers.etag).not.toBe(etag);

    const newest = await t.app.inject({ method: "GET", url: "/api/products?sort=newest&limit=5" });
    await insertProducts(t.db, [
      {
        name: "Test Socket Set",
        category: "Any Hardware",
        description: "A socket set used by the ETag test.",
        img: "/api/images/none",
        availableQty: 70,
        priceCents: 1999,
      },
    ]);
    const changed = await t.app.inject({
      method: "GET",
      url: "/api/products?sort=newest&limit=5",
      headers: { "if-none-match": newest.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[0]).toMatchObject({ name: "Test Socket Set", price: 19.99, minOrder: 50 });
  });
});

describe("GET /api/products/:id", () => {
  it("answers one product with the same fields as the list", async () => {
    const [first] = (await list("?limit=1")).body;
    const res = await t.app.inject({ method: "GET", url: `/api/products/${first!._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
    expect(res.headers.etag).toBeTruthy();
  });

  it.each(["does-not-exist", "00000000-0000-4000-8000-000000000000", "1' or '1'='1", "%00", "x".repeat(150)])(
    "answers a JSON 404 for the unknown or malformed id %s",
    async (id) => {
      const res = await t.app.inject({ method: "GET", url: `/api/products/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ error: "Not Found", requestId: expect.any(String) });
    },
  );
});

describe("GET /api/categories", () => {
  it("lists each category once with its product count", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/categories" });
    expect(res.statusCode).toBe(200);
    const categories = res.json() as { name: string; count: number }[];
    const all = (await listAll()).body;
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(all.length);
    expect(new Set(categories.map((c) => c.name)).size).toBe(categories.length);
  });
});

describe("the catalogue cache", () => {
  it("reuses an answer within CATALOG_CACHE_MS and still answers conditional requests with 304", async () => {
    const cached = await createTestApp({ catalogCacheMs: 60_000 });
    try {
      const first = await cached.app.inject({ method: "GET", url: "/api/products?sort=newest&limit=1" });
      // Written past the catalogue module, as another app server would: this server's cache cannot know.
      await cached.db.insert(products).values([
        {
          name: "Later Product",
          category: "Hardware",
          description: "Added after the first read.",
          img: "/x",
          availableQty: 1,
          priceCents: 100,
        },
      ]);
      const second = await cached.app.inject({ method: "GET", url: "/api/products?sort=newest&limit=1" });
      expect(second.body).toBe(first.body);
      expect(second.headers["x-total-count"]).toBe(first.headers["x-total-count"]);
      const conditional = await cached.app.inject({
        method: "GET",
        url: "/api/products?sort=newest&limit=1",
        headers: { "if-none-match": first.headers.etag as string },
      });
      expect(conditional.statusCode).toBe(304);
      const unknown = await cached.app.inject({ method: "GET", url: "/api/products/does-not-exist" });
      const unknownAgain = await cached.app.inject({ method: "GET", url: "/api/products/does-not-exist" });
      expect([unknown.statusCode, unknownAgain.statusCode]).toEqual([404, 404]);
    } finally {
      await cached.close();
    }
  });
});
