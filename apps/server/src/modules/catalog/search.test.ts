import {
  DID_YOU_MEAN_HEADER,
  parseDidYouMean,
  parseSearchTerms,
  SEARCH_LIMITS,
  SEARCH_TERMS_HEADER,
  searchSuggestionsSchema,
  type Product,
} from "@xpart/shared";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp } from "../../../test/test-app.js";

import { insertFitments, insertProducts } from "./bulk-inserts.js";
import { SEARCH_SHARDS } from "./catalog.tables.js";
import { RANKED_CANDIDATES } from "./search-ranking.js";

/** Issue 42: word search on the document's index, its typo tolerance, "Did you mean" and the suggestions. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let ranger: number;
beforeAll(async () => {
  t = await createTestApp();
  const result = await t.db.execute<{ id: number }>(
    sql`select id from vehicles where make = 'Ford' and model = 'Ranger' order by id limit 1`,
  );
  ranger = (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
});
afterAll(() => t.close());

/** The products with the word in their name come first (issue 42's ranking); the rest have it elsewhere. */
function expectNamedFirst(names: string[], word: string) {
  const named = names.map((name) => name.toLowerCase().includes(word));
  expect(named[0], names.join(" | ")).toBe(true);
  expect(named, names.join(" | ")).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
}

async function search(query: string) {
  const res = await t.app.inject({ url: `/api/products?${query}` });
  const body = res.statusCode === 200 ? (res.json() as Product[]) : [];
  return {
    res,
    names: body.map((p) => p.name),
    skus: body.map((p) => p.sku),
    terms: parseSearchTerms(res.headers[SEARCH_TERMS_HEADER] as string | undefined),
    didYouMean: parseDidYouMean(res.headers[DID_YOU_MEAN_HEADER] as string | undefined),
  };
}
const q = (text: string, more = "") => search(`q=${encodeURIComponent(text)}${more}`);

describe("issue 42: what a parts buyer means", () => {
  it("several words narrow, in any order and across fields, and each word matches by its start", async () => {
    const a = await q("oil filter toyota");
    const b = await q("toyota FILTER oil");
    expect(a.names).toContain("X-Part XO-115 Spin-On Oil Filter (Toyota Diesel)");
    expect(b.names).toEqual(a.names);
    // Every word in the name first; then a part that fits a Toyota (its fitment rows) and says "oil" in its
    // description.
    const named = (name: string) => ["oil", "filter", "toyota"].every((w) => name.toLowerCase().includes(w));
    const firstOther = a.names.findIndex((name) => !named(name));
    expect(firstOther).toBeGreaterThan(0);
    expect(a.names.slice(firstOther).some(named)).toBe(false);
    expect(a.names).toContain("Quellon QF-0412 Diesel Fuel Filter with Water Sensor");
    expect((await q("oil filter toyota honda")).names.length).toBeLessThan(a.names.length);
    // Each word matches the known words it starts, exactly: those are the words marked.
    expect(a.terms).toEqual(expect.arrayContaining(["oil", "filter", "toyota"]));
    for (const term of a.terms) expect(term).toMatch(/^(oil|filter|toyota)/);
  });

  it("a prefix finds the product while typing ('brak')", async () => {
    const { names, terms } = await q("brak");
    expect(names.length).toBeGreaterThan(3);
    expectNamedFirst(names, "brak");
    expect(terms).toContain("brake");
    for (const term of terms) expect(term).toMatch(/^brak/);
  });

  it.each([
    ["filtr", "filter"],
    ["rangr", "ranger"],
    ["hilux filtr", "filter"],
    ["wrnch", "wrench"],
    ["sparkplug", "spark"],
    // Two letters swapped in a short word: too few of its trigrams are left for the nearest words by trigram.
    ["hron", "horn"],
    ["dsic", "disc"],
  ])(
    "a word with a letter wrong, missing or swapped, or run together, still finds it: %s",
    async (typed, meant) => {
      const { names, terms } = await q(typed);
      expect(names.length).toBeGreaterThan(0);
      expect(terms).toContain(meant);
      expectNamedFirst(names, meant);
    },
  );

  it("a number typed with its unit finds the product that writes them apart or together", async () => {
    await insertProducts(t.db, [
      { ...FIXTURE, name: "Unit test lamp 120 W", description: "A lamp." },
      { ...FIXTURE, name: "Unit test lamp 60W", description: "A lamp." },
    ]);
    expect((await q("unit test lamp 120w")).names).toEqual(["Unit test lamp 120 W"]);
    expect((await q("unit test lamp 60w")).names).toEqual(["Unit test lamp 60W"]);
    expect((await q("unit test lamp 120")).names).toEqual(["Unit test lamp 120 W"]);
  });

  it("part numbers with any separators find their part first", async () => {
    for (const typed of ["07-1102", "071102", "07 1102", "07.11/02"]) {
      expect((await q(typed)).names[0], typed).toBe("Disc Brake Pad Set");
    }
  });

  it("ranks a part-number hit first, then every word in the name, then a word only in the description", async () => {
    // The part's number written with a dot is one token to the parser: "zb 1" finds it by its number alone.
    // The description says it six times, which outweighs a single mention in a name by text rank alone.
    const [inDescription, inName, byNumber] = await insertProducts(t.db, [
      {
        ...FIXTURE,
        name: "Rank test: plain clamp",
        description: "Zb 1 hose, zb 1 clip, zb 1 ring, zb 1 zb 1 zb 1.",
      },
      { ...FIXTURE, name: "Rank test: ZB 1 clamp", description: "A clamp." },
      { ...FIXTURE, name: "Rank test: other", crossReferences: ["ZB.1"], description: "Nothing." },
    ]);
    const res = await t.app.inject({ url: "/api/products?q=zb%201" });
    expect((res.json() as Product[]).map((p) => p._id)).toEqual([byNumber, inName, inDescription]);
  });

  it("a search that finds nothing offers other searches that find something, under the same filters", async () => {
    const none = await q("hilux bosch");
    expect(none.names).toEqual([]);
    expect(none.didYouMean.length).toBeGreaterThan(0);
    expect(none.didYouMean.length).toBeLessThanOrEqual(SEARCH_LIMITS.didYouMean);
    for (const offer of none.didYouMean) expect((await q(offer)).names.length, offer).toBeGreaterThan(0);

    // The vehicle stays: each offer finds parts that fit the Ranger.
    const fitted = await q("ranger wrench", `&vehicle=${ranger}&fits=true`);
    expect(fitted.names).toEqual([]);
    for (const offer of fitted.didYouMean) {
      expect((await q(offer, `&vehicle=${ranger}&fits=true`)).names.length, offer).toBeGreaterThan(0);
    }
    // Nothing close at all: no offer, no header.
    const nothing = await q("qqqzzzvvv");
    expect(nothing.didYouMean).toEqual([]);
    expect(nothing.res.headers[DID_YOU_MEAN_HEADER]).toBeUndefined();
  });

  it("the category filter stays with the typo tolerance", async () => {
    const { names } = await q("filtr", "&category=Replacement%20Parts");
    expectNamedFirst(names, "filter");
    const all = await q("filtr");
    expect(names.length).toBeLessThan(all.names.length);
  });
});

describe("issue 42: paging a search in relevance order", () => {
  it("pages join up without repeating or skipping a row, and the best matches come first, past the ranked set's first page", async () => {
    await insertProducts(t.db, [
      // The word said 1 to 4 times: rows the index reads later outrank some it read earlier.
      ...Array.from({ length: 250 }, (_, i) => ({
        ...FIXTURE,
        name: `Paging ${i}`,
        description: `A ${"quxbaz ".repeat(1 + (i % 4))}part.`,
      })),
      ...numbered(30, "Quxbaz named", { description: "Named." }),
    ]);
    const walked: string[] = [];
    let after = "";
    for (let page = 0; page < 30; page += 1) {
      const res = await t.app.inject({ url: `/api/products?q=quxbaz&limit=20${after}` });
      expect(res.statusCode).toBe(200);
      walked.push(...(res.json() as Product[]).map((p) => p.name));
      const next = res.headers["x-next-cursor"] as string | undefined;
      if (!next) break;
      after = `&after=${next}`;
    }
    expect(new Set(walked).size).toBe(walked.length);
    // Every product named by the word is ranked, and first, whichever ones the index read first.
    expect(walked.slice(0, 30).every((name) => name.startsWith("Quxbaz named"))).toBe(true);
    const byOffset = await t.app.inject({ url: `/api/products?q=quxbaz&limit=20&offset=40` });
    expect((byOffset.json() as Product[]).map((p) => p.name)).toEqual(walked.slice(40, 60));
  });

  it("ranks only products named by the words when more than the ranked set are, and a sort lists every match", async () => {
    await insertProducts(t.db, [
      ...numbered(RANKED_CANDIDATES + 5, "Zorblat", { description: "Named." }),
      { ...FIXTURE, name: "Described only", description: "A zorblat inside." },
    ]);
    const names = async (query: string) =>
      ((await t.app.inject({ url: `/api/products?q=zorblat&${query}` })).json() as Product[]).map(
        (p) => p.name,
      );
    const lastOfSet = await names(`limit=20&offset=${RANKED_CANDIDATES - 20}`);
    expect(lastOfSet).toHaveLength(20);
    expect(lastOfSet.every((name) => name.startsWith("Zorblat"))).toBe(true);
    expect(await names(`limit=20&offset=${RANKED_CANDIDATES}`)).toEqual([]);
    expect((await names("limit=1&sort=newest"))[0]).toBe("Described only");
  });

  it("a part number's words found more often than the ranked set holds still rank a product named by them next", async () => {
    await insertProducts(t.db, [
      ...numbered(RANKED_CANDIDATES + 5, "Kit", { description: "Fits QV 73 mounts." }),
      { ...FIXTURE, name: "Bracket QV 73", description: "A bracket." },
      { ...FIXTURE, name: "Mount", crossReferences: ["QV-73"], description: "A mount." },
    ]);
    expect((await q("QV 73")).names.slice(0, 2)).toEqual(["Mount", "Bracket QV 73"]);
  });

  it("among a vehicle's parts, words find the parts that fit its year and engine, universal ones too, as a sorted search does", async () => {
    const found = await t.db.execute<{ make: string; model: string; year: number; engine: string }>(
      sql`select make, model, year, engine from vehicles where id = ${ranger}`,
    );
    const vehicle = (
      found as unknown as { rows: { make: string; model: string; year: number; engine: string }[] }
    ).rows[0]!;
    const ids = await insertProducts(
      t.db,
      numbered(80, "Glarvex", { description: "A glarvex." }).map((row, i) => ({ ...row, universal: i < 20 })),
    );
    const fitment = (productId: string, years: number, engine: string | null = null) => ({
      productId,
      make: vehicle.make,
      model: vehicle.model,
      yearFrom: vehicle.year - years,
      yearTo: vehicle.year - years + 2,
      engine,
    });
    // 20-39 fit the Ranger (20-29 up to its year, 30-39 from its year and for its engine only); 40-49 a Ranger
    // of ten years before; 50-59 another engine.
    await insertFitments(t.db, [
      ...ids.slice(20, 30).map((id) => fitment(id, 2)),
      ...ids.slice(30, 40).map((id) => fitment(id, 0, vehicle.engine)),
      ...ids.slice(40, 50).map((id) => fitment(id, 10)),
      ...ids.slice(50, 60).map((id) => fitment(id, 0, `${vehicle.engine} other`)),
    ]);
    const other = await t.db.execute<{ id: number }>(
      sql`select id from vehicles where model <> ${vehicle.model} order by id limit 1`,
    );
    const otherId = (other as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const names = async (id: number, more = "") =>
      [...(await q("glarvex", `&vehicle=${id}&fits=true&limit=100${more}`)).names].sort();
    const glarvex = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `Glarvex ${from + i}`).sort();
    expect(await names(ranger)).toEqual(glarvex(0, 40));
    expect(await names(ranger, "&sort=name")).toEqual(glarvex(0, 40));
    expect(await names(otherId)).toEqual(glarvex(0, 20));
    // The triggers keep the keys: a part whose rows go, or move to other years, no longer fits.
    await t.db.execute(sql`delete from fitments where product_id = ${ids[20]!}`);
    await t.db.execute(sql`update fitments set year_from = year_from - 20, year_to = year_to - 20
      where product_id = ${ids[30]!}`);
    expect(await names(ranger)).toEqual(glarvex(0, 40).filter((name) => !/ [23]0$/.test(name)));
  });

  it("a vehicle's make and model typed as words find the parts whose fitment rows name it, kept as the rows change", async () => {
    const ids = await insertProducts(t.db, numbered(6, "Brelkon", { description: "A brelkon." }));
    const fitment = (productId: string, make: string, model: string) => ({
      productId,
      make,
      model,
      yearFrom: 2015,
      yearTo: 2018,
    });
    await insertFitments(t.db, [
      fitment(ids[0]!, "Toyota", "Hilux"),
      fitment(ids[1]!, "Toyota", "Hilux"),
      fitment(ids[1]!, "Ford", "Ranger"),
      fitment(ids[2]!, "Ford", "Ranger"),
    ]);
    const names = async (text: string) => [...(await q(text)).names].sort();
    expect(await names("brelkon hilux")).toEqual(["Brelkon 0", "Brelkon 1"]);
    expect(await names("toyota brelkon")).toEqual(["Brelkon 0", "Brelkon 1"]);
    expect(await names("brelkon ford ranger")).toEqual(["Brelkon 1", "Brelkon 2"]);
    // A row for a vehicle it already fits (another position) leaves the product row as it was (orders lock it).
    const version = async (id: string) =>
      (
        (await t.db.execute(sql`select xmin::text as v from products where id = ${id}`)) as unknown as {
          rows: { v: string }[];
        }
      ).rows[0]!.v;
    const before = await version(ids[1]!);
    await insertFitments(t.db, [{ ...fitment(ids[1]!, "Toyota", "Hilux"), position: "Rear" }]);
    expect(await version(ids[1]!)).toBe(before);
    // The triggers follow each insert, update and delete of the rows.
    await insertFitments(t.db, [fitment(ids[3]!, "Toyota", "Hilux")]);
    await t.db.execute(sql`update fitments set model = 'Fortuner' where product_id = ${ids[0]!}`);
    await t.db.execute(sql`delete from fitments where product_id = ${ids[1]!} and model = 'Ranger'`);
    expect(await names("brelkon hilux")).toEqual(["Brelkon 1", "Brelkon 3"]);
    expect(await names("brelkon fortuner")).toEqual(["Brelkon 0"]);
    expect(await names("brelkon ranger")).toEqual(["Brelkon 2"]);
    // A part named for the vehicle ranks before one that only fits it.
    await insertProducts(t.db, [{ ...FIXTURE, name: "Brelkon for Hilux", description: "A brelkon." }]);
    expect((await q("brelkon hilux")).names[0]).toBe("Brelkon for Hilux");
    // A typo of a make or model is corrected: the vocabulary has their words, counted as a recount has them.
    expect(await names("brelkon fortunr")).toEqual(["Brelkon 0"]);
    const differing = await t.db.execute<{ n: number }>(sql`
      with recount as (
        select t.kind, t.term, count(*)::int as products from products p, search_terms_of(p.search_doc, p.brand) t
        where p.archived_at is null group by t.kind, t.term)
      select count(*)::int as n from recount r
      full join (select * from search_terms where products > 0) s on s.kind = r.kind and s.term = r.term
      where r.products is distinct from s.products`);
    expect((differing as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("the document's index has a shard for each remainder of the position, as the search reads them", async () => {
    const result = await t.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'products' and indexname like 'products_search_doc_s%'
          order by indexname`,
    );
    const defs = (result as unknown as { rows: { indexdef: string }[] }).rows.map((row) => row.indexdef);
    expect(defs).toHaveLength(SEARCH_SHARDS);
    defs.forEach((def, k) => expect(def).toMatch(new RegExp(`% ${SEARCH_SHARDS}\\) = ${k}\\)$`)));
  });

  it("a search of several words reads the shards in turn: every named match first when they are fewer than the set, and the set bounded when more", async () => {
    // Matches anywhere come first in the table, so a second pass over it alone would not reach every named one.
    await insertProducts(t.db, [
      ...numbered(100, "Described", { description: "A velbor quintex." }),
      ...numbered(160, "Velbor quintex", { description: "Named." }),
    ]);
    const page = (offset: number) => q("velbor quintex", `&limit=100&offset=${offset}`);
    const listed = [...(await page(0)).names, ...(await page(100)).names];
    expect(listed.slice(0, 160).every((name) => name.startsWith("Velbor quintex"))).toBe(true);
    await insertProducts(t.db, numbered(200, "Velbor quintex more", { description: "Named." }));
    const past = await t.app.inject({ url: `/api/products?q=velbor%20quintex&limit=20&offset=1000` });
    expect(past.headers["x-total-count"]).toBe(String(RANKED_CANDIDATES));
  });

  it("past the end of a search in relevance order, the count is every product it lists, named or not", async () => {
    // Fewer named matches than a pass reads: the pass for matches anywhere adds described ones, and the set is
    // larger than one pass.
    await insertProducts(t.db, [
      ...numbered(150, "Described", { description: "A wuxnel." }),
      ...numbered(150, "Wuxnel named", { description: "Named." }),
    ]);
    const page = (offset: number) =>
      t.app.inject({ url: `/api/products?q=wuxnel&limit=100&offset=${offset}` });
    const listed: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const items = (await page(offset)).json<{ sku: string }[]>();
      if (!items.length) break;
      listed.push(...items.map((item) => item.sku));
    }
    expect(listed.length).toBeGreaterThan(RANKED_CANDIDATES);
    expect(new Set(listed).size).toBe(listed.length);
    for (const offset of [listed.length, listed.length + 100])
      expect((await page(offset)).headers["x-total-count"]).toBe(String(listed.length));
  });

  it("a word that starts a code no dictionary word has is matched by its start, not corrected into another word", async () => {
    await insertProducts(t.db, [
      { ...FIXTURE, name: "Lamp holder BAYX9", description: "Holder." },
      { ...FIXTURE, name: "Wrench WRENCHPRO3000", description: "Wrench." },
    ]);
    expect((await q("bayx")).names).toEqual(["Lamp holder BAYX9"]);
    expect((await q("wrenchpro")).names).toEqual(["Wrench WRENCHPRO3000"]);
  });
});

describe("issue 42: bad input never fails a search", () => {
  const text = fc.oneof(
    fc.string({ maxLength: 100, unit: "binary" }),
    fc.stringMatching(/^[&|!:*'"\\()<>\-~%_ @.a-z0-9]{0,100}$/),
    fc.constantFrom(
      "'",
      "\\",
      "!!!",
      ":*",
      "a & b | !c",
      "🔧🔩",
      "מסנן שמן",
      "فلتر زيت",
      "'':*",
      "\\'",
      "-./ ",
    ),
  );

  it("property: any text up to 100 characters gives a 200 with results or none, in the list and the suggestions", async () => {
    await fc.assert(
      fc.asyncProperty(text, async (typed) => {
        // Text the contract refuses (control characters) is a 400, never a 5xx.
        const list = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(typed)}&limit=5` });
        expect([200, 400]).toContain(list.statusCode);
        const suggest = await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(typed)}` });
        expect([200, 400]).toContain(suggest.statusCode);
        if (/^[\p{L}\p{N}\p{P}\p{S} ]*$/u.test(typed)) {
          expect(list.statusCode).toBe(200);
          expect(suggest.statusCode).toBe(200);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("issue 42: GET /api/search/suggest", () => {
  const suggest = async (text: string) => {
    const res = await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(text)}` });
    expect(res.statusCode).toBe(200);
    return { res, body: searchSuggestionsSchema.parse(res.json()) };
  };

  it("suggests products while typing 'brak', each opening its page, public and cacheable", async () => {
    const { res, body } = await suggest("brak");
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const products = body.suggestions.filter((s) => s.kind === "product");
    expect(products.length).toBeGreaterThan(0);
    for (const s of products) {
      expect(s.label).toMatch(/brak/i);
      const page = await t.app.inject({ url: `/api/products/${s.href.split("/").at(-1)}` });
      expect(page.statusCode).toBe(200);
    }
    expect(body.suggestions.length).toBeLessThanOrEqual(SEARCH_LIMITS.suggestions);
  });

  it("suggests the part for its number first, once, and brands and categories by their start", async () => {
    const byNumber = (await suggest("071102")).body.suggestions;
    expect(byNumber[0]).toMatchObject({ kind: "part", label: "07-1102", detail: "Disc Brake Pad Set" });
    expect(new Set(byNumber.map((s) => s.href)).size).toBe(byNumber.length);
    const brand = (await suggest("quell")).body.suggestions.find((s) => s.kind === "brand");
    expect(brand).toMatchObject({ label: "Quellon", href: "/shop?q=Quellon" });
    const category = (await suggest("replacem")).body.suggestions.find((s) => s.kind === "category");
    expect(category).toMatchObject({ label: "Replacement Parts", href: "/shop?category=Replacement+Parts" });
  });

  it("suggests nothing for one character, and refuses an unknown parameter with a 400", async () => {
    expect((await suggest("b")).body.suggestions).toEqual([]);
    const res = await t.app.inject({ url: "/api/search/suggest?q=brak&x=1" });
    expect(res.statusCode).toBe(400);
  });
});

const FIXTURE = {
  category: "Tools",
  img: "https://example.com/x.png",
  minOrder: 1,
  availableQty: 10,
  priceCents: 1000,
};

/** `count` products named `name 0`, `name 1`, …, each with `more`. */
const numbered = (count: number, name: string, more: { description: string }) =>
  Array.from({ length: count }, (_, i) => ({ ...FIXTURE, name: `${name} ${i}`, ...more }));
