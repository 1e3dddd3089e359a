import {
  memberUnitPriceCents,
  priceDay,
  type CompanyPriceEntry,
  type MemberProduct,
  type Order,
  type Product,
} from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../../../test/admin-fixtures.js";
import { BILLING, shop } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { companyAdmin, invitedMember, type Person } from "../../../test/company-fixtures.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/** Issue 40 item 5: company prices, charged as shown, and never shown to anyone else. */
let t: TestApp;
let shopAdmin: Person;
/** $20.00, 50 at least, 100+ $18.00. */
let productId: string;
let a: { companyId: string; admin: Person; buyer: Person };
let b: { companyId: string; admin: Person; buyer: Person };
let visitor: Person;

const send = (who: Person | null, method: "GET" | "PUT" | "DELETE" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });

async function company() {
  const { admin, companyId } = await companyAdmin(t);
  return { admin, companyId, buyer: await invitedMember(t, admin, "buyer") };
}

beforeAll(async () => {
  // With the catalogue cache on, as in production: a cached answer must be the same for everyone.
  t = await createTestApp({ catalogCacheMs: 60_000 });
  shopAdmin = await anAdmin(t.app, t.db);
  productId = await addProduct(t.db, {
    priceCents: 2000,
    minOrder: 50,
    availableQty: 10_000,
    priceBreaks: [{ minQuantity: 100, priceCents: 1800 }],
  });
  a = await company();
  b = await company();
  visitor = await customer(t.app);
  // A: a fixed $17.13; B: 12.5% off the list price ($17.50).
  expect(
    (
      await send(shopAdmin, "PUT", `/api/admin/companies/${a.companyId}/prices/${productId}`, {
        kind: "fixed",
        price: 17.13,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await send(shopAdmin, "PUT", `/api/admin/companies/${b.companyId}/prices/${productId}`, {
        kind: "percent",
        percentOff: 12.5,
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe("company prices (issue 40 item 5)", () => {
  it("only the shop's admins set them; a bad body is a 400 naming the field, changing nothing", async () => {
    const url = `/api/admin/companies/${a.companyId}/prices/${productId}`;
    for (const who of [a.admin, a.buyer, visitor])
      expect((await send(who, "PUT", url, { kind: "fixed", price: 1 })).statusCode).toBe(403);
    for (const [payload, field] of [
      [{ kind: "fixed" }, "price"],
      [{ kind: "percent", percentOff: 100 }, "percentOff"],
      [{ kind: "percent", percentOff: 10.555 }, "percentOff"],
      [{ kind: "fixed", price: 5, percentOff: 5 }, "kind"],
      [{ kind: "fixed", price: 5, validFrom: "2026-02-30" }, "validFrom"],
      [{ kind: "fixed", price: 5, validFrom: "0000-01-01" }, "validFrom"],
      [{ kind: "fixed", price: 5, validTo: "2026-13-01" }, "validTo"],
      [{ kind: "fixed", price: 5, validFrom: "2026-12-01", validTo: "2026-11-01" }, "validFrom"],
      [{ kind: "cheap", price: 5 }, "kind"],
    ] as const) {
      const res = await send(shopAdmin, "PUT", url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(field);
    }
    const list = (await send(shopAdmin, "GET", `/api/admin/companies/${a.companyId}/prices`)).json();
    expect(list).toEqual([
      expect.objectContaining({ productId, kind: "fixed", price: 17.13, listPrice: 20 }),
    ]);
    expect(
      (
        await send(shopAdmin, "PUT", `/api/admin/companies/${a.companyId}/prices/${a.companyId}`, {
          kind: "fixed",
          price: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("each member reads only their own company's price; a customer outside a company none; never cached", async () => {
    const ask = (who: Person) => send(who, "GET", `/api/company/prices?ids=${productId}`);
    expect((await ask(a.buyer)).json()).toEqual([expect.objectContaining({ kind: "fixed", price: 17.13 })]);
    expect((await ask(b.buyer)).json()).toEqual([
      expect.objectContaining({ kind: "percent", percentOff: 12.5 }),
    ]);
    expect((await ask(visitor)).json()).toEqual([]);
    expect((await ask(a.buyer)).headers["cache-control"]).toBe("private, no-store");
  });

  it("a member's listing carries their own company's price in one answer, the public listing's products and headers", async () => {
    const url = `/api/products?q=Torque&limit=24`;
    const listing = (who: Person | null) =>
      send(who, "GET", url.replace("/api/products", "/api/company/products"));
    const [publicPage, asA, asB, outside, anonymous] = await Promise.all([
      send(null, "GET", url),
      listing(a.buyer),
      listing(b.buyer),
      listing(visitor),
      listing(null),
    ]);
    expect(anonymous.statusCode).toBe(401);
    const priceOf = (res: typeof asA) =>
      (res.json() as MemberProduct[]).find((p) => p._id === productId)?.companyPrice ?? null;
    expect(priceOf(asA)).toEqual({
      productId,
      kind: "fixed",
      price: 17.13,
      percentOff: null,
      validFrom: null,
      validTo: null,
    });
    expect(priceOf(asB)).toMatchObject({ kind: "percent", price: null, percentOff: 12.5 });
    expect(priceOf(outside)).toBeNull();
    for (const res of [asA, asB, outside]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["x-total-count"]).toBe(publicPage.headers["x-total-count"]);
      // The same products as the public page, each with its price added and nothing else.
      expect((res.json() as MemberProduct[]).map(({ companyPrice: _, ...product }) => product)).toEqual(
        publicPage.json(),
      );
    }
    const bad = await send(a.buyer, "GET", "/api/company/products?limit=5000");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("limit");
  });

  it("the cached catalogue, asked by two companies' members and a visitor at once, is one answer at the list price", async () => {
    const urls = [`/api/products/${productId}`, `/api/products?q=${encodeURIComponent("Torque")}`];
    for (const url of urls) {
      const answers = await Promise.all(
        [a.buyer, b.buyer, visitor, null, a.admin, b.admin].map((who) => send(who, "GET", url)),
      );
      for (const res of answers) expect(res.statusCode, url).toBe(200);
      const bodies = new Set(answers.map((r) => r.body));
      expect(bodies.size, url).toBe(1);
      const [body] = [...bodies];
      for (const companyPrice of ["17.13", "17.5"]) expect(body).not.toContain(companyPrice);
    }
    const product = (await send(visitor, "GET", `/api/products/${productId}`)).json() as Product;
    expect(product.price).toBe(20);
  });

  it("the cart shows and the checkout charges exactly what the page computes with the shared rule", async () => {
    const product = (await send(null, "GET", `/api/products/${productId}`)).json() as Product;
    for (const [member, quantity] of [
      [a.buyer, 50],
      [b.buyer, 50],
      [b.buyer, 100],
      [visitor, 50],
    ] as const) {
      const entries =
        member === visitor
          ? []
          : ((
              await send(member, "GET", `/api/company/prices?ids=${productId}`)
            ).json() as CompanyPriceEntry[]);
      const entry = entries[0];
      const shown = memberUnitPriceCents(
        {
          priceCents: Math.round(product.price * 100),
          priceBreaks: product.priceBreaks.map((x) => ({
            minQuantity: x.minQuantity,
            priceCents: Math.round(x.price * 100),
          })),
        },
        quantity,
        entry && {
          ...entry,
          priceCents: entry.price === null ? null : Math.round(entry.price * 100),
        },
        priceDay(),
      );
      await send(member, "DELETE", "/api/cart");
      const cart = await send(member, "POST", "/api/cart/items", { lines: [{ productId, quantity }] });
      expect(cart.json().cart.lines[0].unitPrice).toBe(shown / 100);
      const placed = await send(member, "POST", "/api/checkout", BILLING);
      expect(placed.statusCode, placed.body).toBe(201);
      const [order] = placed.json().orders as Order[];
      expect(order!.unitPrice, `${member.email} × ${quantity}`).toBe(shown / 100);
    }
    // The expected figures, written out: A $17.13; B 12.5% off $20 = $17.50, and at 100 the $18 break does not beat it.
    const charged = (
      await send(b.buyer, "GET", `/api/orders?email=${encodeURIComponent(b.buyer.email)}`)
    ).json() as Order[];
    expect(charged.map((o) => o.unitPrice)).toEqual([17.5, 17.5]);
  });

  it("a price outside its dates is not charged, and a removed price is gone", async () => {
    const { admin, companyId, buyer } = await company();
    const url = `/api/admin/companies/${companyId}/prices/${productId}`;
    await send(shopAdmin, "PUT", url, { kind: "fixed", price: 10, validFrom: "2099-01-01" });
    expect((await send(buyer, "GET", `/api/company/prices?ids=${productId}`)).json()).toEqual([]);
    expect((await shop(t).order(buyer.token, productId)).unitPrice).toBe(20);
    await send(shopAdmin, "PUT", url, { kind: "fixed", price: 10, validTo: "2000-01-01" });
    expect((await shop(t).order(buyer.token, productId)).unitPrice).toBe(20);
    await send(shopAdmin, "PUT", url, { kind: "fixed", price: 10 });
    expect((await shop(t).order(buyer.token, productId)).unitPrice).toBe(10);
    expect((await send(shopAdmin, "DELETE", url)).json()).toEqual([]);
    expect((await shop(t).order(buyer.token, productId)).unitPrice).toBe(20);
    expect(admin.email).toBeTruthy();
  });
});
