import { PRODUCT_ADMIN_TEXTS, type AdminProduct, type Order, type Product } from "@xpart/shared";
import { asc, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../../../test/admin-fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct, stockMovementTotal } from "../../../test/catalog-fixtures.js";
import { imageForm, png, upload } from "../../../test/image-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import { listAdminActions } from "../audit/index.js";

import { findProductRow } from "./catalog.service.js";
import { products, stockMovements } from "./catalog.tables.js";

/**
 * The admin's catalogue (issue 10; checklist §2.17 Manage products, §2.18 Add product, API-04 to API-06,
 * journey J5): add, restock, reprice, delete or archive, over HTTP against a real database.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof customer>>;

let t: TestApp;
let admin: User;
let buyer: User;
let img: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, buyer] = [await anAdmin(t.app, t.db), await customer(t.app)];
  img = (await upload(t.app, admin.token, imageForm(await png(64, 48, "#A1B2C3")))).json().data.url;
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const LONG_BODY = {
  name: "Heavy Duty Torque Wrench Set X",
  description:
    "A long description used to check truncation: it has exactly one hundred and twenty characters in all, counted with care.",
  price: 19.99,
  category: "Pipe Wrench",
  availableQty: 300,
  minOrder: 50,
};
const validBody = () => ({ ...LONG_BODY, img });

/** The user id in an API token (its `sub`), as the audit trail and the stock log record the actor. */
const idOf = (user: User) =>
  JSON.parse(Buffer.from(user.token.split(".")[1]!, "base64url").toString()).sub as string;

const countOf = async (table: string) =>
  (
    (await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

/** Everything a refused catalogue call must leave alone: products, stock movements, images, the audit trail. */
async function catalogState() {
  return {
    products: await t.db.select().from(products).orderBy(asc(products.id)),
    movements: await t.db.select().from(stockMovements).orderBy(asc(stockMovements.id)),
    images: await countOf("images"),
    audit: await countOf("audit_events"),
  };
}

async function unchanged(attack: () => Promise<LightMyRequestResponse>) {
  const before = await catalogState();
  const res = await attack();
  expect(await catalogState()).toEqual(before);
  return res;
}

/** The newest page of the shop: this file's products are the catalogue's latest. */
const shopIds = async () =>
  ((await call("GET", "/api/products?sort=newest&limit=100")).json() as Product[]).map((p) => p._id);

describe("POST /api/products (ADDP-05, API-04)", () => {
  it("ADDP-05/ADDP-06: adds a product with the entered values, numbers as numbers; it shows in the shop and the audit trail", async () => {
    const res = await call("POST", "/api/products", admin.token, validBody());
    expect(res.statusCode).toBe(201);
    const { insertedId, product } = res.json() as { insertedId: string; product: AdminProduct };
    expect(product).toEqual({
      _id: insertedId,
      ...validBody(),
      // Issue 25: a product added without part numbers gets the shop's next SKU.
      sku: expect.stringMatching(/^XP-N\d{5,}$/),
      brand: "X-Part",
      mpn: null,
      crossReferences: [],
      specs: {},
      universal: false,
      // Issue 26: sold by the unit at one price unless the admin says otherwise.
      orderStep: 1,
      priceBreaks: [],
      // Issue 27: no low-stock alert unless the admin sets a threshold; the shop's answer never shows it.
      reorderThreshold: null,
    });
    const shopProduct: Partial<typeof product> = { ...product };
    delete shopProduct.reorderThreshold;
    expect((await call("GET", `/api/products/${insertedId}`)).json()).toEqual(shopProduct);
    expect(await shopIds()).toContain(insertedId);
    expect((await findProductRow(t.db, insertedId))!.priceCents).toBe(1999);
    const [entry] = await listAdminActions(t.db, { targetId: insertedId, limit: 5 });
    expect(entry).toMatchObject({
      action: "product.create",
      actorId: idOf(admin),
      actorEmail: admin.email,
      targetType: "product",
      after: product,
    });
  });

  it("ADDP-02/ADDP-08: takes each of the five categories, stock 0 and stock below the minimum order; trims text", async () => {
    for (const category of [
      "Measuring Tape",
      "Pipe Wrench",
      "Any Hardware",
      "Wood Cutting Disk",
      "Welding Machine",
    ]) {
      const res = await call("POST", "/api/products", admin.token, {
        ...validBody(),
        category,
        name: `  ${category} sample  `,
        availableQty: 0,
        minOrder: 1,
        price: 0.01,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().product).toMatchObject({
        category,
        name: `${category} sample`,
        availableQty: 0,
        price: 0.01,
      });
    }
  });

  const longText = (n: number) => "x".repeat(n);
  /** A value as a test title shows it: long text by its length. */
  const shown = (value: unknown) =>
    typeof value === "string" && value.length > 40 ? `<${value.length} characters>` : JSON.stringify(value);
  const BAD_VALUES: [string, unknown, string | undefined][] = [
    // ADDP-07: every field is required and checked, with a message naming it.
    ["name", undefined, "Product Name is required"],
    ["name", "", "Product Name is required"],
    ["name", "   ", "Product Name is required"],
    ["name", longText(101), "Product Name must be at most 100 characters"],
    ["name", 5, undefined],
    ["name", null, undefined],
    ["name", "a\u0000b", "must not contain control characters"],
    ["name", "a\nb", "must not contain control characters"],
    ["description", undefined, "Description is required"],
    ["description", "", "Description is required"],
    ["description", longText(2001), "Description must be at most 2000 characters"],
    ["description", ["text"], undefined],
    ["description", "a\u0007b", "must not contain control characters"],
    // DESIGN §5: a positive price in whole cents, dollars in JSON.
    ["price", undefined, "Price is required"],
    ["price", 0, "Price must be above 0"],
    ["price", -1, "Price must be above 0"],
    ["price", -0.01, "Price must be above 0"],
    ["price", 1.234, "Price must be in whole cents"],
    ["price", 19.999, "Price must be in whole cents"],
    ["price", 0.001, "Price must be in whole cents"],
    ["price", 1e-7, "Price must be in whole cents"],
    ["price", 1_000_000.01, "Price must be at most 1000000"],
    ["price", 1e308, "Price must be at most 1000000"],
    ["price", "19.99", "Price must be a number"],
    ["price", null, "Price must be a number"],
    ["price", true, "Price must be a number"],
    ["price", { $gt: 0 }, "Price must be a number"],
    // spec §3: the five categories, exactly; the vocabulary's others are the demo catalogue's (decision 0011).
    ["category", undefined, "Category is required"],
    ["category", "Hardware Tools", "Category must be one of"],
    ["category", "Circular Saw Machine", "Category must be one of"],
    ["category", "measuring tape", "Category must be one of"],
    ["category", "", "Category must be one of"],
    ["category", 1, "Category must be one of"],
    // ADDP-08: integers, availableQty ≥ 0 and minOrder ≥ 1.
    ["availableQty", undefined, "Available Quantity is required"],
    ["availableQty", -1, "Available Quantity must be at least 0"],
    ["availableQty", 1.5, "Available Quantity must be a whole number"],
    ["availableQty", "300", "Available Quantity must be a whole number"],
    ["availableQty", null, "Available Quantity must be a whole number"],
    ["availableQty", 1e10, "Available Quantity must be at most 1000000000"],
    ["availableQty", 2 ** 53, "Available Quantity must be"],
    ["minOrder", undefined, "Minimum Order is required"],
    ["minOrder", 0, "Minimum Order must be at least 1"],
    ["minOrder", -50, "Minimum Order must be at least 1"],
    ["minOrder", 2.5, "Minimum Order must be a whole number"],
    ["minOrder", "50", "Minimum Order must be a whole number"],
    ["minOrder", 1e7, "Minimum Order must be at most 1000000"],
    // VAL-16 / ADDP-03: 'Image is required'; DESIGN §4: only our own /api/images URLs.
    ["img", undefined, "Image is required"],
    ["img", "", "Image is required"],
    ["img", "https://i.ibb.co/abc/picture.png", PRODUCT_ADMIN_TEXTS.imageNotOurs],
    ["img", "/api/images/none", PRODUCT_ADMIN_TEXTS.imageNotOurs],
    ["img", "/api/images/../../etc/passwd", PRODUCT_ADMIN_TEXTS.imageNotOurs],
    ["img", `/api/images/${"A".repeat(64)}`, PRODUCT_ADMIN_TEXTS.imageNotOurs],
    ["img", `/api/images/${"0".repeat(64)}`, PRODUCT_ADMIN_TEXTS.imageNotOurs],
    ["img", "javascript:alert(1)", PRODUCT_ADMIN_TEXTS.imageNotOurs],
    ["img", 5, PRODUCT_ADMIN_TEXTS.imageNotOurs],
    // Strict body: no unknown keys, not even the product's own `_id`.
    ["_id", "00000000-0000-4000-8000-000000000000", "is not allowed"],
    ["extra", 1, "is not allowed"],
  ];
  it.each(
    BAD_VALUES.map(([field, value, message]) => ({ field, value, message, as: shown(value) ?? "missing" })),
  )(
    "ADDP-07: refuses $field = $as with a 400 naming it, and changes nothing",
    async ({ field, value, message }) => {
      const body: Record<string, unknown> = { ...validBody(), [field]: value };
      if (value === undefined) delete body[field];
      const res = await unchanged(() => call("POST", "/api/products", admin.token, body));
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      expect(Object.keys(fields)).toContain(field);
      if (message) expect(fields[field]).toContain(message);
    },
  );

  it("VAL-16: a missing image says exactly 'Image is required'", async () => {
    const body: Partial<ReturnType<typeof validBody>> = validBody();
    delete body.img;
    const res = await unchanged(() => call("POST", "/api/products", admin.token, body));
    expect(res.json().fields).toEqual({ img: "Image is required" });
  });

  it("refuses a body that is not a JSON object, and a JSON array", async () => {
    for (const payload of [[validBody()], "name=x"]) {
      const res = await unchanged(() =>
        t.app.inject({
          method: "POST",
          url: "/api/products",
          headers: { ...bearer(admin.token), "content-type": "application/json" },
          payload: JSON.stringify(payload),
        }),
      );
      expect(res.statusCode).toBe(400);
    }
  });
});

describe("PUT /api/products/:id (MANAGE-03 to MANAGE-07, API-05)", () => {
  it("MANAGE-03/04/06: restock then reprice one product: only it changes, 300 + 50 → 350, the price replaced", async () => {
    const [one, two, three] = [await addProduct(t.db), await addProduct(t.db), await addProduct(t.db)];
    const others = async () => [await findProductRow(t.db, one), await findProductRow(t.db, two)];
    const before = await others();

    const restocked = await call("PUT", `/api/products/${three}`, admin.token, { updatedQuantity: 50 });
    expect(restocked.statusCode).toBe(200);
    expect(restocked.json()).toMatchObject({
      modifiedCount: 1,
      product: { _id: three, availableQty: 350, price: 19.99 },
    });

    const repriced = await call("PUT", `/api/products/${three}`, admin.token, { updatedPrice: 20 });
    expect(repriced.json()).toMatchObject({ modifiedCount: 1, product: { availableQty: 350, price: 20 } });

    const both = await call("PUT", `/api/products/${three}`, admin.token, {
      updatedQuantity: 30,
      updatedPrice: 25.5,
    });
    expect(both.json()).toMatchObject({ modifiedCount: 1, product: { availableQty: 380, price: 25.5 } });
    expect((await call("GET", `/api/products/${three}`)).json()).toMatchObject({
      availableQty: 380,
      price: 25.5,
    });

    expect(await others()).toEqual(before);
    expect(await stockMovementTotal(t.db, three)).toBe(80);
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(sql`${stockMovements.productId} = ${three}`);
    expect(movements.map((m) => [m.reason, m.delta, m.actor])).toEqual([
      ["restock", 50, idOf(admin)],
      ["restock", 30, idOf(admin)],
    ]);
    const trail = (await listAdminActions(t.db, { targetId: three, limit: 10 })).reverse();
    expect(trail.map((e) => [e.action, e.before, e.after])).toEqual([
      ["product.restock", { availableQty: 300 }, { availableQty: 350, added: 50 }],
      ["product.reprice", { price: 19.99 }, { price: 20 }],
      ["product.restock", { availableQty: 350 }, { availableQty: 380, added: 30 }],
      ["product.reprice", { price: 20 }, { price: 25.5 }],
    ]);
    expect(trail.every((e) => e.actorEmail === admin.email)).toBe(true);
  });

  it("MANAGE-05: quantity 0 is a price-only change; nothing to change answers modifiedCount 0", async () => {
    const id = await addProduct(t.db);
    const priceOnly = await call("PUT", `/api/products/${id}`, admin.token, {
      updatedQuantity: 0,
      updatedPrice: 42,
    });
    expect(priceOnly.json()).toMatchObject({ modifiedCount: 1, product: { availableQty: 300, price: 42 } });
    expect(await stockMovementTotal(t.db, id)).toBe(0);
    const same = await unchanged(() =>
      call("PUT", `/api/products/${id}`, admin.token, { updatedQuantity: 0, updatedPrice: 42 }),
    );
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ modifiedCount: 0, product: { availableQty: 300, price: 42 } });
  });

  it.each([
    [{ updatedQuantity: -5 }, "updatedQuantity", "Quantity must be at least 0"],
    [{ updatedQuantity: 2.5 }, "updatedQuantity", "Quantity must be a whole number"],
    [{ updatedQuantity: "50" }, "updatedQuantity", "Quantity must be a whole number"],
    [{ updatedQuantity: null }, "updatedQuantity", "Quantity must be a whole number"],
    [{ updatedQuantity: 1e9 }, "updatedQuantity", "Quantity must be at most 1000000"],
    [{ updatedPrice: 0 }, "updatedPrice", "Price must be above 0"],
    [{ updatedPrice: -3 }, "updatedPrice", "Price must be above 0"],
    [{ updatedPrice: 1.234 }, "updatedPrice", "Price must be in whole cents"],
    [{ updatedPrice: "20" }, "updatedPrice", "Price must be a number"],
    [{ updatedQuantity: 50, updatedPrice: 0 }, "updatedPrice", "Price must be above 0"],
    [{ updatedQuantity: -5, updatedPrice: 20 }, "updatedQuantity", "Quantity must be at least 0"],
    [{}, "(request)", PRODUCT_ADMIN_TEXTS.nothingToUpdate],
    [{ updatedQuantity: 5, availableQty: 1 }, "availableQty", "is not allowed"],
    [{ updatedQuantity: 5, price: 1 }, "price", "is not allowed"],
  ])(
    "MANAGE-05/MANAGE-06: refuses %j with a 400 naming %s, and nothing changes",
    async (body, field, message) => {
      const id = await addProduct(t.db);
      const res = await unchanged(() => call("PUT", `/api/products/${id}`, admin.token, body));
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      expect(fields[field]).toContain(message);
    },
  );

  it("refuses a restock that would pass the stock ceiling with a 409, and changes nothing", async () => {
    const id = await addProduct(t.db, { availableQty: 999_999_999 });
    const res = await unchanged(() =>
      call("PUT", `/api/products/${id}`, admin.token, { updatedQuantity: 2 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRODUCT_ADMIN_TEXTS.tooMuchStock(1_000_000_000));
  });
});

describe("issue 27: the reorder threshold in Add Product and Manage Products", () => {
  const adminProduct = (id: string, token = admin.token) => call("GET", `/api/admin/products/${id}`, token);

  it("issue 27: adds a product with a threshold; admins read it, the shop's answer never carries it", async () => {
    const res = await call("POST", "/api/products", admin.token, { ...validBody(), reorderThreshold: 60 });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId, product } = res.json() as { insertedId: string; product: Product };
    expect(product).toMatchObject({ reorderThreshold: 60 });
    expect((await findProductRow(t.db, insertedId))!.reorderThreshold).toBe(60);
    expect((await adminProduct(insertedId)).json()).toMatchObject({ _id: insertedId, reorderThreshold: 60 });
    expect((await call("GET", `/api/products/${insertedId}`)).json()).not.toHaveProperty("reorderThreshold");
    const zero = await call("POST", "/api/products", admin.token, { ...validBody(), reorderThreshold: 0 });
    expect(zero.json().product.reorderThreshold).toBe(0);
  });

  it("issue 27: sets, keeps and clears the threshold by PUT, audited; above the stock again clears the low-stock mark", async () => {
    const id = await addProduct(t.db, { availableQty: 30 });
    const set = await call("PUT", `/api/products/${id}`, admin.token, { reorderThreshold: 40 });
    expect(set.json()).toMatchObject({
      modifiedCount: 1,
      product: { reorderThreshold: 40, availableQty: 30 },
    });
    const [entry] = await listAdminActions(t.db, { targetId: id, limit: 1 });
    expect(entry).toMatchObject({
      action: "product.reprice",
      before: { reorderThreshold: null },
      after: { reorderThreshold: 40 },
    });
    // Stock 30 is at or under 40: the mark the low-stock alert set stays while it still holds.
    const marked = new Date("2026-01-02T03:04:05Z");
    await t.db.execute(sql`update products set low_stock_since = ${marked.toISOString()} where id = ${id}`);
    await call("PUT", `/api/products/${id}`, admin.token, { reorderThreshold: 35 });
    expect((await findProductRow(t.db, id))!.lowStockSince).toEqual(marked);
    const same = await unchanged(() =>
      call("PUT", `/api/products/${id}`, admin.token, { reorderThreshold: 35 }),
    );
    expect(same.json()).toMatchObject({ modifiedCount: 0, product: { reorderThreshold: 35 } });
    // Under the stock now: the next fall to it must alert again.
    await call("PUT", `/api/products/${id}`, admin.token, { reorderThreshold: 10 });
    expect((await findProductRow(t.db, id))!.lowStockSince).toBeNull();
    const cleared = await call("PUT", `/api/products/${id}`, admin.token, { reorderThreshold: null });
    expect(cleared.json()).toMatchObject({ modifiedCount: 1, product: { reorderThreshold: null } });
    // A restock with no threshold sent leaves it alone.
    await call("PUT", `/api/products/${id}`, admin.token, { reorderThreshold: 12 });
    const restock = await call("PUT", `/api/products/${id}`, admin.token, { updatedQuantity: 5 });
    expect(restock.json()).toMatchObject({ product: { reorderThreshold: 12, availableQty: 35 } });
  });

  it.each([
    [-1, "Reorder threshold must be at least 0"],
    [2.5, "Reorder threshold must be a whole number"],
    ["5", "Reorder threshold must be a whole number"],
    [1_000_000_001, "Reorder threshold must be at most 1000000000"],
  ])(
    "issue 27: refuses the threshold %j with a 400, on add and on update, and nothing changes",
    async (value, message) => {
      const added = await unchanged(() =>
        call("POST", "/api/products", admin.token, { ...validBody(), reorderThreshold: value }),
      );
      expect(added.statusCode).toBe(400);
      expect(added.json().fields.reorderThreshold).toBe(message);
      const id = await addProduct(t.db);
      const updated = await unchanged(() =>
        call("PUT", `/api/products/${id}`, admin.token, { updatedQuantity: 5, reorderThreshold: value }),
      );
      expect(updated.statusCode).toBe(400);
      expect(updated.json().fields.reorderThreshold).toBe(message);
    },
  );

  it("issue 27: GET /api/admin/products/:id is for admins only; an unknown or malformed id is a 404", async () => {
    const id = await addProduct(t.db);
    expect((await call("GET", `/api/admin/products/${id}`)).statusCode).toBe(401);
    expect((await adminProduct(id, buyer.token)).statusCode).toBe(403);
    expect((await adminProduct(crypto.randomUUID())).statusCode).toBe(404);
    expect((await adminProduct("not-a-uuid")).statusCode).toBe(404);
    expect((await adminProduct(id)).json()).toMatchObject({ _id: id, reorderThreshold: null });
  });
});

describe("unknown ids (API-05, API-06)", () => {
  it.each([
    "00000000-0000-4000-8000-000000000000",
    "does-not-exist",
    "1' or '1'='1",
    "%27%3B%20drop%20table%20products%3B--",
    "x".repeat(150),
  ])("API-05/API-06: PUT and DELETE /api/products/%s answer 404 and never create a product", async (id) => {
    for (const [method, body] of [
      ["PUT", { updatedQuantity: 50, updatedPrice: 20 }],
      ["PUT", { updatedPrice: 20 }],
      ["PUT", { updatedQuantity: 0 }],
      ["DELETE", undefined],
    ] as const) {
      const res = await unchanged(() => call(method, `/api/products/${id}`, admin.token, body));
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ error: "Not Found", message: "Product not found" });
    }
  });
});

describe("DELETE /api/products/:id (MANAGE-09, API-06, J5)", () => {
  it("API-06: a product nobody ordered is deleted: deletedCount 1, then a repeat is 404; the trail keeps what it was", async () => {
    const id = await addProduct(t.db, { name: "Never Ordered Clamp" });
    const res = await call("DELETE", `/api/products/${id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1, archived: false });
    expect(
      await t.db
        .select()
        .from(products)
        .where(sql`${products.id} = ${id}`),
    ).toEqual([]);
    expect((await call("DELETE", `/api/products/${id}`, admin.token)).statusCode).toBe(404);
    expect((await call("GET", `/api/products/${id}`)).statusCode).toBe(404);
    const [entry] = await listAdminActions(t.db, { targetId: id, limit: 5 });
    expect(entry).toMatchObject({
      action: "product.delete",
      before: { _id: id, name: "Never Ordered Clamp" },
    });
  });

  it("J5/MANAGE-09: a product with an order is archived: gone from the list, its page, the categories and ordering; its order keeps the snapshot", async () => {
    const created = await call("POST", "/api/products", admin.token, {
      ...validBody(),
      name: "Archived Welding Helmet",
      category: "Welding Machine",
    });
    const id = created.json().insertedId as string;
    const categoryCount = async () =>
      ((await call("GET", "/api/categories")).json() as { name: string; count: number }[]).find(
        (c) => c.name === "Welding Machine",
      )?.count ?? 0;
    const countBefore = await categoryCount();
    const placed = await call("POST", "/api/orders", buyer.token, {
      productId: id,
      quantity: 50,
      name: "Ada Buyer",
      address: "1 Forge Street",
      phone: "+1 555 0100",
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().insertedId as string;

    const res = await call("DELETE", `/api/products/${id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1, archived: true });

    expect(await shopIds()).not.toContain(id);
    expect(
      (await call("GET", `/api/products?category=Welding%20Machine&limit=100`)).json(),
    ).not.toContainEqual(expect.objectContaining({ _id: id }));
    expect((await call("GET", `/api/products?q=Archived%20Welding&limit=100`)).json()).toEqual([]);
    expect((await call("GET", `/api/products/${id}`)).statusCode).toBe(404);
    expect(await categoryCount()).toBe(countBefore - 1);
    // Gone for the admin too: no restock, no second delete, no new order.
    expect((await call("PUT", `/api/products/${id}`, admin.token, { updatedQuantity: 5 })).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `/api/products/${id}`, admin.token)).statusCode).toBe(404);
    const again = await call("POST", "/api/orders", buyer.token, {
      productId: id,
      quantity: 50,
      name: "Ada Buyer",
      address: "1 Forge Street",
      phone: "+1 555 0100",
    });
    expect(again.statusCode).toBe(404);

    // The order keeps its product snapshot (J5 step 7), in the list and on its own.
    const snapshot = {
      productId: id,
      productName: "Archived Welding Helmet",
      category: "Welding Machine",
      img,
    };
    const mine = (
      await call("GET", `/api/orders?email=${encodeURIComponent(buyer.email)}`, buyer.token)
    ).json() as Order[];
    expect(mine.find((o) => o._id === orderId)).toMatchObject({
      ...snapshot,
      quantity: 50,
      unitPrice: 19.99,
      price: 999.5,
    });
    expect((await call("GET", `/api/orders/${orderId}`, buyer.token)).json()).toMatchObject(snapshot);
    // Its row stays, archived, with the stock the order holds.
    expect(await findProductRow(t.db, id)).toBeNull();
    const [row] = await t.db
      .select()
      .from(products)
      .where(sql`${products.id} = ${id}`);
    expect(row).toMatchObject({ availableQty: 250, archivedAt: expect.any(Date) });
    const [entry] = await listAdminActions(t.db, { targetId: id, limit: 5 });
    expect(entry).toMatchObject({ action: "product.archive", before: { _id: id, availableQty: 250 } });
  });
});

describe("the catalogue clears its own cache on each of its writes", () => {
  it("with answers cached for a minute, every write shows at once: order, cancel, restock, reprice, add, delete", async () => {
    const cached = await createTestApp({ catalogCacheMs: 60_000 });
    try {
      const [adm, cust] = [await anAdmin(cached.app, cached.db), await customer(cached.app)];
      const get = async (url: string) => cached.app.inject({ method: "GET", url });
      const send = (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
        cached.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      const stock = async (id: string) => (await get(`/api/products/${id}`)).json().availableQty as number;
      const picture = (await upload(cached.app, adm.token, imageForm(await png(8, 8, "#123456")))).json().data
        .url;

      const id = (await send("POST", "/api/products", adm.token, { ...validBody(), img: picture })).json()
        .insertedId as string;
      expect((await get("/api/products?sort=newest&limit=1")).json()[0]._id).toBe(id);
      expect(await stock(id)).toBe(300);

      const order = await send("POST", "/api/orders", cust.token, {
        productId: id,
        quantity: 60,
        name: "Ada",
        address: "1 Road",
        phone: "+1 555 0100",
      });
      expect(order.statusCode).toBe(201);
      expect(await stock(id)).toBe(240);
      expect((await send("DELETE", `/api/orders/${order.json().insertedId}`, cust.token)).statusCode).toBe(
        200,
      );
      expect(await stock(id)).toBe(300);

      await send("PUT", `/api/products/${id}`, adm.token, { updatedQuantity: 50 });
      expect(await stock(id)).toBe(350);
      await send("PUT", `/api/products/${id}`, adm.token, { updatedPrice: 7 });
      expect((await get(`/api/products/${id}`)).json().price).toBe(7);

      const categories = (await get("/api/categories")).json() as { name: string; count: number }[];
      await send("DELETE", `/api/products/${id}`, adm.token);
      expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
      expect((await get("/api/products?sort=newest&limit=1")).json()[0]._id).not.toBe(id);
      expect((await get("/api/categories")).json()).not.toEqual(categories);
    } finally {
      await cached.close();
    }
  });
});

describe("the admin routes' guards (DESIGN §6: anonymous 401, customer 403, admin 2xx)", () => {
  it("API-04/API-05/API-06/API-27: each new route refuses anonymous and a customer without a change, and serves an admin", async () => {
    const id = await addProduct(t.db);
    const picture = imageForm(await png(12, 12, "#654321"));
    const routes: [string, (token?: string) => Promise<LightMyRequestResponse>, number][] = [
      ["POST /api/products", (token) => call("POST", "/api/products", token, validBody()), 201],
      [
        "PUT /api/products/:id",
        (token) => call("PUT", `/api/products/${id}`, token, { updatedQuantity: 5, updatedPrice: 3 }),
        200,
      ],
      ["DELETE /api/products/:id", (token) => call("DELETE", `/api/products/${id}`, token), 200],
      ["POST /api/images", (token) => upload(t.app, token, picture), 200],
    ];
    for (const [name, send, success] of routes) {
      expect((await unchanged(() => send(undefined))).statusCode, `${name} anonymous`).toBe(401);
      expect((await unchanged(() => send(buyer.token))).statusCode, `${name} customer`).toBe(403);
      const res = await send(admin.token);
      expect(res.statusCode, `${name} admin: ${res.body}`).toBe(success);
    }
  });
});
