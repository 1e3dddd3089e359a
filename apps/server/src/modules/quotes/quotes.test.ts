import { addDays, QUOTE_TEXTS, utcDay, type Order, type Quote } from "@xpart/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { companyOnTerms } from "../../../test/account-fixtures.js";
import { anAdmin, unchanged } from "../../../test/admin-fixtures.js";
import { BILLING } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { invitedMember, type Person } from "../../../test/company-fixtures.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { JOB_SCHEMA } from "../../jobs/index.js";

/** Issue 41 item 4: quotes requested from the cart, priced and sent by the shop, accepted or declined. */
let t: TestApp;
let shopAdmin: Person;
/** $10.00 and $25.00 a unit, 10 at least. */
let bolts: string;
let jacks: string;
beforeAll(async () => {
  t = await createTestApp();
  shopAdmin = await anAdmin(t.app, t.db);
  bolts = await addProduct(t.db, { priceCents: 1000, minOrder: 10, availableQty: 100_000 });
  jacks = await addProduct(t.db, { priceCents: 2500, minOrder: 10, availableQty: 100_000 });
});
afterAll(() => t.close());

const send = (who: Person, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const tomorrow = () => addDays(utcDay(new Date()), 1);

/** A member's cart of 20 bolts and 10 jacks, asked to be priced. */
async function requested(who: Person): Promise<Quote> {
  const added = await send(who, "POST", "/api/cart/items", {
    lines: [
      { productId: bolts, quantity: 20 },
      { productId: jacks, quantity: 10 },
    ],
  });
  expect(added.statusCode, added.body).toBe(200);
  const res = await send(who, "POST", "/api/company/quotes", { note: "Spring service, 40 vans" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Quote;
}

/** The shop prices it: bolts $8.50 (quantity raised to 30), jacks $19.99, valid until tomorrow, then sends it. */
async function priced(quote: Quote): Promise<Quote> {
  const res = await send(shopAdmin, "PUT", `/api/admin/quotes/${quote.id}`, {
    lines: [
      { productId: bolts, quantity: 30, price: 8.5 },
      { productId: jacks, quantity: 10, price: 19.99 },
    ],
    validUntil: tomorrow(),
    note: "Held for the spring service.",
  });
  expect(res.statusCode, res.body).toBe(200);
  const sent = await send(shopAdmin, "POST", `/api/admin/quotes/${quote.id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json() as Quote;
}

describe("issue 41 item 4: quotes", () => {
  it("a member's cart becomes a request the shop's admins see; a customer outside a company cannot ask", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    const buyer = await invitedMember(t, admin, "buyer");
    const quote = await requested(buyer);
    expect(quote).toMatchObject({
      status: "requested",
      note: "Spring service, 40 vans",
      total: null,
      expired: false,
    });
    expect(quote.number).toMatch(/^Q-\d{6}$/);
    expect(quote.lines.map((l) => [l.productId, l.quantity, l.price])).toEqual([
      [bolts, 20, null],
      [jacks, 10, null],
    ]);
    const listed = (await send(shopAdmin, "GET", "/api/admin/quotes?status=requested")).json() as Quote[];
    expect(listed.map((q) => q.id)).toContain(quote.id);
    expect((await send(admin, "GET", "/api/company/quotes")).json().map((q: Quote) => q.id)).toEqual([
      quote.id,
    ]);
    const outsider = await customer(t.app);
    expect((await send(outsider, "POST", "/api/company/quotes", {})).statusCode).toBe(404);
    const emptyCart = await invitedMember(t, admin, "buyer");
    const empty = await send(emptyCart, "POST", "/api/company/quotes", {});
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(QUOTE_TEXTS.emptyCart);
    expect((await send(buyer, "GET", "/api/admin/quotes")).statusCode).toBe(403);
  });

  it("pricing names the quote's own products and a day not past; sending needs every price, and mails the requester", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    const quote = await requested(admin);
    const url = `/api/admin/quotes/${quote.id}`;
    expect((await send(shopAdmin, "POST", `${url}/send`)).json().message).toBe(QUOTE_TEXTS.notPriced);
    const other = await addProduct(t.db, { priceCents: 100, minOrder: 1 });
    for (const lines of [
      [{ productId: bolts, quantity: 20, price: 1 }],
      [
        { productId: bolts, quantity: 20, price: 1 },
        { productId: other, quantity: 10, price: 1 },
      ],
    ])
      expect(
        (await unchanged(t.db, () => send(shopAdmin, "PUT", url, { lines, validUntil: tomorrow() })))
          .statusCode,
      ).toBe(400);
    const past = await send(shopAdmin, "PUT", url, {
      lines: [
        { productId: bolts, quantity: 20, price: 1 },
        { productId: jacks, quantity: 10, price: 1 },
      ],
      validUntil: addDays(utcDay(new Date()), -1),
    });
    expect(past.statusCode).toBe(400);
    const sent = await priced(quote);
    expect(sent).toMatchObject({ status: "sent", total: 454.9, validUntil: tomorrow() });
    const mails = await t.db.execute(sql`select data->>'to' as to from ${sql.identifier(JOB_SCHEMA)}.job
      where name = 'mail' and data->>'kind' = 'quote-sent' and data->'data'->>'quoteId' = ${quote.id}`);
    expect((mails as unknown as { rows: { to: string }[] }).rows).toEqual([{ to: admin.email }]);
    const pdf = await send(admin, "GET", `/api/company/quotes/${quote.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("accepted: exactly the quoted lines at exactly the quoted prices, on account; a second accept is a 409", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    const buyer = await invitedMember(t, admin, "buyer");
    const quote = await priced(await requested(buyer));
    const accepted = await send(buyer, "POST", `/api/company/quotes/${quote.id}/accept`, {
      ...BILLING,
      payWith: "account",
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { orders, total } = accepted.json() as { orders: Order[]; total: number };
    expect(total).toBe(454.9);
    expect(orders.map((o) => [o.productId, o.quantity, o.status])).toEqual([
      [bolts, 30, "paid"],
      [jacks, 10, "paid"],
    ]);
    // The list price of bolts is untouched by the quote.
    expect((await t.app.inject({ method: "GET", url: `/api/products/${bolts}` })).json().price).toBe(10);
    const again = await send(buyer, "POST", `/api/company/quotes/${quote.id}/accept`, BILLING);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(QUOTE_TEXTS.cannotAccept);
    expect((await send(buyer, "POST", `/api/company/quotes/${quote.id}/decline`)).statusCode).toBe(409);
    const listed = (await send(admin, "GET", "/api/company/quotes")).json() as Quote[];
    expect(listed[0]).toMatchObject({ status: "accepted", checkoutId: orders[0]!.checkoutId });
  });

  it("by card: the checkout waits for its payment at the quoted total", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "card", creditLimit: 0 });
    const quote = await priced(await requested(admin));
    const accepted = await send(admin, "POST", `/api/company/quotes/${quote.id}/accept`, BILLING);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().orders.map((o: Order) => o.status)).toEqual(["unpaid", "unpaid"]);
    expect(accepted.json().total).toBe(454.9);
  });

  it("expired, declined, requested or another company's quote cannot be accepted, and nothing is placed", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    const expired = await priced(await requested(admin));
    await t.db.execute(sql`update quotes set valid_until = current_date - 1 where id = ${expired.id}`);
    expect((await send(admin, "GET", "/api/company/quotes")).json()[0]).toMatchObject({
      id: expired.id,
      expired: true,
    });
    const late = await unchanged(t.db, () =>
      send(admin, "POST", `/api/company/quotes/${expired.id}/accept`, BILLING),
    );
    expect(late.statusCode).toBe(409);
    const declined = await priced(await requested(admin));
    expect((await send(admin, "POST", `/api/company/quotes/${declined.id}/decline`)).json().status).toBe(
      "declined",
    );
    expect((await send(admin, "POST", `/api/company/quotes/${declined.id}/accept`, BILLING)).statusCode).toBe(
      409,
    );
    const waiting = await requested(admin);
    expect((await send(admin, "POST", `/api/company/quotes/${waiting.id}/accept`, BILLING)).statusCode).toBe(
      409,
    );
    const other = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    const theirs = await priced(await requested(other.admin));
    expect((await send(admin, "POST", `/api/company/quotes/${theirs.id}/accept`, BILLING)).statusCode).toBe(
      404,
    );
    expect((await send(admin, "GET", `/api/company/quotes/${theirs.id}/pdf`)).statusCode).toBe(404);
    expect((await send(admin, "POST", `/api/company/quotes/not-a-uuid/accept`, BILLING)).statusCode).toBe(
      404,
    );
  });

  it("a product named only by a quote is archived, not deleted, when an admin removes it (the quote keeps its line)", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    const quoted = await addProduct(t.db, { priceCents: 500, minOrder: 1 });
    await send(admin, "POST", "/api/cart/items", { lines: [{ productId: quoted, quantity: 3 }] });
    const quote = (await send(admin, "POST", "/api/company/quotes", {})).json() as Quote;
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/products/${quoted}`,
      headers: bearer(shopAdmin.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ archived: true });
    const listed = (await send(admin, "GET", "/api/company/quotes")).json() as Quote[];
    expect(listed.find((q) => q.id === quote.id)!.lines.map((l) => l.productId)).toContain(quoted);
  });
});
