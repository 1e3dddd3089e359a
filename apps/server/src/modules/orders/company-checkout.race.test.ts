import type { Order } from "@xpart/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BILLING } from "../../../test/attacks/fixtures.js";
import { bearer } from "../../../test/auth-helpers.js";
import { addProduct, stockMovementTotal } from "../../../test/catalog-fixtures.js";
import { companyAdmin, invitedMember, memberId, type Person } from "../../../test/company-fixtures.js";
import { onPostgres } from "../../../test/postgres.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { findProductRow } from "../catalog/index.js";

/**
 * Issue 40 "Must show", on PostgreSQL (PGlite runs one query at a time and would pass any implementation):
 * 20 buyers of one company check out at once over one product with stock for 12, each over their limit; then
 * the company's two approvers decide on every waiting checkout at the same moment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (who: Person, method: "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

describe.skipIf(!onPostgres)("a company's buyers racing (PostgreSQL only: PGlite serialises queries)", () => {
  it("20 parallel checkouts never oversell, and two approvers deciding at once count each approval once", async () => {
    // $10.00 a unit, packs of 50: 600 in stock is 12 orders of 50, each $500.00, over a $400.00 limit.
    const productId = await addProduct(t.db, { priceCents: 1000, minOrder: 50, availableQty: 600 });
    const { admin } = await companyAdmin(t);
    const approvers = [await invitedMember(t, admin, "approver"), await invitedMember(t, admin, "approver")];
    const buyers: Person[] = [];
    for (let i = 0; i < 20; i += 1) {
      const buyer = await invitedMember(t, admin, "buyer");
      await call(admin, "PATCH", `/api/company/members/${await memberId(t, admin, buyer.email)}`, {
        perOrderLimit: 400,
      });
      buyers.push(buyer);
    }
    const answers = await Promise.all(
      buyers.map((buyer) => call(buyer, "POST", "/api/orders", { productId, quantity: 50, ...BILLING })),
    );
    const placed = answers.filter((r) => r.statusCode === 201).map((r) => r.json().order as Order);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(placed.length + refused.length, answers.map((r) => r.statusCode).join()).toBe(20);
    expect(placed).toHaveLength(12);
    for (const order of placed) expect(order.status).toBe("awaiting-approval");
    expect((await findProductRow(t.db, productId))!.availableQty).toBe(0);
    // The stock log balances: what left the row is what the ledger says was reserved.
    expect(await stockMovementTotal(t.db, productId)).toBe(-600);

    // Every waiting checkout: approver 0 approves while approver 1 rejects, all at once.
    const decisions = await Promise.all(
      placed.flatMap((order) => [
        call(approvers[0]!, "POST", `/api/company/approvals/${order.checkoutId}/approve`),
        call(approvers[1]!, "POST", `/api/company/approvals/${order.checkoutId}/reject`, {
          reason: "Over budget",
        }),
      ]),
    );
    for (let i = 0; i < placed.length; i += 1) {
      const pair = [decisions[2 * i]!.statusCode, decisions[2 * i + 1]!.statusCode].sort();
      expect(pair, `checkout ${i}`).toEqual([200, 409]);
    }
    const result = await t.db.execute(sql`
      select a.decision, count(*)::int as n,
        (select count(*)::int from audit_events e where e.action in ('order.approve', 'order.reject')
          and e.target_id in (select checkout_id::text from order_approvals)) as audited
      from order_approvals a group by a.decision`);
    const rows = (result as unknown as { rows: { decision: string; n: number; audited: number }[] }).rows;
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(12);
    expect(rows.every((r) => r.decision === "approved" || r.decision === "rejected")).toBe(true);
    expect(rows[0]!.audited).toBe(12);
    // Rejections gave their stock back, approvals kept theirs: the product row and its ledger agree.
    const approved = rows.find((r) => r.decision === "approved")?.n ?? 0;
    expect((await findProductRow(t.db, productId))!.availableQty).toBe(600 - approved * 50);
    expect(await stockMovementTotal(t.db, productId)).toBe(-approved * 50);
  });
});
