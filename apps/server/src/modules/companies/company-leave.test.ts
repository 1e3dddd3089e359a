import { COMPANY_TEXTS } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { lastAuditId, oneAuditRowSince } from "../../../test/admin-fixtures.js";
import { shop } from "../../../test/attacks/fixtures.js";
import { bearer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { companyAdmin, invitedMember, memberId, type Person } from "../../../test/company-fixtures.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/**
 * Issue 40: a member leaves their company themselves (DELETE /api/company/members/<their own id>); their past
 * orders stay the company's; the last company admin cannot leave; a buyer still cannot remove anyone else.
 */
let t: TestApp;
let admin: Person;
let companyId: string;

const leave = async (who: Person) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/company/members/${await memberId(t, admin, who.email)}`,
    headers: bearer(who.token),
  });

const companyOf = (who: Person) =>
  t.app.inject({ method: "GET", url: "/api/company", headers: bearer(who.token) });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, companyId } = await companyAdmin(t));
});
afterAll(() => t?.close());

describe("leaving a company (issue 40)", () => {
  it("a buyer leaves: answered null, out of the company, their order still the company's, one audit entry", async () => {
    const buyer = await invitedMember(t, admin, "buyer");
    const productId = await addProduct(t.db, { priceCents: 1000, minOrder: 1, availableQty: 100 });
    const order = await shop(t).order(buyer.token, productId);
    const before = await lastAuditId(t.db);
    const res = await leave(buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBeNull();
    expect((await companyOf(buyer)).json()).toBeNull();
    const members = (await companyOf(admin)).json().members as { email: string }[];
    expect(members.map((m) => m.email)).not.toContain(buyer.email);
    const companyOrders = await t.app.inject({
      method: "GET",
      url: "/api/company/orders",
      headers: bearer(admin.token),
    });
    expect(companyOrders.json().map((o: { _id: string }) => o._id)).toContain(order._id);
    expect(await oneAuditRowSince(t.db, before)).toMatchObject({
      action: "company.member-remove",
      targetId: companyId,
      after: { left: true },
    });
  });

  it("an approver leaves too; a buyer cannot remove another member (403), nothing changes", async () => {
    const approver = await invitedMember(t, admin, "approver");
    const buyer = await invitedMember(t, admin, "buyer");
    const other = await t.app.inject({
      method: "DELETE",
      url: `/api/company/members/${await memberId(t, admin, approver.email)}`,
      headers: bearer(buyer.token),
    });
    expect(other.statusCode).toBe(403);
    expect((await companyOf(approver)).json()).not.toBeNull();
    expect((await leave(approver)).statusCode).toBe(200);
    expect((await companyOf(approver)).json()).toBeNull();
  });

  it("the last company admin cannot leave: 409 with the reason, still the company's admin", async () => {
    const res = await leave(admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(COMPANY_TEXTS.lastAdmin);
    expect((await companyOf(admin)).json().role).toBe("company-admin");
  });
});
