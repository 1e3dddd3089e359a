import { COMPANY_TEXTS } from "@xpart/shared";
import { pdfText } from "@xpart/test-support/pdf-text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../../../test/admin-fixtures.js";
import { BILLING, orderState, shop } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import {
  aCompany,
  companyAdmin,
  invitationTokenFor,
  invitedMember,
  memberId,
  type Person,
} from "../../../test/company-fixtures.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

let t: TestApp;
let call: ReturnType<typeof shop>;
beforeAll(async () => {
  t = await createTestApp();
  call = shop(t);
});
afterAll(() => t.close());

const get = (who: Person, url: string) => t.app.inject({ method: "GET", url, headers: bearer(who.token) });
const send = (who: Person, method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const invite = (who: Person, email: string, role = "buyer") =>
  send(who, "POST", "/api/company/invitations", { email, role });
const accept = (who: Person, token: string) => send(who, "POST", `/api/company-invitations/${token}/accept`);

describe("creating a company (issue 40 item 1)", () => {
  it("makes the caller its first company admin; a second company for the same account is refused", async () => {
    const { admin, companyId } = await companyAdmin(t, aCompany({ name: "Hill Motors", taxId: "" }));
    const mine = (await get(admin, "/api/company")).json();
    expect(mine.company).toMatchObject({ id: companyId, name: "Hill Motors", taxId: null, taxExempt: false });
    expect(mine.role).toBe("company-admin");
    expect(mine.members).toEqual([expect.objectContaining({ email: admin.email, role: "company-admin" })]);
    const again = await send(admin, "POST", "/api/companies", aCompany());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPANY_TEXTS.alreadyInCompany);
  });

  it("refuses a bad body with a 400 naming the field, and creates nothing", async () => {
    const person = await customer(t.app);
    for (const [payload, field] of [
      [{ billingAddress: "1 Road" }, "name"],
      [{ name: "   ", billingAddress: "1 Road" }, "name"],
      [{ name: "A\u0000B", billingAddress: "1 Road" }, "name"],
      [{ name: "Fine", billingAddress: "x".repeat(301) }, "billingAddress"],
      [{ name: "Fine", billingAddress: "1 Road", taxExempt: true }, "taxExempt"],
    ] as const) {
      const res = await send(person, "POST", "/api/companies", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await get(person, "/api/company")).json()).toBeNull();
  });
});

describe("invitations (issue 40 item 1)", () => {
  let admin: Person;
  beforeAll(async () => {
    admin = (await companyAdmin(t)).admin;
  });

  it("mails a link that shows the company and joins the invited person once", async () => {
    const person = await customer(t.app);
    const res = await invite(admin, person.email.toUpperCase(), "approver");
    expect(res.statusCode, res.body).toBe(201);
    const token = await invitationTokenFor(t.db, person.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const stored = await t.db.execute(
      sql`select count(*)::int as n from company_invitations where token_hash = ${token}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const preview = await t.app.inject({ method: "GET", url: `/api/company-invitations/${token}` });
    expect(preview.json()).toMatchObject({ role: "approver", email: person.email.toUpperCase() });
    expect(preview.headers["cache-control"]).toBe("no-store");
    const joined = await accept(person, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().role).toBe("approver");
    expect((await accept(person, token)).json().message).toBe(COMPANY_TEXTS.invitationUsed);
    expect((await get(person, "/api/company")).json().role).toBe("approver");
  });

  it("is only for the email it was sent to (403), and refuses a second invitation to the same email (409)", async () => {
    const invited = await customer(t.app);
    const stranger = await customer(t.app);
    await invite(admin, invited.email);
    const token = await invitationTokenFor(t.db, invited.email);
    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(COMPANY_TEXTS.invitationForSomeoneElse(invited.email));
    expect((await get(stranger, "/api/company")).json()).toBeNull();
    const twice = await invite(admin, invited.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(COMPANY_TEXTS.alreadyInvited);
  });

  it("ends after 7 days, and once withdrawn", async () => {
    const late = await customer(t.app);
    await invite(admin, late.email);
    await t.db.execute(
      sql`update company_invitations set expires_at = now() - interval '1 second' where lower(email) = lower(${late.email})`,
    );
    const lateToken = await invitationTokenFor(t.db, late.email);
    expect((await accept(late, lateToken)).json().message).toBe(COMPANY_TEXTS.invitationExpired);
    // An expired invitation does not block a new one.
    expect((await invite(admin, late.email)).statusCode).toBe(201);

    const withdrawn = await customer(t.app);
    const id = (await invite(admin, withdrawn.email)).json().id;
    const open = (await get(admin, "/api/company")).json().invitations.map((i: { id: string }) => i.id);
    expect(open).toContain(id);
    expect((await send(admin, "DELETE", `/api/company/invitations/${id}`)).statusCode).toBe(200);
    const token = await invitationTokenFor(t.db, withdrawn.email);
    expect((await accept(withdrawn, token)).json().message).toBe(COMPANY_TEXTS.invitationRevoked);
    expect((await send(admin, "DELETE", `/api/company/invitations/${id}`)).statusCode).toBe(404);
  });

  it("refuses a person who already belongs to a company, when inviting and when accepting", async () => {
    const elsewhere = (await companyAdmin(t)).admin;
    const refused = await invite(admin, elsewhere.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMPANY_TEXTS.otherInCompany);

    // Invited while free, then joined another company before accepting.
    const person = await customer(t.app);
    await invite(admin, person.email);
    const token = await invitationTokenFor(t.db, person.email);
    const other = (await companyAdmin(t)).admin;
    await invite(other, person.email);
    await accept(person, await invitationTokenFor(t.db, person.email));
    const late = await accept(person, token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(COMPANY_TEXTS.alreadyInCompany);
  });

  it("answers an unknown or malformed token 404 / 400, never 500", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: `/api/company-invitations/${"a".repeat(43)}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/company-invitations/%00bad" })).statusCode).toBe(
      400,
    );
    // Longer than any path parameter the server reads (Fastify's maxParamLength).
    expect(
      (await t.app.inject({ method: "GET", url: `/api/company-invitations/${"a".repeat(201)}` })).statusCode,
    ).toBe(414);
  });
});

describe("members and roles (issue 40 item 1)", () => {
  it("keeps at least one company admin: the last can be neither demoted nor removed", async () => {
    const { admin } = await companyAdmin(t);
    const adminId = await memberId(t, admin, admin.email);
    const demote = await send(admin, "PATCH", `/api/company/members/${adminId}`, { role: "buyer" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(COMPANY_TEXTS.lastAdmin);
    expect((await send(admin, "DELETE", `/api/company/members/${adminId}`)).statusCode).toBe(409);

    const second = await invitedMember(t, admin, "buyer");
    const secondId = await memberId(t, admin, second.email);
    expect(
      (await send(admin, "PATCH", `/api/company/members/${secondId}`, { role: "company-admin" })).statusCode,
    ).toBe(200);
    const demoted = await send(admin, "PATCH", `/api/company/members/${adminId}`, { role: "buyer" });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().role).toBe("buyer");
    expect((await send(second, "DELETE", `/api/company/members/${adminId}`)).statusCode).toBe(200);
    expect((await get(admin, "/api/company")).json()).toBeNull();
  });

  it("a company admin who removes themselves (another admin stays) is answered null: they are out", async () => {
    const { admin } = await companyAdmin(t);
    const second = await invitedMember(t, admin, "company-admin");
    const removed = await send(
      admin,
      "DELETE",
      `/api/company/members/${await memberId(t, admin, admin.email)}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toBeNull();
    expect((await get(admin, "/api/company")).json()).toBeNull();
    expect((await get(second, "/api/company")).json().members).toHaveLength(1);
  });

  it("refuses an unknown role with a 400 naming the field", async () => {
    const { admin } = await companyAdmin(t);
    const res = await invite(admin, "someone@example.com", "owner");
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("role");
  });
});

describe("shared addresses (issue 40 item 2)", () => {
  it("a company admin's addresses are offered to every member at checkout, marked shared; only admins change them", async () => {
    const { admin } = await companyAdmin(t);
    const buyer = await invitedMember(t, admin, "buyer");
    await send(buyer, "POST", "/api/addresses", {
      label: "Home",
      name: "Bo",
      address: "9 Lane",
      phone: "+1 555 0101",
    });
    const added = await send(admin, "POST", "/api/company/addresses", {
      label: "Main depot",
      name: "Goods in",
      address: "2 Depot Road, Leeds",
      phone: "+44 113 000 000",
    });
    expect(added.statusCode, added.body).toBe(201);
    const offered = (await get(buyer, "/api/addresses")).json();
    expect(offered.map((a: { label: string; shared: boolean }) => [a.label, a.shared])).toEqual([
      ["Home", false],
      ["Main depot", true],
    ]);
    // A member cannot change the company's address through their own book either.
    expect(
      (await send(buyer, "PATCH", `/api/addresses/${added.json().id}`, { label: "Mine" })).statusCode,
    ).toBe(404);
    expect((await send(buyer, "DELETE", `/api/company/addresses/${added.json().id}`)).statusCode).toBe(403);
  });
});

describe("orders on the company (issue 40 item 3)", () => {
  let admin: Person;
  let buyer: Person;
  let productId: string;
  beforeAll(async () => {
    admin = (await companyAdmin(t, aCompany({ name: "Fleet & Co", taxId: "GB123456789" }))).admin;
    buyer = await invitedMember(t, admin, "buyer");
    productId = await addProduct(t.db, { availableQty: 5000 });
  });

  it("a member's order is the company's: its admins list it, by buyer too; a buyer only when allowed", async () => {
    const order = await call.order(buyer.token, productId);
    const other = await invitedMember(t, admin, "buyer");
    const theirs = await call.order(other.token, productId);
    const all = (await get(admin, "/api/company/orders")).json().map((o: { _id: string }) => o._id);
    expect(all).toEqual(expect.arrayContaining([order._id, theirs._id]));
    const one = await get(
      admin,
      `/api/company/orders?buyer=${encodeURIComponent(buyer.email.toUpperCase())}`,
    );
    expect(one.json().map((o: { _id: string }) => o._id)).toEqual([order._id]);
    expect((await get(buyer, "/api/company/orders")).statusCode).toBe(403);
    await send(admin, "PATCH", "/api/company", { buyersSeeAllOrders: true });
    expect((await get(buyer, "/api/company/orders")).json()).toHaveLength(all.length);
    await send(admin, "PATCH", "/api/company", { buyersSeeAllOrders: false });
  });

  it("a removed member's orders stay the company's", async () => {
    const leaver = await invitedMember(t, admin, "buyer");
    const order = await call.order(leaver.token, productId);
    await send(admin, "DELETE", `/api/company/members/${await memberId(t, admin, leaver.email)}`);
    const all = (await get(admin, "/api/company/orders")).json().map((o: { _id: string }) => o._id);
    expect(all).toContain(order._id);
  });

  it("the company admin downloads a member's invoice, which bills the company with its tax ID and the PO number", async () => {
    const placed = await call.placeOrder(buyer.token, {
      productId,
      quantity: 50,
      ...BILLING,
      poNumber: "PO-FLEET-9",
    });
    const orderId = placed.json().order._id as string;
    await call.pay(buyer.token, orderId);
    const res = await get(admin, `/api/orders/${orderId}/invoice`);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const expected of ["Fleet & Co", "GB123456789", "PO number: PO-FLEET-9", buyer.email])
      expect(text).toContain(expected);
    // Another company's admin, and a plain customer, get the same 404 as a missing order.
    expect((await get((await companyAdmin(t)).admin, `/api/orders/${orderId}/invoice`)).statusCode).toBe(404);
    expect((await get(await customer(t.app), `/api/orders/${orderId}/invoice`)).statusCode).toBe(404);
  });

  it("the shop marks a company tax exempt: the invoice says so, and the audit log records it", async () => {
    const shopAdmin = await anAdmin(t.app, t.db);
    const { admin: owner, companyId } = await companyAdmin(t);
    const member = await invitedMember(t, owner, "buyer");
    const res = await send(shopAdmin, "PATCH", `/api/admin/companies/${companyId}`, { taxExempt: true });
    expect(res.statusCode, res.body).toBe(200);
    const order = await call.order(member.token, productId);
    await call.pay(member.token, order._id);
    expect(pdfText((await get(owner, `/api/orders/${order._id}/invoice`)).rawPayload)).toContain(
      "Tax exempt",
    );
    const activity = (await get(shopAdmin, `/api/activity?targetType=company&targetId=${companyId}`)).json();
    expect(JSON.stringify(activity)).toContain("company.update");
  });

  it("a company that asks for PO numbers refuses a checkout without one: 400 naming poNumber, nothing placed", async () => {
    const { admin: owner } = await companyAdmin(t);
    const member = await invitedMember(t, owner, "buyer");
    await send(owner, "PATCH", "/api/company", { requirePoNumber: true });
    const before = await orderState(t.db, productId);
    const refused = await call.placeOrder(member.token, { productId, quantity: 50, ...BILLING });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ poNumber: COMPANY_TEXTS.poNumberRequired });
    expect(await orderState(t.db, productId)).toEqual(before);
    const blank = await call.placeOrder(member.token, {
      productId,
      quantity: 50,
      ...BILLING,
      poNumber: "   ",
    });
    expect(blank.statusCode).toBe(400);
    const placed = await call.placeOrder(member.token, {
      productId,
      quantity: 50,
      ...BILLING,
      poNumber: "PO-1",
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
