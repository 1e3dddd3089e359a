import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, api, type Account } from "./admin-fixtures.js";
import { customer, requestToken } from "./auth-helpers.js";
import { addProduct } from "./catalog-fixtures.js";
import { createTestApp } from "./test-app.js";

/** Security issue 21, L7: answers about one person or for admins are never kept by a browser or a proxy. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Account;
let admin: Account;
let orderId: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await customer(t.app);
  admin = await anAdmin(t.app, t.db);
  const productId = await addProduct(t.db, { minOrder: 1 });
  const placed = await api(t.app, "POST", "/api/orders", buyer.token, {
    productId,
    quantity: 1,
    name: "Ada Buyer",
    address: "1 Gear Road",
    phone: "+1 555 0100",
  });
  orderId = placed.json().insertedId;
});
afterAll(() => t.close());

describe("L7: Cache-Control on private answers", () => {
  it("L7: a customer's orders, order, mail preferences and API token answer with no-store", async () => {
    const email = encodeURIComponent(buyer.email);
    const answers = [
      await api(t.app, "GET", `/api/orders?email=${email}`, buyer.token),
      await api(t.app, "GET", `/api/orders/${orderId}`, buyer.token),
      await api(t.app, "GET", "/api/mail/preferences", buyer.token),
      await api(t.app, "GET", `/api/info?email=${email}`, buyer.token),
      await requestToken(t.app, buyer.cookie, buyer.email),
    ];
    expect(answers.map((res) => [res.statusCode, res.headers["cache-control"]])).toEqual(
      answers.map(() => [200, "no-store"]),
    );
  });

  it("L7: the admin lists answer with no-store, and so do refusals of private routes", async () => {
    const answers = [
      await api(t.app, "GET", "/api/user", admin.token),
      await api(t.app, "GET", "/api/allOrders", admin.token),
      await api(t.app, "GET", "/api/allOrders/counts", admin.token),
      await api(t.app, "GET", "/api/activity", admin.token),
    ];
    expect(answers.map((res) => [res.statusCode, res.headers["cache-control"]])).toEqual(
      answers.map(() => [200, "no-store"]),
    );
    const refused = await api(t.app, "GET", "/api/allOrders", buyer.token);
    expect([refused.statusCode, refused.headers["cache-control"]]).toEqual([403, "no-store"]);
  });

  it("L7: public answers keep their own caching", async () => {
    const products = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(products.headers["cache-control"]).toBe("no-cache");
    expect(products.headers.etag).toBeDefined();
  });
});
