import type { SalesDashboard } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, api } from "../../../test/admin-fixtures.js";
import { shop } from "../../../test/attacks/fixtures.js";
import { customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { companyAdmin, invitedMember } from "../../../test/company-fixtures.js";
import { accountCreatedAt, paymentAttempt, salesLine } from "../../../test/sales-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";

/**
 * Issue 27's sales dashboard against a hand-counted shop: every figure below is counted from the fixture, in
 * the comments beside it. Days are UTC calendar days; the window is today and the 29 days before.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let adminToken: string;
let customerToken: string;
const DAY = 24 * 3600 * 1000;
const now = new Date();
const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const daysAgo = (n: number, ms = 0) => new Date(today.getTime() - n * DAY + ms);
const ymd = (at: Date) => at.toISOString().slice(0, 10);
let wrench: string;
let jack: string;
let lowAt8: string;
let lowAt10: string;

beforeAll(async () => {
  t = await createTestApp();
  // Accounts made through the API: one admin (not a customer) and one customer (new today).
  adminToken = (await anAdmin(t.app, t.db)).token;
  customerToken = (await customer(t.app)).token;
  const buyer = await accountCreatedAt(t.db, daysAgo(2)); // new customer 2
  const old = await accountCreatedAt(t.db, daysAgo(29, -1)); // created just before the window: not new
  await accountCreatedAt(t.db, daysAgo(1), "admin"); // an admin: not a customer

  wrench = await addProduct(t.db, { name: "Torque wrench", priceCents: 1000 });
  jack = await addProduct(t.db, { name: "Floor jack", priceCents: 2550 });
  lowAt8 = await addProduct(t.db, { name: "Brake pads", sku: "BP-8", availableQty: 8, reorderThreshold: 10 });
  lowAt10 = await addProduct(t.db, {
    name: "Oil filter",
    sku: "OF-10",
    availableQty: 10,
    reorderThreshold: 10,
  });
  await addProduct(t.db, { name: "Spark plug", availableQty: 11, reorderThreshold: 10 }); // above: not listed
  await addProduct(t.db, { name: "Air filter", availableQty: 1 }); // no threshold: not listed
  await addProduct(t.db, {
    name: "Archived clamp",
    availableQty: 1,
    reorderThreshold: 10,
    archivedAt: new Date(),
  }); // archived: not listed

  const line = (
    productId: string | null,
    productName: string,
    quantity: number,
    unitPriceCents: number,
    status: "unpaid" | "paid" | "shipped" | "cancelled",
    paidAt?: Date,
    deletedAt?: Date,
  ) =>
    salesLine(t.db, buyer, { productId, productName, quantity, unitPriceCents, status, paidAt, deletedAt });
  const a = await line(wrench, "Torque wrench", 2, 1000, "paid", today); // today 00:00 UTC: today, $20.00
  const b = await line(jack, "Floor jack", 1, 2550, "shipped", daysAgo(0, 3600_000)); // today, $25.50
  await line(jack, "Floor jack", 1, 100, "paid", daysAgo(0, -1000)); // 23:59:59 yesterday: yesterday, $1.00
  await line(wrench, "Torque wrench", 5, 1000, "shipped", daysAgo(3, 12 * 3600_000)); // 3 days ago, $50.00
  await line(null, "Old vise", 1, 1234, "paid", daysAgo(29)); // the window's first moment: in, $12.34
  await line(null, "Old clamp", 1, 520, "paid", daysAgo(5)); // another deleted product: 5 days ago, $5.20
  await line(jack, "Floor jack", 1, 99_999, "paid", daysAgo(29, -1)); // a millisecond before: out
  const f = await line(wrench, "Torque wrench", 1, 1000, "unpaid");
  await line(wrench, "Torque wrench", 1, 1000, "cancelled");
  await line(wrench, "Torque wrench", 1, 7777, "cancelled", daysAgo(2)); // paid, then given back: no revenue
  await line(wrench, "Torque wrench", 1, 1000, "cancelled", undefined, new Date()); // deleted: in no count

  // Payments opened in the window: a refused card never paid (failed), a success, a refusal then a success.
  await paymentAttempt(t.db, f, { createdAt: daysAgo(1), refused: true, succeeded: false });
  await paymentAttempt(t.db, a, { createdAt: today, refused: false, succeeded: true });
  await paymentAttempt(t.db, b, { createdAt: today, refused: true, succeeded: true });
  // Before the window: not counted.
  const oldCheckout = await salesLine(t.db, old, {
    productId: wrench,
    productName: "Torque wrench",
    quantity: 1,
    unitPriceCents: 1000,
    status: "unpaid",
  });
  await paymentAttempt(t.db, oldCheckout, { createdAt: daysAgo(40), refused: true, succeeded: false });
});
afterAll(() => t.close());

const dashboard = async () => {
  const res = await api(t.app, "GET", "/api/admin/dashboard", adminToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SalesDashboard;
};

describe("GET /api/admin/dashboard (issue 27 item 1: the sales dashboard)", () => {
  it("issue 27: answers only admins: 401 without a token, 403 for a customer", async () => {
    expect((await api(t.app, "GET", "/api/admin/dashboard")).statusCode).toBe(401);
    expect((await api(t.app, "GET", "/api/admin/dashboard", customerToken)).statusCode).toBe(403);
  });

  it("issue 27: gives revenue and paid orders for each of the 30 UTC days, days without sales as 0", async () => {
    const d = await dashboard();
    expect(d.days).toHaveLength(30);
    expect(d.from).toBe(ymd(daysAgo(29)));
    expect(d.to).toBe(ymd(today));
    const byDay = Object.fromEntries(d.days.map((day) => [day.day, day]));
    expect(byDay[ymd(today)]).toEqual({ day: ymd(today), revenue: 45.5, orders: 2 });
    expect(byDay[ymd(daysAgo(1))]).toEqual({ day: ymd(daysAgo(1)), revenue: 1, orders: 1 });
    expect(byDay[ymd(daysAgo(3))]).toEqual({ day: ymd(daysAgo(3)), revenue: 50, orders: 1 });
    expect(byDay[ymd(daysAgo(5))]).toEqual({ day: ymd(daysAgo(5)), revenue: 5.2, orders: 1 });
    expect(byDay[ymd(daysAgo(29))]).toEqual({ day: ymd(daysAgo(29)), revenue: 12.34, orders: 1 });
    const quiet = d.days.filter((day) => day.orders === 0);
    expect(quiet).toHaveLength(25);
    for (const day of quiet) expect(day.revenue).toBe(0);
  });

  it("issue 27: totals the window's revenue, paid orders and average order value in whole cents", async () => {
    const d = await dashboard();
    // 20.00 + 25.50 + 1.00 + 50.00 + 5.20 + 12.34 over 6 paid or shipped lines; 11404 / 6 = 1900.67 cents.
    expect(d.revenue).toBe(114.04);
    expect(d.paidOrders).toBe(6);
    expect(d.averageOrderValue).toBe(19.01);
  });

  it("issue 27: counts the orders in each state now, deleted ones left out", async () => {
    const d = await dashboard();
    expect(d.statusCounts).toEqual({
      all: 11,
      "awaiting-approval": 0,
      unpaid: 2,
      paid: 5,
      shipped: 2,
      cancelled: 2,
    });
  });

  it("issue 27: ranks products by the window's revenue, a deleted product under its own name", async () => {
    const d = await dashboard();
    expect(d.topProducts).toEqual([
      { _id: wrench, name: "Torque wrench", quantity: 7, revenue: 70 },
      { _id: jack, name: "Floor jack", quantity: 2, revenue: 26.5 },
      { _id: null, name: "Old vise", quantity: 1, revenue: 12.34 },
      { _id: null, name: "Old clamp", quantity: 1, revenue: 5.2 },
    ]);
  });

  it("issue 27: counts customer accounts created in the window, and no admin", async () => {
    expect((await dashboard()).newCustomers).toBe(2);
  });

  it("issue 27: gives the payment failure rate: payments opened in the window that ended refused", async () => {
    expect((await dashboard()).payments).toEqual({ attempted: 3, failed: 1, failureRate: 1 / 3 });
  });

  it("issue 27: lists the products on sale at or under their reorder threshold, lowest stock first", async () => {
    const d = await dashboard();
    expect(d.lowStock.map((p) => [p._id, p.sku, p.availableQty, p.reorderThreshold])).toEqual([
      [lowAt8, "BP-8", 8, 10],
      [lowAt10, "OF-10", 10, 10],
    ]);
  });
});

// Last: it adds accounts and a sale, which the figures above do not count.
describe("GET /api/admin/dashboard per company (issue 40 item 7)", () => {
  it("issue 40: ranks companies by their members' paid lines in the window", async () => {
    const { admin: owner, companyId } = await companyAdmin(t);
    const member = await invitedMember(t, owner, "buyer");
    const paid = await shop(t).order(member.token, wrench, 50);
    await shop(t).pay(member.token, paid._id);
    const d = await dashboard();
    expect(d.topCompanies).toEqual([
      expect.objectContaining({ _id: companyId, orders: 1, revenue: paid.price, name: expect.any(String) }),
    ]);
  });
});
