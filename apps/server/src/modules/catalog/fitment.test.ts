import { FITMENT_LIMITS, type Facet, type Product, type ProductFitment, type Vehicle } from "@xpart/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { onPostgres } from "../../../test/postgres.js";
import { createTestApp } from "../../../test/test-app.js";

import { insertFitments, insertVehicles } from "./bulk-inserts.js";
import { products } from "./catalog.tables.js";
import { vehicles } from "./fitment.tables.js";

/**
 * Issue 25's fitment, over HTTP against a real database: the vehicle chooser, the shop's fitment states and
 * filter, a product's applications, and 'My vehicles'. The test's own makes keep the demo catalogue out of it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

const MAKE = "Fitmake";
const CATEGORY = "Fitment Test";
let hilux15: Vehicle;
let hilux15Petrol: Vehicle;
let hilux20: Vehicle;
const ids = { pads: "", petrolOnly: "", wrench: "", other: "" };

async function vehicleId(year: number, model: string, engine: string): Promise<Vehicle> {
  const [row] = await t.db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.year, year),
        eq(vehicles.make, MAKE),
        eq(vehicles.model, model),
        eq(vehicles.engine, engine),
      ),
    );
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertVehicles(t.db, [
    { year: 2015, make: MAKE, model: "Hauler", engine: "2.8 D" },
    { year: 2015, make: MAKE, model: "Hauler", engine: "2.7 i" },
    { year: 2020, make: MAKE, model: "Hauler", engine: "2.8 D" },
    { year: 2015, make: MAKE, model: "Compact", engine: "1.5 i" },
  ]);
  hilux15 = await vehicleId(2015, "Hauler", "2.8 D");
  hilux15Petrol = await vehicleId(2015, "Hauler", "2.7 i");
  hilux20 = await vehicleId(2020, "Hauler", "2.8 D");
  ids.pads = await addProduct(t.db, { name: "Fit test pads", category: CATEGORY, sku: "FT-PADS" });
  ids.petrolOnly = await addProduct(t.db, {
    name: "Fit test petrol coil",
    category: CATEGORY,
    sku: "FT-COIL",
  });
  ids.wrench = await addProduct(t.db, {
    name: "Fit test wrench",
    category: CATEGORY,
    sku: "FT-WRENCH",
    universal: true,
  });
  ids.other = await addProduct(t.db, {
    name: "Fit test compact filter",
    category: CATEGORY,
    sku: "FT-FILTER",
  });
  await insertFitments(t.db, [
    {
      productId: ids.pads,
      make: MAKE,
      model: "Hauler",
      yearFrom: 2012,
      yearTo: 2018,
      position: "Front",
      quantity: 1,
    },
    {
      productId: ids.pads,
      make: MAKE,
      model: "Compact",
      yearFrom: 2014,
      yearTo: 2016,
      note: "Not for sport trim",
    },
    {
      productId: ids.petrolOnly,
      make: MAKE,
      model: "Hauler",
      yearFrom: 2015,
      yearTo: 2015,
      engine: "2.7 i",
      quantity: 4,
    },
    { productId: ids.other, make: MAKE, model: "Compact", yearFrom: 2010, yearTo: 2020 },
  ]);
});
afterAll(() => t.close());

const inCategory = async (query: string) => {
  const res = await get(`/api/products?category=${encodeURIComponent(CATEGORY)}&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Product[];
};
const stateOf = (list: Product[]) => Object.fromEntries(list.map((p) => [p.sku, p.fitment]));

describe("the vehicle chooser (issue 25)", () => {
  it("steps from year to make to model to engines, each a vehicle with its id", async () => {
    expect((await get("/api/vehicles/years")).json()).toEqual(expect.arrayContaining([2020, 2015]));
    expect((await get("/api/vehicles/makes?year=2015")).json()).toContain(MAKE);
    expect((await get(`/api/vehicles/models?year=2015&make=${MAKE}`)).json()).toEqual(["Compact", "Hauler"]);
    const engines = (await get(`/api/vehicles?year=2015&make=${MAKE}&model=Hauler`)).json() as Vehicle[];
    expect(engines.map((v) => v.engine)).toEqual(["2.7 i", "2.8 D"]);
    expect((await get(`/api/vehicles/${hilux15.id}`)).json()).toEqual(hilux15);
  });

  it.each([
    "/api/vehicles/makes",
    "/api/vehicles/makes?year=15",
    "/api/vehicles/makes?year=1800",
    "/api/vehicles/makes?year=2015&extra=1",
    `/api/vehicles/models?year=2015`,
    `/api/vehicles?year=2015&make=${MAKE}&model=`,
    "/api/vehicles/0",
    "/api/vehicles/abc",
  ])("refuses %s with a 400", async (url) => {
    expect((await get(url)).statusCode).toBe(400);
  });

  it("answers 404 for a vehicle nobody listed", async () => {
    expect((await get("/api/vehicles/999999")).statusCode).toBe(404);
  });
});

describe("the shop for a vehicle (issue 25)", () => {
  it("marks each product as fitting, not fitting or universal, by make, model, year range and engine", async () => {
    expect(stateOf(await inCategory(`vehicle=${hilux15.id}`))).toEqual({
      "FT-PADS": "fits",
      "FT-COIL": "doesNotFit",
      "FT-WRENCH": "universal",
      "FT-FILTER": "doesNotFit",
    });
    // The coil's row names the petrol engine; the pads' row names none, so every engine of those years.
    expect(stateOf(await inCategory(`vehicle=${hilux15Petrol.id}`))).toMatchObject({
      "FT-PADS": "fits",
      "FT-COIL": "fits",
    });
    // 2020 is past the pads' 2012–2018.
    expect(stateOf(await inCategory(`vehicle=${hilux20.id}`))["FT-PADS"]).toBe("doesNotFit");
  });

  it("fits=true keeps only the parts that fit and the universal ones", async () => {
    expect((await inCategory(`vehicle=${hilux15.id}&fits=true`)).map((p) => p.sku)).toEqual([
      "FT-PADS",
      "FT-WRENCH",
    ]);
  });

  it("facets for a vehicle with fits=true count each fitting product once: universal or by its applications", async () => {
    const category = "Fitment Facets";
    const add = (sku: string, material: string, universal = false) =>
      addProduct(t.db, { name: `Facet ${sku}`, category, sku, universal, specs: { material } });
    const twoRows = await add("FF-TWO-ROWS", "Steel");
    const universal = await add("FF-UNIVERSAL", "Steel", true);
    const elsewhere = await add("FF-OTHER-MODEL", "Brass");
    await add("FF-NO-ROWS", "Brass");
    // Two applications that both name the vehicle, and a row left on a product since made universal.
    await insertFitments(t.db, [
      { productId: twoRows, make: MAKE, model: "Hauler", yearFrom: 2010, yearTo: 2016 },
      { productId: twoRows, make: MAKE, model: "Hauler", yearFrom: 2015, yearTo: 2020, engine: "2.8 D" },
      { productId: universal, make: MAKE, model: "Hauler", yearFrom: 2015, yearTo: 2015 },
      { productId: elsewhere, make: MAKE, model: "Compact", yearFrom: 2010, yearTo: 2020 },
    ]);
    const material = async (query: string) => {
      const res = await get(`/api/products/facets?category=${encodeURIComponent(category)}&${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as Facet[]).find((f) => f.key === "material")?.values.map((v) => [v.label, v.count]);
    };
    expect(await material(`vehicle=${hilux15.id}&fits=true`)).toEqual([["Steel", 2]]);
    expect(await material(`vehicle=${hilux20.id}&fits=true`)).toEqual([["Steel", 2]]);
    expect(await material(`vehicle=${hilux15.id}&fits=true&spec=material:Brass`)).toEqual([["Steel", 2]]);
    // Without fits the vehicle only labels the products: every product counts.
    expect(await material(`vehicle=${hilux15.id}`)).toEqual([
      ["Brass", 2],
      ["Steel", 2],
    ]);
  });

  it("the facets need a category (400 without one)", async () => {
    expect((await get("/api/products/facets")).statusCode).toBe(400);
    expect((await get("/api/products/facets?q=a")).statusCode).toBe(400);
  });

  it("says nothing of fitment without a vehicle", async () => {
    expect((await inCategory("")).every((p) => p.fitment === undefined)).toBe(true);
  });

  it.each(["fits=true", "vehicle=0", "vehicle=x", "vehicle=1&vehicle=2", "fits=yes&vehicle=1"])(
    "refuses %s with a 400",
    async (query) => {
      expect((await get(`/api/products?${query}`)).statusCode).toBe(400);
    },
  );

  it("refuses a vehicle that is not in the list with a 400, on the list and on a product", async () => {
    expect((await get("/api/products?vehicle=999999")).statusCode).toBe(400);
    expect((await get(`/api/products/${ids.pads}?vehicle=999999`)).statusCode).toBe(400);
  });

  it("a product asked for with a vehicle says whether it fits", async () => {
    const res = await get(`/api/products/${ids.petrolOnly}?vehicle=${hilux15.id}`);
    expect(res.json()).toMatchObject({ sku: "FT-COIL", fitment: "doesNotFit", universal: false });
  });
});

describe("a product's fitment (issue 25)", () => {
  it("lists its applications by make, model and years", async () => {
    const body = (await get(`/api/products/${ids.pads}/fitment`)).json() as ProductFitment;
    expect(body).toEqual({
      universal: false,
      applications: [
        {
          make: MAKE,
          model: "Compact",
          yearFrom: 2014,
          yearTo: 2016,
          engine: null,
          position: null,
          quantity: 1,
          note: "Not for sport trim",
        },
        {
          make: MAKE,
          model: "Hauler",
          yearFrom: 2012,
          yearTo: 2018,
          engine: null,
          position: "Front",
          quantity: 1,
          note: null,
        },
      ],
    });
  });

  it("says a universal product fits everything, and 404s an unknown product", async () => {
    expect((await get(`/api/products/${ids.wrench}/fitment`)).json()).toEqual({
      universal: true,
      applications: [],
    });
    expect((await get("/api/products/00000000-0000-4000-8000-000000000000/fitment")).statusCode).toBe(404);
    expect((await get("/api/products/not-an-id/fitment")).statusCode).toBe(404);
  });
});

/** The shopper keeps a vehicle in 'My vehicles'. */
const keep = (token: string, id: number | string) =>
  t.app.inject({ method: "PUT", url: `/api/my-vehicles/${id}`, headers: bearer(token) });
const kept = async (token: string) => (await get("/api/my-vehicles", bearer(token))).json() as Vehicle[];

/** The ids of `count` new vehicles of one model, a year apart from `firstYear`: enough to pass the limit. */
async function fleet(model: string, engine: string, firstYear: number, count: number): Promise<number[]> {
  await insertVehicles(
    t.db,
    Array.from({ length: count }, (_, i) => ({ year: firstYear + i, make: MAKE, model, engine })),
  );
  return (await t.db.select().from(vehicles).where(eq(vehicles.model, model))).map((v) => v.id);
}

describe("My vehicles (issue 25)", () => {
  it("needs a signed-in shopper", async () => {
    expect((await get("/api/my-vehicles")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: `/api/my-vehicles/${hilux15.id}` })).statusCode).toBe(
      401,
    );
  });

  it("keeps, lists and forgets the caller's vehicles, and never shows them to anyone else", async () => {
    const alice = await customer(t.app);
    const bob = await customer(t.app);
    expect((await keep(alice.token, hilux15.id)).json()).toEqual([hilux15]);
    expect((await keep(alice.token, hilux20.id)).json()).toEqual([hilux15, hilux20]);
    // Again is a no-op, not a second row.
    expect((await keep(alice.token, hilux15.id)).json()).toEqual([hilux15, hilux20]);
    expect(await kept(bob.token)).toEqual([]);
    // Bob forgetting Alice's vehicle changes only his own (empty) list.
    await t.app.inject({
      method: "DELETE",
      url: `/api/my-vehicles/${hilux15.id}`,
      headers: bearer(bob.token),
    });
    expect(await kept(alice.token)).toEqual([hilux15, hilux20]);
    const forgotten = await t.app.inject({
      method: "DELETE",
      url: `/api/my-vehicles/${hilux15.id}`,
      headers: bearer(alice.token),
    });
    expect(forgotten.json()).toEqual([hilux20]);
  });

  it("refuses an unknown vehicle (404), a malformed id (400) and more than the limit (409)", async () => {
    const carol = await customer(t.app);
    expect((await keep(carol.token, "999999")).statusCode).toBe(404);
    expect((await keep(carol.token, "-1")).statusCode).toBe(400);
    const cars = await fleet("Fleet", "2.0", 2001, FITMENT_LIMITS.maxSavedVehicles + 1);
    for (const id of cars.slice(0, FITMENT_LIMITS.maxSavedVehicles))
      expect((await keep(carol.token, id)).statusCode).toBe(200);
    const over = await keep(carol.token, cars.at(-1)!);
    expect(over.statusCode).toBe(409);
    expect((await kept(carol.token)).length).toBe(FITMENT_LIMITS.maxSavedVehicles);
  });
});

// PGlite runs one query at a time, so only PostgreSQL can interleave the changes (the skip is counted).
describe.skipIf(!onPostgres)("My vehicles under concurrent changes (issue 25)", () => {
  it("many vehicles kept at once never pass the limit (an advisory lock per account; bites on PostgreSQL)", async () => {
    const dave = await customer(t.app);
    const ids = await fleet("Rush", "1.6", 1990, FITMENT_LIMITS.maxSavedVehicles + 5);
    const answers = await Promise.all(ids.map((id) => keep(dave.token, id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(FITMENT_LIMITS.maxSavedVehicles);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(5);
    expect((await kept(dave.token)).length).toBe(FITMENT_LIMITS.maxSavedVehicles);
  });
});

describe("specification facets (issue 25)", () => {
  const FACETS = "Facet Test";
  beforeAll(async () => {
    const specs = [
      { voltage: 12, material: "Steel" },
      { voltage: 12, material: "Aluminium" },
      { voltage: 24, material: "Steel" },
      { voltage: 24 },
    ];
    for (const [i, spec] of specs.entries())
      await addProduct(t.db, { name: `Facet test ${i}`, category: FACETS, sku: `FACET-${i}`, specs: spec });
  });
  const facets = async (query = "") => {
    const res = await get(`/api/products/facets?category=${encodeURIComponent(FACETS)}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Facet[];
  };
  const counts = (list: Facet[]) =>
    Object.fromEntries(list.map((f) => [f.key, f.values.map((v) => [v.label, v.count])]));

  it("counts the category's products per value of each attribute, in the vocabulary's order", async () => {
    expect(counts(await facets())).toEqual({
      voltage: [
        ["12 V", 2],
        ["24 V", 2],
      ],
      material: [
        ["Aluminium", 1],
        ["Steel", 2],
      ],
    });
  });

  it("a filter narrows the other attributes' counts and leaves its own attribute's alternatives in view", async () => {
    expect(counts(await facets("&spec=voltage:12"))).toEqual({
      voltage: [
        ["12 V", 2],
        ["24 V", 2],
      ],
      material: [
        ["Aluminium", 1],
        ["Steel", 1],
      ],
    });
  });

  it("the list filters by specification: values of one key are alternatives, keys combine", async () => {
    const skus = async (query: string) =>
      ((await get(`/api/products?category=${encodeURIComponent(FACETS)}&${query}`)).json() as Product[]).map(
        (p) => p.sku,
      );
    expect(await skus("spec=voltage:24")).toEqual(["FACET-2", "FACET-3"]);
    expect(await skus("spec=voltage:12&spec=voltage:24&spec=material:Steel")).toEqual(["FACET-0", "FACET-2"]);
    expect(await skus("spec=material:Brass")).toEqual([]);
    const answer = (await get(`/api/products?category=${encodeURIComponent(FACETS)}&spec=voltage:12`)).json();
    expect(answer[0].specs).toEqual({ voltage: 12, material: "Steel" });
  });

  it("the counts its triggers keep (migration 0015) equal the grouped products after inserts, changes, archiving and deletes", async () => {
    const grouped = async () =>
      (
        (await t.db.execute(sql`
          select lower(category) as category, spec.key, spec.value::text as value, count(*)::int as count
          from products cross join lateral jsonb_each(specs) as spec(key, value)
          where archived_at is null group by 1, 2, 3 order by 1, 2, 3`)) as unknown as { rows: unknown[] }
      ).rows;
    const kept = async () =>
      (
        (await t.db.execute(sql`
          select category, key, value::text as value, count from spec_counts where count <> 0
          order by 1, 2, 3`)) as unknown as { rows: unknown[] }
      ).rows;
    expect(await kept()).toEqual(await grouped());
    const id = await addProduct(t.db, {
      name: "Facet trigger",
      category: FACETS,
      specs: { voltage: 48, weight: 2 },
    });
    await t.db
      .update(products)
      .set({ specs: { voltage: 12 } })
      .where(eq(products.id, id));
    await t.db.update(products).set({ category: "Other Facets" }).where(eq(products.id, id));
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, id));
    expect(await kept()).toEqual(await grouped());
    await t.db.update(products).set({ archivedAt: null }).where(eq(products.id, id));
    await t.db.delete(products).where(eq(products.id, id));
    expect(await kept()).toEqual(await grouped());
    expect(counts(await facets())).toMatchObject({
      voltage: [
        ["12 V", 2],
        ["24 V", 2],
      ],
    });
  });

  it.each(["spec=colour:red", "spec=voltage:twelve", "spec=voltage", "spec=:12", "spec=material:"])(
    "refuses %s with a 400, on the list and the facets",
    async (query) => {
      expect((await get(`/api/products?${query}`)).statusCode).toBe(400);
      expect((await get(`/api/products/facets?${query}`)).statusCode).toBe(400);
    },
  );
});
