// Issue 13: search that forgives typos, a total count with a bounded cost, keyset paging and compressed
// answers. Timing is measured by `npm run bench`, never asserted here.
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import {
  LIMITS,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type Product,
} from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LONG } from "../../../test/catalog-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";

import { countProducts, insertProducts } from "./bulk-inserts.js";
import { TOTAL_COUNT_CAP } from "./catalog-listing.service.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
const MANY = TOTAL_COUNT_CAP + 50;
let seeded: number;

beforeAll(async () => {
  t = await createTestApp();
  // The demo catalogue outgrew the cap (issue 25): count the rows, not a first page's capped total.
  seeded = await countProducts(t.db);
  await insertProducts(
    t.db,
    Array.from({ length: MANY }, (_, i) => ({
      ...LONG,
      name: `Bulk Fixture ${i}`,
      description: `Fixture part XP-${String(i).padStart(5, "0")}-B for the paging tests.`,
      category: "Bulk Fixtures",
    })),
  );
});
afterAll(() => t.close());

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/products?${query}`, headers });
  return {
    res,
    names:
      res.statusCode === 200 && !res.headers["content-encoding"]
        ? (res.json() as Product[]).map((p) => p.name)
        : [],
    total: res.headers[TOTAL_COUNT_HEADER],
    capped: res.headers[TOTAL_COUNT_CAPPED_HEADER],
    next: res.headers[NEXT_CURSOR_HEADER] as string | undefined,
  };
}

describe("search (pg_trgm)", () => {
  it("a typo in a word of the name still finds the product", async () => {
    const { names } = await list("q=wrnch");
    expect(names).toContain("XparT Pipe Wrench");
    expect((await list("q=sparkplug")).names.some((n) => /spark plug/i.test(n))).toBe(true);
  });

  it("a part of a part number finds it, and unrelated text finds nothing", async () => {
    expect((await list("q=xp-00042")).names).toEqual(["Bulk Fixture 42"]);
    expect((await list("q=qqqzzzvvv")).names).toEqual([]);
  });
});

describe("X-Total-Count with a cap", () => {
  it("is exact up to the cap past the offset, then says so with X-Total-Count-Capped", async () => {
    const small = await list("category=Bulk%20Fixtures&q=xp-0001&limit=5");
    expect(small.total).toBe("10");
    expect(small.capped).toBeUndefined();
    const all = await list("category=Bulk%20Fixtures");
    expect(all.total).toBe(String(TOTAL_COUNT_CAP));
    expect(all.capped).toBe("true");
    // Past the offset the cap moves along, so a client paging by the total never stops early.
    const deep = await list(`category=Bulk%20Fixtures&offset=${TOTAL_COUNT_CAP}`);
    expect(deep.total).toBe(String(MANY));
    expect(deep.capped).toBeUndefined();
  });

  it("a last page that is not full reports the exact total", async () => {
    const last = await list(`offset=${seeded + MANY - 3}`);
    expect(last.names).toHaveLength(3);
    expect(last.total).toBe(String(seeded + MANY));
  });
});

describe("keyset paging (after)", () => {
  async function walk(sort: string) {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(`limit=${LIMITS.productsMaxLimit}${sort}${cursor ? `&after=${cursor}` : ""}`);
      expect(page.res.statusCode).toBe(200);
      if (cursor) expect(page.total).toBeUndefined();
      seen.push(...page.names);
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 50);
    return seen;
  }

  it("SHOP-02: walks the whole catalogue, in both orders, exactly as offset paging does", async () => {
    const byOffset: string[] = [];
    for (let offset = 0; offset < seeded + MANY; offset += LIMITS.productsMaxLimit) {
      byOffset.push(...(await list(`limit=${LIMITS.productsMaxLimit}&offset=${offset}`)).names);
    }
    expect(byOffset).toHaveLength(seeded + MANY);
    expect(await walk("")).toEqual(byOffset);
    expect(await walk("&sort=newest")).toEqual([...byOffset].reverse());
  });

  it("keeps filters and gives no cursor after a page that is not full", async () => {
    const first = await list("category=Bulk%20Fixtures&limit=5&sort=newest");
    const second = await list(`category=Bulk%20Fixtures&limit=5&sort=newest&after=${first.next}`);
    expect(second.names).toEqual([6, 7, 8, 9, 10].map((k) => `Bulk Fixture ${MANY - k}`));
    // A sorted search's cursor names its group (issue 25): "miss." for products whose part number it is not.
    const tail = await list(
      `category=Bulk%20Fixtures&q=xp-0000&limit=20&sort=newest&after=miss.newest.999999`,
    );
    expect(tail.names).toHaveLength(10);
    expect(tail.next).toBeUndefined();
    // Issue 42: in relevance order (no sort) the cursor counts rows; the pages join up to the same ten.
    const head = await list(`category=Bulk%20Fixtures&q=xp-0000&limit=6`);
    expect(head.next).toBe("relevance.6");
    const rest = await list(`category=Bulk%20Fixtures&q=xp-0000&limit=6&after=${head.next}`);
    expect(rest.next).toBeUndefined();
    expect(new Set([...head.names, ...rest.names])).toEqual(new Set(tail.names));
  });

  it.each([
    ["sort=price-asc&after=5", "after"],
    ["after=5&offset=10", "after"],
    ["after=-1", "after"],
    ["after=abc", "after"],
  ])("rejects ?%s with a 400 naming %s", async (query, field) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields as object)).toContain(field);
  });
});

describe("compressed answers", () => {
  const query = `limit=${LIMITS.productsMaxLimit}`;

  it("sends brotli or gzip as the client asks, the same JSON either way, and plain JSON otherwise", async () => {
    const plain = await list(query);
    expect(plain.res.headers["content-encoding"]).toBeUndefined();
    expect(plain.res.headers.vary).toMatch(/accept-encoding/i);
    const br = await list(query, { "accept-encoding": "gzip, deflate, br" });
    expect(br.res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.res.rawPayload).toString()).toBe(plain.res.body);
    const gz = await list(query, { "accept-encoding": "gzip, br;q=0" });
    expect(gz.res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.res.rawPayload).toString()).toBe(plain.res.body);
    expect(gz.res.headers.etag).toBe(plain.res.headers.etag);
    const refused = await list(query, { "accept-encoding": "identity" });
    expect(refused.res.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves small answers uncompressed", async () => {
    const one = await list("limit=1", { "accept-encoding": "br" });
    expect(one.res.headers["content-encoding"]).toBeUndefined();
  });
});

// Last in the file: its products would change the totals the tests above expect.
describe("keyset paging in every order (after carries the sort key)", () => {
  const NAMES = ["Ärger Clamp", "ärger clamp", "Zebra Vise", "apple Drill", "Ключ 🔧", "Zebra Vise"];
  beforeAll(async () => {
    // Few prices and repeated names: equal sort keys straddle page ends, where the position must decide.
    await insertProducts(
      t.db,
      Array.from({ length: 45 }, (_, i) => ({
        ...LONG,
        name: NAMES[i % NAMES.length]!,
        category: "Keyset Orders",
        priceCents: 100 + (i % 4) * 250,
      })),
    );
  });

  const idsOf = (res: { statusCode: number; json: () => unknown }) =>
    res.statusCode === 200 ? (res.json() as Product[]).map((p) => p._id) : [];

  async function walkBy(query: string, limit: number, step: "after" | "offset") {
    const seen: string[] = [];
    let next: string | undefined;
    for (let page = 0; page < 100; page += 1) {
      const at = step === "after" ? (next ? `&after=${next}` : "") : `&offset=${page * limit}`;
      const { res, next: given } = await list(`${query}&limit=${limit}${at}`);
      expect(res.statusCode).toBe(200);
      const ids = idsOf(res);
      // Every full page says where the next one starts, in every order; a short one ends the list.
      expect(given === undefined, `page ${page} of ${query}`).toBe(ids.length < limit);
      seen.push(...ids);
      next = given;
      if (ids.length < limit) break;
    }
    return seen;
  }

  it.each(["sort=price-asc", "sort=price-desc", "sort=name", "sort=newest", "inStock=true"])(
    "SHOP-02: ?%s walks the catalogue by after exactly as by offset, whole and filtered",
    async (query) => {
      const whole = await walkBy(query, LIMITS.productsMaxLimit, "offset");
      expect(whole.length).toBeGreaterThan(seeded + MANY);
      expect(await walkBy(query, LIMITS.productsMaxLimit, "after")).toEqual(whole);
      const filtered = `${query}&category=keyset%20orders&q=e`;
      const small = await walkBy(filtered, 4, "offset");
      expect(small.length).toBeGreaterThan(20);
      expect(await walkBy(filtered, 4, "after")).toEqual(small);
    },
  );

  it("rejects a cursor given for another order with a 400, never a 500", async () => {
    const cursors = Object.fromEntries(
      await Promise.all(
        ["", "sort=newest", "sort=price-asc", "sort=price-desc", "sort=name"].map(
          async (sort) => [sort, (await list(`${sort}&limit=2`)).next!] as const,
        ),
      ),
    );
    for (const [made, cursor] of Object.entries(cursors)) {
      expect(cursor, made).toBeTruthy();
      for (const used of Object.keys(cursors)) {
        const { res } = await list(`${used}&limit=2&after=${encodeURIComponent(cursor)}`);
        expect(res.statusCode, `${made} cursor with ?${used}`).toBe(used === made ? 200 : 400);
        if (used !== made) expect(Object.keys(res.json().fields as object)).toEqual(["after"]);
      }
    }
  });

  it.each([
    ["", "an empty cursor"],
    ["price-asc.abc.1", "a price that is not a number"],
    ["price-asc.1", "a price cursor without its position"],
    ["price-desc.1.2.3", "one field too many"],
    ["newest.1.2", "a newest cursor with a key"],
    ["bogus.1.2", "an unknown order"],
    ["name.!!.3", "a name that is not base64url"],
    ["name.AA.3", "a name holding NUL"],
    ["name._w.3", "a name that is not UTF-8"],
    ["name.QR.3", "a name with stray bits"],
    [`name.${"QUJD".repeat(200)}.3`, "an over-long cursor"],
  ])("rejects the altered cursor %j (%s) with a 400", async (cursor) => {
    const sort = cursor.split(".")[0]!;
    const query = ["price-asc", "price-desc", "name", "newest"].includes(sort) ? `sort=${sort}&` : "";
    const { res } = await list(`${query}after=${encodeURIComponent(cursor)}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields as object)).toEqual(["after"]);
  });
});
