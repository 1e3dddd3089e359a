import { ADMIN_ORDER_TEXTS, ORDER_TEXTS, type AdminOrder, type Order } from "@xpart/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findProductRow } from "../src/modules/catalog/index.js";
import { expireUnpaidOrders } from "../src/modules/orders/order-transitions.service.js";
import { orders } from "../src/modules/orders/orders.tables.js";

import {
  anAdmin,
  api,
  auditSince,
  lastAuditId,
  oneAuditRowSince,
  unchanged,
  userIdOf,
  type Account,
} from "./admin-fixtures.js";
import { shop, type TestApp } from "./attacks/fixtures.js";
import { bearer, customer } from "./auth-helpers.js";
import { addProduct, stockMovementTotal } from "./catalog-fixtures.js";
import { createTestApp } from "./test-app.js";

/**
 * The admin's order actions through HTTP (issue 10 item 4; checklist §2.15 AORD-06/08/09/11/13): 'Approve
 * Booking' ships paid orders only, 'Delete Order' cancels unpaid or hides cancelled ones, and each change
 * writes one audit row while each refusal leaves the database (audit trail included) as it was.
 */
let t: TestApp;
let a: Account;
let admin: Account;
let shopApi: ReturnType<typeof shop>;
beforeAll(async () => {
  t = await createTestApp();
  shopApi = shop(t);
  a = await customer(t.app);
  admin = await anAdmin(t.app, t.db);
});
afterAll(() => t.close());

const ship = (id: string, token = admin.token) => api(t.app, "PUT", `/api/orders/status/${id}`, token);
const del = (id: string, token = admin.token) => api(t.app, "DELETE", `/api/orders/${id}`, token);
const stockOf = async (id: string) => (await findProductRow(t.db, id))!.availableQty;
const ownOrders = async (c: Account) =>
  (await api(t.app, "GET", `/api/orders?email=${encodeURIComponent(c.email)}`, c.token)).json() as Order[];
const adminView = async (id: string) =>
  ((await api(t.app, "GET", "/api/allOrders?limit=100", admin.token)).json() as AdminOrder[]).find(
    (o) => o._id === id,
  );

/** An order of 50 from its own product (300 in stock), in the state asked for. */
async function anOrder(state: "unpaid" | "paid" | "shipped" | "cancelled" = "unpaid") {
  const productId = await addProduct(t.db);
  const order = await shopApi.order(a.token, productId);
  if (state === "paid" || state === "shipped") await shopApi.pay(a.token, order._id);
  if (state === "shipped") expect((await ship(order._id)).statusCode).toBe(200);
  if (state === "cancelled") expect((await shopApi.cancel(a.token, order._id)).statusCode).toBe(200);
  return { productId, id: order._id };
}

describe("PUT /api/orders/status/:id ('Approve Booking')", () => {
  it("AORD-08: ships a paid order; the customer sees 'shipped' in GET /api/orders?email=; one audit row with actor, before and after", async () => {
    const { id } = await anOrder("paid");
    const since = await lastAuditId(t.db);
    const res = await ship(id);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { modifiedCount: number; order: AdminOrder };
    expect(answer.modifiedCount).toBe(1);
    expect(answer.order).toMatchObject({ _id: id, status: "shipped", paid: true });
    expect(answer.order.timeline.map((e) => [e.event, e.by])).toEqual([
      ["placed", "customer"],
      ["paid", "payment provider"],
      ["shipped", admin.email],
    ]);

    expect((await ownOrders(a)).find((o) => o._id === id)).toMatchObject({ status: "shipped", paid: true });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.shippedBy).toBe(await userIdOf(t.db, admin.email));
    expect(row!.shippedAt).toBeInstanceOf(Date);

    expect(await oneAuditRowSince(t.db, since)).toMatchObject({
      actorId: await userIdOf(t.db, admin.email),
      actorEmail: admin.email,
      action: "order.ship",
      targetType: "order",
      targetId: id,
      before: { status: "paid", shippedAt: null },
      after: { status: "shipped", shippedAt: row!.shippedAt!.toISOString() },
    });
  });

  it("AORD-08/09: an unpaid, cancelled or already shipped order is a 409 with a clear message; nothing changes, nothing is recorded", async () => {
    const cases = [
      ["unpaid", ADMIN_ORDER_TEXTS.shipUnpaid],
      ["cancelled", ADMIN_ORDER_TEXTS.shipCancelled],
      ["shipped", ADMIN_ORDER_TEXTS.alreadyShipped],
    ] as const;
    for (const [state, message] of cases) {
      const { id } = await anOrder(state);
      const res = await unchanged(t.db, () => ship(id));
      expect(res.statusCode, state).toBe(409);
      expect(res.json().message).toBe(message);
    }
  });

  it("AORD-08: an unknown or malformed id is a 404; a customer (even the owner) is a 403; a body other than {} is a 400", async () => {
    const { id } = await anOrder("paid");
    await unchanged(t.db, async () => {
      expect((await ship("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
      expect((await ship("not-an-id")).statusCode).toBe(404);
      const own = await ship(id, a.token);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe("You are not authorized to do this");
      expect((await api(t.app, "PUT", `/api/orders/status/${id}`)).statusCode).toBe(401);
      const withBody = await api(t.app, "PUT", `/api/orders/status/${id}`, admin.token, { status: "x" });
      expect(withBody.statusCode).toBe(400);
    });
    expect((await api(t.app, "PUT", `/api/orders/status/${id}`, admin.token, {})).statusCode).toBe(200);
  });

  it("AORD-13: two admins approving the same paid order at once: one ships it, the other gets a 409; one audit row", async () => {
    const other = await anAdmin(t.app, t.db);
    const { id } = await anOrder("paid");
    const since = await lastAuditId(t.db);
    const answers = await Promise.all([ship(id), ship(id, other.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditSince(t.db, since)).toHaveLength(1);
  });
});

describe("DELETE /api/orders/:id ('Delete Order')", () => {
  it("AORD-09: a paid or a shipped order cannot be deleted (409); nothing changes, nothing is recorded", async () => {
    for (const [state, message] of [
      ["paid", ADMIN_ORDER_TEXTS.deletePaid],
      ["shipped", ADMIN_ORDER_TEXTS.deleteShipped],
    ] as const) {
      const { id } = await anOrder(state);
      const res = await unchanged(t.db, () => del(id));
      expect(res.statusCode, state).toBe(409);
      expect(res.json().message).toBe(message);
    }
  });

  it("AORD-11: an unpaid order is cancelled with reason 'admin', its stock released, and it leaves every list; one audit row", async () => {
    const { id, productId } = await anOrder("unpaid");
    expect(await stockOf(productId)).toBe(250);
    const since = await lastAuditId(t.db);
    const res = await del(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });

    expect(await stockOf(productId)).toBe(300);
    expect(await stockMovementTotal(t.db, productId)).toBe(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      status: "cancelled",
      cancelReason: "admin",
      cancelledBy: await userIdOf(t.db, admin.email),
      deletedBy: await userIdOf(t.db, admin.email),
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await ownOrders(a)).find((o) => o._id === id)).toBeUndefined();
    expect(await adminView(id)).toBeUndefined();
    expect(await oneAuditRowSince(t.db, since)).toMatchObject({
      actorEmail: admin.email,
      action: "order.delete",
      targetType: "order",
      targetId: id,
      before: { status: "unpaid" },
      after: { status: "cancelled", cancelReason: "admin", deleted: true, stockReleased: 50 },
    });
  });

  it("AORD-11: a cancelled order leaves every list and GET by id (404); its row stays with deleted_at/deleted_by; one audit row", async () => {
    const { id, productId } = await anOrder("cancelled");
    const since = await lastAuditId(t.db);
    const res = await del(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(productId)).toBe(300);

    expect((await ownOrders(a)).map((o) => o._id)).not.toContain(id);
    expect(await adminView(id)).toBeUndefined();
    expect((await api(t.app, "GET", `/api/orders/${id}`, a.token)).statusCode).toBe(404);
    expect((await api(t.app, "GET", `/api/orders/${id}`, admin.token)).statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: "cancelled", deletedBy: await userIdOf(t.db, admin.email) });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await oneAuditRowSince(t.db, since)).toMatchObject({
      action: "order.delete",
      targetId: id,
      before: { status: "cancelled", deleted: false },
      after: { status: "cancelled", deleted: true },
    });
    // Gone: a second delete is a 404, by the admin and by the owner alike.
    await unchanged(t.db, async () => {
      expect((await del(id)).statusCode).toBe(404);
      expect((await del(id, a.token)).statusCode).toBe(404);
    });
  });

  it("AORD-11: an unpaid order whose card was charged meanwhile is not deleted: 409, it becomes paid and keeps its stock", async () => {
    const productId = await addProduct(t.db);
    const order = await shopApi.order(a.token, productId);
    const { clientSecret } = (await shopApi.intent(a.token, order._id)).json() as { clientSecret: string };
    expect((await shopApi.confirm(a.token, clientSecret)).json().paymentIntent.status).toBe("succeeded");
    const since = await lastAuditId(t.db);
    const res = await del(order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_ORDER_TEXTS.deletePaid);
    expect((await shopApi.read(a.token, order._id)).status).toBe("paid");
    expect(await stockOf(productId)).toBe(250);
    expect(await auditSince(t.db, since)).toEqual([]);
  });

  it("the owner's own cancel is unchanged: reason 'customer', no audit row; another customer still gets a 404", async () => {
    const b = await customer(t.app);
    const { id } = await anOrder("unpaid");
    await unchanged(t.db, async () => expect((await del(id, b.token)).statusCode).toBe(404));
    const since = await lastAuditId(t.db);
    expect((await del(id, a.token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "customer", deletedAt: null });
    expect(await auditSince(t.db, since)).toEqual([]);
    // The owner cannot hide a cancelled order: only an admin can.
    const again = await unchanged(t.db, () => del(id, a.token));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_TEXTS.alreadyCancelled);
  });
});

describe("each order's timeline (issue 10 item 7)", () => {
  it("an expired order reads placed, then expired by 'system'", async () => {
    const { id } = await anOrder("unpaid");
    await expireUnpaidOrders(
      t.db,
      { ttlMs: 60_000, unverifiedTtlMs: 60_000 },
      async () => "clear",
      new Date(Date.now() + 120_000),
    );
    const order = await adminView(id);
    expect(order!.timeline.map((e) => [e.event, e.by])).toEqual([
      ["placed", "customer"],
      ["expired", "system"],
    ]);
    for (const entry of order!.timeline) expect(new Date(entry.at).toISOString()).toBe(entry.at);
  });

  it("a customer's cancel reads cancelled by 'customer'", async () => {
    const { id } = await anOrder("cancelled");
    expect((await adminView(id))!.timeline.map((e) => [e.event, e.by])).toEqual([
      ["placed", "customer"],
      ["cancelled", "customer"],
    ]);
  });

  it("the order answers keep the customer's own shape: no timeline or admin ids in GET /api/orders", async () => {
    const { id } = await anOrder("shipped");
    const own = (await ownOrders(a)).find((o) => o._id === id)!;
    expect(own).not.toHaveProperty("timeline");
    expect(JSON.stringify(own)).not.toContain(await userIdOf(t.db, admin.email));
    const res = await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: bearer(a.token) });
    expect(res.json()).not.toHaveProperty("timeline");
  });
});
