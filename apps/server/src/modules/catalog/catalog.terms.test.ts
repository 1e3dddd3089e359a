import { PRODUCT_ADMIN_TEXTS, type Product } from "@xpart/shared";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../../../test/admin-fixtures.js";
import { bearer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { imageForm, png, upload } from "../../../test/image-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import { listAdminActions } from "../audit/index.js";

import { findProductRow } from "./catalog.service.js";
import { products } from "./catalog.tables.js";

/**
 * Pack sizes and volume prices (issue 26) through the admin's own routes, over HTTP against a real database:
 * set, change and clear them; refused input changes nothing; the spec's restock and reprice work as before.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let token: string;
let img: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await anAdmin(t.app, t.db)).token;
  img = (await upload(t.app, token, imageForm(await png(32, 32, "#102030")))).json().data.url;
});
afterAll(() => t.close());

const put = (id: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/products/${id}`, headers: bearer(token), payload });

const BREAKS = [
  { minQuantity: 200, price: 3.9 },
  { minQuantity: 100, price: 4.2 },
  { minQuantity: 1_000, price: 3.5 },
];
/** As every answer shows them: by quantity. */
const SORTED = [
  { minQuantity: 100, price: 4.2 },
  { minQuantity: 200, price: 3.9 },
  { minQuantity: 1_000, price: 3.5 },
];

/** The fixture product: $19.99, minimum 50, 300 in stock. */
const cheapProduct = () => addProduct(t.db, { priceCents: 450 });

async function rowsAndTrail() {
  const [audit] = (
    (await t.db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return { products: await t.db.select().from(products).orderBy(asc(products.id)), audit: audit!.n };
}

describe("POST /api/products with a pack size and volume prices", () => {
  it("stores them in cents by quantity, and every answer shows them in dollars", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: bearer(token),
      payload: {
        name: "Hex bolt M8 x 40",
        description: "Zinc plated, grade 8.8.",
        price: 4.5,
        category: "Pipe Wrench",
        availableQty: 5_000,
        minOrder: 50,
        img,
        orderStep: 10,
        priceBreaks: BREAKS,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().product as Product;
    expect(product).toMatchObject({ orderStep: 10, priceBreaks: SORTED });
    expect((await t.app.inject({ url: `/api/products/${product._id}` })).json()).toMatchObject({
      orderStep: 10,
      priceBreaks: SORTED,
    });
    expect((await findProductRow(t.db, product._id))!.priceBreaks).toEqual([
      { minQuantity: 100, priceCents: 420 },
      { minQuantity: 200, priceCents: 390 },
      { minQuantity: 1_000, priceCents: 350 },
    ]);
  });

  it("refuses a break at or above the list price, at or below the minimum, or off whole packs", async () => {
    const before = await rowsAndTrail();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: bearer(token),
      payload: {
        name: "Hex nut M8",
        description: "Zinc plated.",
        price: 4.5,
        category: "Pipe Wrench",
        availableQty: 100,
        minOrder: 50,
        img,
        orderStep: 10,
        priceBreaks: [
          { minQuantity: 100, price: 4.5 },
          { minQuantity: 50, price: 4 },
          { minQuantity: 105, price: 4 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      "priceBreaks.0.price": PRODUCT_ADMIN_TEXTS.breakNotBelowPrice,
      "priceBreaks.1.minQuantity": PRODUCT_ADMIN_TEXTS.breakNotAboveMinimum(50),
      "priceBreaks.2.minQuantity": PRODUCT_ADMIN_TEXTS.breakOffStep(10),
    });
    expect(await rowsAndTrail()).toEqual(before);
  });
});

describe("PUT /api/products/:id with a pack size and volume prices", () => {
  it("sets, changes and clears them, audited as a reprice naming only what changed", async () => {
    const id = await cheapProduct();
    const set = await put(id, { orderStep: 10, priceBreaks: BREAKS });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ modifiedCount: 1, product: { orderStep: 10, priceBreaks: SORTED } });

    const again = await put(id, { orderStep: 10, priceBreaks: SORTED });
    expect(again.json()).toMatchObject({ modifiedCount: 0 });

    const step = await put(id, { orderStep: 100 });
    expect(step.json()).toMatchObject({ modifiedCount: 1, product: { orderStep: 100, priceBreaks: SORTED } });

    const cleared = await put(id, { orderStep: 1, priceBreaks: [] });
    expect(cleared.json()).toMatchObject({ modifiedCount: 1, product: { orderStep: 1, priceBreaks: [] } });

    const trail = (await listAdminActions(t.db, { targetId: id, limit: 10 })).reverse();
    expect(trail.map((e) => [e.action, e.before, e.after])).toEqual([
      ["product.reprice", { orderStep: 1, priceBreaks: [] }, { orderStep: 10, priceBreaks: SORTED }],
      ["product.reprice", { orderStep: 10 }, { orderStep: 100 }],
      ["product.reprice", { orderStep: 100, priceBreaks: SORTED }, { orderStep: 1, priceBreaks: [] }],
    ]);
  });

  it("keeps the spec's restock and reprice: the breaks a lower price passes stop showing", async () => {
    const id = await cheapProduct();
    await put(id, { priceBreaks: BREAKS });
    const restocked = await put(id, { updatedQuantity: 50, updatedPrice: 4.5 });
    expect(restocked.json()).toMatchObject({
      modifiedCount: 1,
      product: { availableQty: 350, price: 4.5, priceBreaks: SORTED },
    });
    const repriced = await put(id, { updatedPrice: 4 });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json().product).toMatchObject({
      price: 4,
      priceBreaks: [
        { minQuantity: 200, price: 3.9 },
        { minQuantity: 1_000, price: 3.5 },
      ],
    });
  });

  it("checks new breaks against the new price when both are sent", async () => {
    const id = await cheapProduct();
    const res = await put(id, { updatedPrice: 5, priceBreaks: [{ minQuantity: 100, price: 4.8 }] });
    expect(res.json()).toMatchObject({ modifiedCount: 1, product: { price: 5 } });
  });

  it.each([
    [{ orderStep: 0 }, "orderStep", "Pack size must be at least 1"],
    [{ orderStep: 2.5 }, "orderStep", "Pack size must be a whole number"],
    [{ orderStep: 10_001 }, "orderStep", "Pack size must be at most 10000"],
    [{ priceBreaks: [{ minQuantity: 100, price: 0 }] }, "priceBreaks.0.price", "Unit price must be above 0"],
    [{ priceBreaks: [{ minQuantity: 100, price: 1.234 }] }, "priceBreaks.0.price", "in whole cents"],
    [{ priceBreaks: [{ minQuantity: 0, price: 1 }] }, "priceBreaks.0.minQuantity", "at least 1"],
    [{ priceBreaks: [{ minQuantity: 100.5, price: 1 }] }, "priceBreaks.0.minQuantity", "whole number"],
    [{ priceBreaks: [{ minQuantity: 100, price: 1, extra: 1 }] }, "priceBreaks.0.extra", "is not allowed"],
    [
      {
        priceBreaks: [
          { minQuantity: 100, price: 4 },
          { minQuantity: 100, price: 3 },
        ],
      },
      "priceBreaks.1.minQuantity",
      PRODUCT_ADMIN_TEXTS.breakRepeated,
    ],
    [
      { priceBreaks: Array.from({ length: 11 }, (_, i) => ({ minQuantity: 100 + i, price: 4 })) },
      "priceBreaks",
      PRODUCT_ADMIN_TEXTS.tooManyBreaks(10),
    ],
    [
      { priceBreaks: [{ minQuantity: 100, price: 4.5 }] },
      "priceBreaks.0.price",
      PRODUCT_ADMIN_TEXTS.breakNotBelowPrice,
    ],
    [
      { priceBreaks: [{ minQuantity: 50, price: 4 }] },
      "priceBreaks.0.minQuantity",
      "above the minimum order of 50",
    ],
    [{ orderStep: 30 }, "priceBreaks.0.minQuantity", PRODUCT_ADMIN_TEXTS.breakOffStep(30)],
    [
      { updatedQuantity: 50, updatedPrice: 3.5, priceBreaks: BREAKS },
      "priceBreaks.0.price",
      PRODUCT_ADMIN_TEXTS.breakNotBelowPrice,
    ],
  ])("refuses %j with a 400 naming %s, and nothing changes", async (body, field, message) => {
    const id = await cheapProduct();
    await put(id, { priceBreaks: [{ minQuantity: 100, price: 4 }] });
    const before = await rowsAndTrail();
    const res = await put(id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json().fields as Record<string, string>)[field]).toContain(message);
    expect(await rowsAndTrail()).toEqual(before);
  });
});
