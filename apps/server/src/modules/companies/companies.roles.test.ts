import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../../../test/admin-fixtures.js";
import { shop } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { companyAdmin, invitedMember, memberId, type Person } from "../../../test/company-fixtures.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/**
 * Issue 40, "Must show": every company action for each role. Company A has a company admin, a buyer and an
 * approver; company B a company admin of its own ("other"); a customer in no company ("plain"); the shop's
 * admin ("shop"). Each action is called by everyone; the company admin of A calls last, so a refusal is
 * never a side effect of their success. Runs on PGlite and, in CI, again on PostgreSQL.
 */
type Who = "companyAdmin" | "buyer" | "approver" | "other" | "plain" | "shop";
const ORDER: Who[] = ["plain", "other", "buyer", "approver", "shop", "companyAdmin"];

let t: TestApp;
let people: Record<Who, Person>;
let companyA: string;
let invitationId: string;
let addressId: string;
let spareMemberId: string;
let buyerOrderId: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await companyAdmin(t);
  const b = await companyAdmin(t);
  companyA = a.companyId;
  people = {
    companyAdmin: a.admin,
    buyer: await invitedMember(t, a.admin, "buyer"),
    approver: await invitedMember(t, a.admin, "approver"),
    other: b.admin,
    plain: await customer(t.app),
    shop: await anAdmin(t.app, t.db),
  };
  const spare = await invitedMember(t, a.admin, "buyer");
  spareMemberId = await memberId(t, a.admin, spare.email);
  const invited = await t.app.inject({
    method: "POST",
    url: "/api/company/invitations",
    headers: bearer(a.admin.token),
    payload: { email: "not-yet@example.com", role: "buyer" },
  });
  invitationId = invited.json().id;
  const address = await t.app.inject({
    method: "POST",
    url: "/api/company/addresses",
    headers: bearer(a.admin.token),
    payload: {
      label: "Main depot",
      name: "Goods in",
      address: "2 Depot Road, Leeds",
      phone: "+44 113 000 000",
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  addressId = address.json().id;
  const productId = await addProduct(t.db, { availableQty: 1000 });
  buyerOrderId = (await shop(t).order(people.buyer.token, productId))._id;
});
afterAll(() => t.close());

interface Action {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: () => string;
  body?: () => object;
  expected: Record<Who, number>;
}

const ACTIONS: Action[] = [
  {
    name: "read the company",
    method: "GET",
    url: () => "/api/company",
    // "other" reads their own company (checked below to be B, never A); "plain" reads null (below).
    expected: { companyAdmin: 200, buyer: 200, approver: 200, other: 200, plain: 200, shop: 403 },
  },
  {
    name: "change the company's settings",
    method: "PATCH",
    url: () => "/api/company",
    body: () => ({ requirePoNumber: false }),
    expected: { companyAdmin: 200, buyer: 403, approver: 403, other: 200, plain: 404, shop: 403 },
  },
  {
    name: "invite a member",
    method: "POST",
    url: () => "/api/company/invitations",
    body: () => ({ email: `invitee-${Math.random().toString(36).slice(2)}@example.com`, role: "buyer" }),
    expected: { companyAdmin: 201, buyer: 403, approver: 403, other: 201, plain: 404, shop: 403 },
  },
  {
    name: "withdraw company A's invitation",
    method: "DELETE",
    url: () => `/api/company/invitations/${invitationId}`,
    expected: { companyAdmin: 200, buyer: 403, approver: 403, other: 404, plain: 404, shop: 403 },
  },
  {
    name: "change a member's role in company A",
    method: "PATCH",
    url: () => `/api/company/members/${spareMemberId}`,
    body: () => ({ role: "approver" }),
    expected: { companyAdmin: 200, buyer: 403, approver: 403, other: 404, plain: 404, shop: 403 },
  },
  {
    name: "change company A's address",
    method: "PATCH",
    url: () => `/api/company/addresses/${addressId}`,
    body: () => ({ label: "Depot 1" }),
    expected: { companyAdmin: 200, buyer: 403, approver: 403, other: 404, plain: 404, shop: 403 },
  },
  {
    name: "add a company address",
    method: "POST",
    url: () => "/api/company/addresses",
    body: () => ({
      label: "Site",
      name: "Goods in",
      address: "3 Yard Lane, York",
      phone: "+44 1904 000 000",
    }),
    expected: { companyAdmin: 201, buyer: 403, approver: 403, other: 201, plain: 404, shop: 403 },
  },
  {
    name: "list the company's orders",
    method: "GET",
    url: () => "/api/company/orders",
    // Buyers see company orders only when the company allows it (it does not here).
    expected: { companyAdmin: 200, buyer: 403, approver: 200, other: 200, plain: 404, shop: 403 },
  },
  {
    name: "read company A as the shop",
    method: "GET",
    url: () => `/api/admin/companies/${companyA}`,
    expected: { companyAdmin: 403, buyer: 403, approver: 403, other: 403, plain: 403, shop: 200 },
  },
  {
    name: "set company A tax exempt as the shop",
    method: "PATCH",
    url: () => `/api/admin/companies/${companyA}`,
    body: () => ({ taxExempt: true }),
    expected: { companyAdmin: 403, buyer: 403, approver: 403, other: 403, plain: 403, shop: 200 },
  },
  {
    name: "remove a member of company A",
    method: "DELETE",
    url: () => `/api/company/members/${spareMemberId}`,
    expected: { companyAdmin: 200, buyer: 403, approver: 403, other: 404, plain: 404, shop: 403 },
  },
];

describe("company roles × actions (issue 40)", () => {
  it.each(ACTIONS)("$name", async (action) => {
    const answers: Record<string, number> = {};
    for (const who of ORDER) {
      const res = await t.app.inject({
        method: action.method,
        url: action.url(),
        headers: bearer(people[who].token),
        ...(action.body ? { payload: action.body() } : {}),
      });
      answers[who] = res.statusCode;
    }
    expect(answers).toEqual(action.expected);
  });

  it("a customer outside any company reads null, not a company", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/company",
      headers: bearer(people.plain.token),
    });
    expect(res.json()).toBeNull();
  });

  it("what 'other' reads is their own company and orders: nothing of company A's", async () => {
    const company = await t.app.inject({
      method: "GET",
      url: "/api/company",
      headers: bearer(people.other.token),
    });
    expect(company.json().company.id).not.toBe(companyA);
    expect(JSON.stringify(company.json())).not.toContain(people.buyer.email);
    const orders = await t.app.inject({
      method: "GET",
      url: "/api/company/orders",
      headers: bearer(people.other.token),
    });
    expect(orders.json().map((o: { _id: string }) => o._id)).not.toContain(buyerOrderId);
  });

  it("a company admin cannot make their company tax exempt: 400 naming the field, nothing changed", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/company",
      headers: bearer(people.other.token),
      payload: { taxExempt: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("taxExempt");
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/company",
      headers: bearer(people.other.token),
    });
    expect(mine.json().company.taxExempt).toBe(false);
  });
});
