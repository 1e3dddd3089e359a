import { APPROVAL_TEXTS, COMPANY_TEXTS, type Order } from "@xpart/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BILLING, orderState, shop } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { companyAdmin, invitedMember, memberId, type Person } from "../../../test/company-fixtures.js";
import { createTestApp, testConfig, type TestApp } from "../../../test/test-app.js";
import { JOB_SCHEMA } from "../../jobs/index.js";

import { expireUnpaidOrders } from "./order-transitions.service.js";

/** Issue 40 item 4: a buyer's checkout over their limit waits for an approver of their company. */
let t: TestApp;
let call: ReturnType<typeof shop>;
/** $10.00 a unit, 50 at least: 50 cost $500.00, 80 cost $800.00. */
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = shop(t);
  productId = await addProduct(t.db, { priceCents: 1000, minOrder: 50, availableQty: 100_000 });
});
afterAll(() => t.close());

const send = (who: Person, method: "POST" | "PATCH" | "GET", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const order = async (who: Person, quantity: number): Promise<Order> => {
  const res = await call.placeOrder(who.token, { productId, quantity, ...BILLING });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order;
};

/** Mail jobs of one kind, to whom and with what. */
async function mails(kind: string): Promise<{ to: string; data: Record<string, unknown> }[]> {
  const result = await t.db.execute(sql`
    select data->>'to' as to, data->'data' as data from ${sql.identifier(JOB_SCHEMA)}.job
    where name = 'mail' and data->>'kind' = ${kind} order by created_on`);
  return (result as unknown as { rows: { to: string; data: Record<string, unknown> }[] }).rows;
}

/** A company with a company admin, two approvers and a buyer limited to `limits` (dollars). */
async function companyWithBuyer(limits: { perOrderLimit?: number | null; monthlyLimit?: number | null }) {
  const { admin } = await companyAdmin(t);
  const approvers = [await invitedMember(t, admin, "approver"), await invitedMember(t, admin, "approver")];
  const buyer = await invitedMember(t, admin, "buyer");
  const set = await send(
    admin,
    "PATCH",
    `/api/company/members/${await memberId(t, admin, buyer.email)}`,
    limits,
  );
  expect(set.statusCode, set.body).toBe(200);
  return { admin, approvers, buyer };
}

describe("spending limits and approvals (issue 40 item 4)", () => {
  it("a $800 order over a $500 limit waits, holding its stock, mails every approver, and cannot be paid yet", async () => {
    const { approvers, buyer } = await companyWithBuyer({ perOrderLimit: 500 });
    const before = await orderState(t.db, productId);
    const placed = await order(buyer, 80);
    expect(placed.status).toBe("awaiting-approval");
    expect(placed.paid).toBe(false);
    expect((await orderState(t.db, productId)).stock).toBe(before.stock! - 80);
    const asked = (await mails("approval-requested")).filter((m) => m.data.checkoutId === placed.checkoutId);
    expect(asked.map((m) => m.to).sort()).toEqual(approvers.map((a) => a.email).sort());
    expect(asked[0]!.data.reason).toBe(APPROVAL_TEXTS.overOrderLimit(50_000));
    // The buyer is not asked to pay, and cannot.
    expect((await mails("order-placed")).some((m) => m.data.checkoutId === placed.checkoutId)).toBe(false);
    expect((await call.intent(buyer.token, placed._id)).statusCode).toBe(409);
    // At the limit, not over it: no approval.
    expect((await order(buyer, 50)).status).toBe("unpaid");
  });

  it("approved: unpaid, the buyer is mailed and pays as for any order; the audit log has both steps", async () => {
    const { approvers, buyer } = await companyWithBuyer({ perOrderLimit: 500 });
    const placed = await order(buyer, 80);
    const waiting = (await send(approvers[0]!, "GET", "/api/company/approvals")).json();
    expect(waiting).toEqual([
      expect.objectContaining({
        checkoutId: placed.checkoutId,
        total: 800,
        buyer: expect.objectContaining({ email: buyer.email }),
        reason: APPROVAL_TEXTS.overOrderLimit(50_000),
      }),
    ]);
    const approved = await send(approvers[0]!, "POST", `/api/company/approvals/${placed.checkoutId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call.read(buyer.token, placed._id)).status).toBe("unpaid");
    expect((await mails("order-approved")).map((m) => m.data.checkoutId)).toContain(placed.checkoutId);
    expect((await call.pay(buyer.token, placed._id)).status).toBe("paid");
    const audit = await t.db.execute(
      sql`select action from audit_events where target_id = ${placed.checkoutId} order by id`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      "order.approval-request",
      "order.approve",
    ]);
    expect((await send(approvers[0]!, "GET", "/api/company/approvals")).json()).toEqual([]);
  });

  it("rejected with a reason: cancelled, the stock back, the buyer told why; a second decision is a 409", async () => {
    const { approvers, buyer } = await companyWithBuyer({ perOrderLimit: 500 });
    const before = await orderState(t.db, productId);
    const placed = await order(buyer, 80);
    const refused = await send(approvers[1]!, "POST", `/api/company/approvals/${placed.checkoutId}/reject`, {
      reason: "Use the framework supplier this month",
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await call.read(buyer.token, placed._id)).status).toBe("cancelled");
    expect((await orderState(t.db, productId)).stock).toBe(before.stock);
    const told = (await mails("order-cancelled")).find((m) => m.data.checkoutId === placed.checkoutId);
    expect(told?.data.rejectedReason).toBe("Use the framework supplier this month");
    const again = await send(approvers[0]!, "POST", `/api/company/approvals/${placed.checkoutId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPROVAL_TEXTS.notAwaiting);
  });

  it("two approvers acting on one order at once: one answer wins, the other is a 409", async () => {
    const { approvers, buyer } = await companyWithBuyer({ perOrderLimit: 500 });
    const placed = await order(buyer, 80);
    const answers = await Promise.all([
      send(approvers[0]!, "POST", `/api/company/approvals/${placed.checkoutId}/approve`),
      send(approvers[1]!, "POST", `/api/company/approvals/${placed.checkoutId}/reject`, { reason: "No" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const status = (await call.read(buyer.token, placed._id)).status;
    expect(status).toBe(answers[0]!.statusCode === 200 ? "unpaid" : "cancelled");
    const decisions = await t.db.execute(
      sql`select count(*)::int as n from audit_events where target_id = ${placed.checkoutId} and action in ('order.approve', 'order.reject')`,
    );
    expect((decisions as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it("a monthly limit counts what the buyer already ordered this month", async () => {
    const { buyer } = await companyWithBuyer({ monthlyLimit: 1000 });
    expect((await order(buyer, 60)).status).toBe("unpaid");
    expect((await order(buyer, 50)).status).toBe("awaiting-approval");
  });

  it("expires after ORDER_TTL as an unpaid order does, its stock back", async () => {
    const { buyer } = await companyWithBuyer({ perOrderLimit: 500 });
    // A product of its own: the sweep below also ends the other tests' unpaid orders.
    const own = await addProduct(t.db, { priceCents: 1000, minOrder: 50, availableQty: 1000 });
    const res = await call.placeOrder(buyer.token, { productId: own, quantity: 80, ...BILLING });
    const placed = res.json().order as Order;
    expect(placed.status).toBe("awaiting-approval");
    expect((await orderState(t.db, own)).stock).toBe(920);
    const ttlMs = testConfig.orderTtlMs;
    await expireUnpaidOrders(
      t.db,
      { ttlMs, unverifiedTtlMs: ttlMs },
      async () => "clear",
      new Date(new Date(placed.createdAt).getTime() + ttlMs + 1),
    );
    expect((await call.read(buyer.token, placed._id)).status).toBe("cancelled");
    expect((await orderState(t.db, own)).stock).toBe(1000);
  });

  it("only approvers and company admins decide: a buyer 403, another company or a plain customer 404", async () => {
    const { admin, buyer } = await companyWithBuyer({ perOrderLimit: 500 });
    const placed = await order(buyer, 80);
    const url = `/api/company/approvals/${placed.checkoutId}/approve`;
    expect((await send(buyer, "POST", url)).statusCode).toBe(403);
    expect((await send(buyer, "GET", "/api/company/approvals")).statusCode).toBe(403);
    expect((await send((await companyAdmin(t)).admin, "POST", url)).statusCode).toBe(404);
    expect((await send(await customer(t.app), "POST", url)).statusCode).toBe(404);
    expect((await send(admin, "POST", "/api/company/approvals/not-a-uuid/approve")).statusCode).toBe(404);
    // The company admin may decide too.
    expect((await send(admin, "POST", url)).statusCode).toBe(200);
  });

  it("without approvers, the company admins are asked", async () => {
    const { admin } = await companyAdmin(t);
    const buyer = await invitedMember(t, admin, "buyer");
    await send(admin, "PATCH", `/api/company/members/${await memberId(t, admin, buyer.email)}`, {
      perOrderLimit: 100,
    });
    const placed = await order(buyer, 50);
    const asked = (await mails("approval-requested")).filter((m) => m.data.checkoutId === placed.checkoutId);
    expect(asked.map((m) => m.to)).toEqual([admin.email]);
  });

  it("refuses bad limits and reasons with a 400 naming the field, changing nothing", async () => {
    const { admin, buyer } = await companyWithBuyer({ perOrderLimit: 500 });
    const url = `/api/company/members/${await memberId(t, admin, buyer.email)}`;
    for (const [payload, field] of [
      [{ perOrderLimit: -5 }, "perOrderLimit"],
      [{ perOrderLimit: 0 }, "perOrderLimit"],
      [{ perOrderLimit: 1.234 }, "perOrderLimit"],
      [{ monthlyLimit: "500" }, "monthlyLimit"],
      [{ monthlyLimit: 1e12 }, "monthlyLimit"],
      [{}, ""],
    ] as const) {
      const res = await send(admin, "PATCH", url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(field);
    }
    const member = (await send(admin, "GET", "/api/company"))
      .json()
      .members.find((m: { email: string }) => m.email === buyer.email);
    expect(member.perOrderLimit).toBe(500);
    const placed = await order(buyer, 80);
    for (const reason of ["", "   ", "x".repeat(501), "bad\u0000"]) {
      const res = await send(admin, "POST", `/api/company/approvals/${placed.checkoutId}/reject`, { reason });
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
    }
    expect((await call.read(buyer.token, placed._id)).status).toBe("awaiting-approval");
    expect(COMPANY_TEXTS.onlyCompanyAdmin).toBeTruthy();
  });
});
