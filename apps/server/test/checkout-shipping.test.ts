import { ADMIN_ORDER_TEXTS, orderNumber, SHIPPING_TEXTS, type AdminOrder } from "@xpart/shared";
import { asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { OutboxMailSender } from "../src/modules/mail/index.js";
import { orders } from "../src/modules/orders/orders.tables.js";

import {
  anAdmin,
  api,
  auditSince,
  lastAuditId,
  unchanged,
  userIdOf,
  type Account,
} from "./admin-fixtures.js";
import type { TestApp } from "./attacks/fixtures.js";
import { customer } from "./auth-helpers.js";
import { mailTo, sendDueMail, temporaryOutbox } from "./mail-fixtures.js";
import { aPurchase } from "./purchase-fixtures.js";
import { createTestApp } from "./test-app.js";

/**
 * 'Ship all paid lines' through HTTP (issue 39): PUT /api/checkouts/:checkoutId/ship ships, in one
 * transaction, every line of a purchase that 'Approve Booking' could ship, each with the carrier and tracking
 * number and its own audit row, and queues one 'shipped' mail for them; the other lines stay as they are.
 * Refusals (400, 401, 403, 404, 409) change nothing.
 */
let t: TestApp;
let outbox: OutboxMailSender;
let owner: Account;
let admin: Account;
beforeAll(async () => {
  outbox = await temporaryOutbox();
  t = await createTestApp({}, { mail: outbox });
  [owner, admin] = [await customer(t.app), await anAdmin(t.app, t.db)];
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const shipAll = (checkoutId: string, body?: object, token: string | null = admin.token) =>
  api(t.app, "PUT", `/api/checkouts/${checkoutId}/ship`, token ?? undefined, body);
const approve = (id: string, body?: object) =>
  api(t.app, "PUT", `/api/orders/status/${id}`, admin.token, body);
const refundInFull = (id: string) =>
  api(t.app, "POST", `/api/admin/orders/${id}/refund`, admin.token, { restock: false });
const rowsOf = (checkoutId: string) =>
  t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.createdAt));
const statusesOf = async (checkoutId: string) => (await rowsOf(checkoutId)).map((r) => r.status);
const tracked = { carrier: "DHL", trackingNumber: "JD0146 0000 4711" };

describe("PUT /api/checkouts/:checkoutId/ship ('Ship all paid lines', issue 39)", () => {
  it("ships only the lines that may ship, each with the carrier and tracking number and one audit row; answers them as the admin list shows them", async () => {
    const { checkoutId, ids } = await aPurchase(t, owner.token, { lines: 4 });
    expect((await approve(ids[0]!, { carrier: "UPS" })).statusCode).toBe(200);
    expect((await refundInFull(ids[1]!)).statusCode).toBe(200);
    const since = await lastAuditId(t.db);

    const res = await shipAll(checkoutId, { carrier: "  DHL ", trackingNumber: " JD0146 0000 4711 " });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { modifiedCount: number; orders: AdminOrder[] };
    expect(answer.modifiedCount).toBe(2);
    expect(answer.orders.map((o) => [o._id, o.status, o.carrier, o.trackingNumber])).toEqual([
      [ids[2], "shipped", "DHL", "JD0146 0000 4711"],
      [ids[3], "shipped", "DHL", "JD0146 0000 4711"],
    ]);
    for (const order of answer.orders) {
      expect(order.timeline.at(-1)).toMatchObject({ event: "shipped", by: admin.email });
      expect(order).toMatchObject({ checkoutLines: 4, checkoutTotal: 560 });
    }
    const listed = (await api(t.app, "GET", "/api/allOrders?limit=100", admin.token)).json() as AdminOrder[];
    expect(listed.filter((o) => answer.orders.some((a) => a._id === o._id))).toEqual(answer.orders);

    // The line shipped before keeps its own carrier; the line refunded in full stays paid, with nothing
    // recorded.
    const rows = await rowsOf(checkoutId);
    expect(rows.map((r) => [r.status, r.carrier, r.trackingNumber])).toEqual([
      ["shipped", "UPS", null],
      ["paid", null, null],
      ["shipped", "DHL", "JD0146 0000 4711"],
      ["shipped", "DHL", "JD0146 0000 4711"],
    ]);
    expect(rows[1]!.shippedAt).toBeNull();
    const adminId = await userIdOf(t.db, admin.email);
    expect(rows.slice(2).map((r) => r.shippedBy)).toEqual([adminId, adminId]);

    const audit = await auditSince(t.db, since);
    expect(audit.map((r) => [r.action, r.targetId])).toEqual([
      ["order.ship", ids[2]],
      ["order.ship", ids[3]],
    ]);
    for (const [i, row] of audit.entries()) {
      expect(row).toMatchObject({
        actorId: adminId,
        actorEmail: admin.email,
        targetType: "order",
        before: { status: "paid", shippedAt: null },
        after: { status: "shipped", shippedAt: rows[i + 2]!.shippedAt!.toISOString(), ...tracked },
      });
    }
  });

  it("queues one 'shipped' mail for the purchase, naming the lines shipped, the carrier and the tracking number", async () => {
    const { checkoutId, ids, names } = await aPurchase(t, owner.token, { lines: 3 });
    expect((await refundInFull(ids[0]!)).statusCode).toBe(200);
    expect((await shipAll(checkoutId, tracked)).statusCode).toBe(200);
    await sendDueMail(t.app, t.db, outbox);

    const shippedMails = (await mailTo(t.app, admin.token, owner.email)).filter(
      (m) => m.subject.endsWith("shipped") && ids.some((id) => m.text.includes(`#${orderNumber(id)}`)),
    );
    expect(shippedMails.map((m) => m.subject)).toEqual([
      `Orders #${orderNumber(ids[1]!)} and 1 more (PO PO-3939) shipped`,
    ]);
    const { text, html } = shippedMails[0]!;
    for (const line of [1, 2]) expect(text).toContain(`#${orderNumber(ids[line]!)} ${names[line]} × 10`);
    expect(text).not.toContain(names[0]);
    expect(text).toContain(`${SHIPPING_TEXTS.carrier}: DHL`);
    expect(text).toContain(`${SHIPPING_TEXTS.trackingNumber}: JD0146 0000 4711`);
    expect(html).toContain("JD0146 0000 4711");
  });

  it("ships without a body, as 'Approve Booking' does: no carrier, no tracking number", async () => {
    for (const body of [undefined, {}, { carrier: " ", trackingNumber: "" }]) {
      const { checkoutId } = await aPurchase(t, owner.token, { lines: 2 });
      const res = await shipAll(checkoutId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect((await rowsOf(checkoutId)).map((r) => [r.status, r.carrier, r.trackingNumber])).toEqual([
        ["shipped", null, null],
        ["shipped", null, null],
      ]);
    }
  });

  it("bad shipping details are a 400 naming the field, and nothing changes", async () => {
    const { checkoutId } = await aPurchase(t, owner.token, { lines: 2 });
    const cases: [object, string][] = [
      [{ trackingNumber: "1Z999AA10123456784" }, "carrier"],
      [{ carrier: "DHL", trackingNumber: "1Z<b>999" }, "trackingNumber"],
      [{ carrier: "DHL", trackingNumber: "=HYPERLINK(1)" }, "trackingNumber"],
      [{ carrier: "DHL", trackingNumber: "A".repeat(41) }, "trackingNumber"],
      [{ carrier: "D".repeat(61) }, "carrier"],
      [{ carrier: "DHL\u0000" }, "carrier"],
      [{ carrier: 7 }, "carrier"],
      [{ carrier: "DHL", status: "shipped" }, "status"],
    ];
    await unchanged(t.db, async () => {
      for (const [body, field] of cases) {
        const res = await shipAll(checkoutId, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().fields), JSON.stringify(body)).toContain(field);
      }
    });
    expect(await statusesOf(checkoutId)).toEqual(["paid", "paid"]);
  });

  it("404 for an unknown or malformed id, a line's id that names no checkout, and a checkout whose lines were deleted; nothing changes", async () => {
    const { ids } = await aPurchase(t, owner.token, { lines: 2 });
    const deleted = await aPurchase(t, owner.token, { lines: 1, paid: false });
    expect((await api(t.app, "DELETE", `/api/orders/${deleted.ids[0]}`, admin.token)).statusCode).toBe(200);
    await unchanged(t.db, async () => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", ids[1]!, deleted.checkoutId]) {
        const res = await shipAll(id, tracked);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toBe("Order not found");
      }
    });
  });

  it("409 saying why when no line may ship (not paid yet, cancelled, refunded in full, all shipped); nothing changes", async () => {
    const unpaid = await aPurchase(t, owner.token, { paid: false });
    const cancelled = await aPurchase(t, owner.token, { paid: false });
    expect((await api(t.app, "DELETE", `/api/orders/${cancelled.ids[0]}`, owner.token)).statusCode).toBe(200);
    const refunded = await aPurchase(t, owner.token, { lines: 2 });
    expect((await approve(refunded.ids[0]!)).statusCode).toBe(200);
    expect((await refundInFull(refunded.ids[1]!)).statusCode).toBe(200);
    const shipped = await aPurchase(t, owner.token, { lines: 2 });
    expect((await shipAll(shipped.checkoutId)).statusCode).toBe(200);

    const cases = [
      [unpaid, ADMIN_ORDER_TEXTS.shipAllUnpaid, ["unpaid", "unpaid", "unpaid"]],
      [cancelled, ADMIN_ORDER_TEXTS.shipAllCancelled, ["cancelled", "cancelled", "cancelled"]],
      [refunded, ADMIN_ORDER_TEXTS.shipAllRefunded, ["shipped", "paid"]],
      [shipped, ADMIN_ORDER_TEXTS.shipAllShipped, ["shipped", "shipped"]],
    ] as const;
    for (const [purchase, message, statuses] of cases) {
      const res = await unchanged(t.db, () => shipAll(purchase.checkoutId, tracked));
      expect(res.statusCode, message).toBe(409);
      expect(res.json().message).toBe(message);
      expect(await statusesOf(purchase.checkoutId)).toEqual(statuses);
    }
  });

  it("admins only: the owner is a 403, anonymous a 401; nothing changes", async () => {
    const { checkoutId } = await aPurchase(t, owner.token, { lines: 2 });
    await unchanged(t.db, async () => {
      const own = await shipAll(checkoutId, tracked, owner.token);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe("You are not authorized to do this");
      expect((await shipAll(checkoutId, tracked, null)).statusCode).toBe(401);
    });
    expect(await statusesOf(checkoutId)).toEqual(["paid", "paid"]);
  });
});

describe("two admins ship one purchase at once (issue 39)", () => {
  /** Each line shipped once: by one admin, with one audit row, and one mail for the purchase. */
  async function shippedOnce(ids: string[], since: number) {
    const rows = await t.db.select().from(orders).where(eq(orders.checkoutId, ids[0]!));
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => "shipped"));
    const audit = await auditSince(t.db, since);
    expect(audit.map((r) => r.targetId).sort()).toEqual([...ids].sort());
    expect(new Set(audit.map((r) => r.actorId)).size).toBe(1);
    await sendDueMail(t.app, t.db, outbox);
    const mails = (await mailTo(t.app, admin.token, owner.email)).filter((m) =>
      m.text.includes(`#${orderNumber(ids.at(-1)!)}`),
    );
    expect(mails.filter((m) => m.subject.endsWith("shipped"))).toHaveLength(1);
  }

  it("side by side: one ships every line, the other gets a 409", async () => {
    const other = await anAdmin(t.app, t.db);
    const { checkoutId, ids } = await aPurchase(t, owner.token, { lines: 3 });
    const since = await lastAuditId(t.db);
    const answers = await Promise.all([shipAll(checkoutId, tracked), shipAll(checkoutId, {}, other.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(ADMIN_ORDER_TEXTS.shipAllShipped);
    await shippedOnce(ids, since);
  });

  it("forced interleaving (PGlite): the other admin's ship-all runs in full just before this one's transaction opens", async () => {
    const other = await anAdmin(t.app, t.db);
    const { checkoutId, ids } = await aPurchase(t, owner.token, { lines: 3 });
    const since = await lastAuditId(t.db);
    const original = t.db.transaction.bind(t.db);
    let meanwhile: LightMyRequestResponse | undefined;
    vi.spyOn(t.db, "transaction").mockImplementationOnce(async (...args) => {
      meanwhile = await shipAll(checkoutId, { carrier: "UPS" }, other.token);
      return original(...args);
    });
    const res = await shipAll(checkoutId, tracked);
    expect(meanwhile?.statusCode).toBe(200);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_ORDER_TEXTS.shipAllShipped);
    expect((await rowsOf(checkoutId)).map((r) => r.carrier)).toEqual(["UPS", "UPS", "UPS"]);
    await shippedOnce(ids, since);
  });
});
