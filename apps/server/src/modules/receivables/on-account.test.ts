import { addDays, ON_ACCOUNT_TEXTS, utcDay, type CompanyTerms, type Order } from "@xpart/shared";
import { pdfText } from "@xpart/test-support/pdf-text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  backdateInvoices,
  checkout,
  companyOnTerms,
  payInvoice,
  statementOf,
} from "../../../test/account-fixtures.js";
import { anAdmin, unchanged } from "../../../test/admin-fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { invitedMember, memberId, type Person } from "../../../test/company-fixtures.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/** Issue 41 items 1, 2 and 5: terms, checkouts on account, invoices paid by card and transfer, the hold. */
let t: TestApp;
let shopAdmin: Person;
/** $10.00 a unit, 10 at least: 100 units cost $1,000.00. */
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  shopAdmin = await anAdmin(t.app, t.db);
  productId = await addProduct(t.db, { priceCents: 1000, minOrder: 10, availableQty: 1_000_000 });
});
afterAll(() => t.close());

const send = (who: Person, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const terms = async (who: Person): Promise<CompanyTerms> => {
  const res = await send(who, "GET", "/api/company/terms");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CompanyTerms;
};
const placed = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { checkoutId: string; orders: Order[]; total: number };
};

describe("issue 41 item 1: payment terms and the credit limit", () => {
  it("only the shop's admins set terms (audited); every member reads them; bad input is a 400 that changes nothing", async () => {
    const { admin, companyId } = await companyOnTerms(t, shopAdmin, { paymentTerms: "card", creditLimit: 0 });
    const url = `/api/admin/companies/${companyId}/terms`;
    const body = { paymentTerms: "net30", creditLimit: 5000 };
    expect((await send(admin, "PUT", url, body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url, payload: body })).statusCode).toBe(401);
    for (const bad of [
      { paymentTerms: "net45", creditLimit: 5000 },
      { paymentTerms: "net30", creditLimit: -1 },
      { paymentTerms: "net30", creditLimit: 10.001 },
      { paymentTerms: "net30" },
      { paymentTerms: "net30", creditLimit: 5000, onHold: false },
    ])
      expect(
        (await unchanged(t.db, () => send(shopAdmin, "PUT", url, bad))).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    expect((await send(shopAdmin, "PUT", `/api/admin/companies/not-a-uuid/terms`, body)).statusCode).toBe(
      404,
    );
    const set = await send(shopAdmin, "PUT", url, body);
    expect(set.json()).toEqual({
      paymentTerms: "net30",
      creditLimit: 5000,
      balance: 0,
      available: 5000,
      onHold: false,
    });
    const buyer = await invitedMember(t, admin, "buyer");
    expect(await terms(buyer)).toEqual(set.json());
    const outsider = await customer(t.app);
    expect((await send(outsider, "GET", "/api/company/terms")).statusCode).toBe(404);
    const audit = await t.db.execute(
      sql`select after from audit_events where action = 'company.terms' and target_id = ${companyId} order by id desc limit 1`,
    );
    expect((audit as unknown as { rows: { after: unknown }[] }).rows[0]!.after).toEqual({
      paymentTerms: "net30",
      creditLimit: 5000,
    });
  });

  it("a checkout on account is paid at once, invoiced with its due day, and counts in the balance", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    const buyer = await invitedMember(t, admin, "buyer");
    const dashboard = async () => (await send(shopAdmin, "GET", "/api/admin/dashboard")).json();
    const before = await dashboard();
    const { orders } = placed(await checkout(t, buyer, productId, 100));
    expect(orders[0]).toMatchObject({ status: "paid", paid: true });
    // Item 5: the Sales dashboard counts it as revenue, on account.
    const after = await dashboard();
    expect(after.revenueOnAccount - before.revenueOnAccount).toBe(1000);
    expect(after.revenue - before.revenue).toBe(1000);
    expect(orders[0]!.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(await terms(buyer)).toMatchObject({ balance: 1000, available: 4000 });
    const statement = await statementOf(t, admin);
    expect(statement.invoices).toEqual([
      expect.objectContaining({
        number: orders[0]!.invoiceNumber,
        orderId: orders[0]!._id,
        dueOn: addDays(utcDay(new Date()), 30),
        total: 1000,
        paid: 0,
        owed: 1000,
        status: "open",
        daysOverdue: 0,
      }),
    ]);
    expect(statement.ageing).toEqual({ current: 1000, "1-30": 0, "31-60": 0, "61-90": 0, "over-90": 0 });
    // Its invoice says it is on account and when it is due, and says no payment.
    const invoice = await send(buyer, "GET", `/api/orders/${orders[0]!._id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(`On account: due on ${addDays(utcDay(new Date()), 30)}`);
    expect(text).not.toContain("Paid.");
    // The shop's admins may ship it at once: it is paid.
    const shipped = await send(shopAdmin, "PUT", `/api/orders/status/${orders[0]!._id}`, {});
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order.status).toBe("shipped");
  });

  it("over the limit: a 409 naming the limit, the balance and the amount, nothing placed; by card it still goes", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net15", creditLimit: 1500 });
    placed(await checkout(t, admin, productId, 100));
    const refused = await unchanged(t.db, () => checkout(t, admin, productId, 60));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ON_ACCOUNT_TEXTS.overCreditLimit(150_000, 100_000, 60_000));
    expect(refused.json().message).toContain("$1,500.00");
    const byCard = placed(await checkout(t, admin, productId, 60, "card"));
    expect(byCard.orders[0]!.status).toBe("unpaid");
    // Exactly at the limit goes.
    placed(await checkout(t, admin, productId, 50, "account"));
    expect(await terms(admin)).toMatchObject({ balance: 1500, available: 0 });
  });

  it("a company on card terms, or a customer outside any company, cannot check out on account (409)", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "card", creditLimit: 5000 });
    const res = await checkout(t, admin, productId, 10);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ON_ACCOUNT_TEXTS.notOnTerms);
    const outsider = await customer(t.app);
    expect((await checkout(t, outsider, productId, 10)).json().message).toBe(ON_ACCOUNT_TEXTS.notOnTerms);
    expect(
      (
        await send(outsider, "POST", "/api/checkout", {
          name: "A",
          address: "B",
          phone: "1",
          payWith: "cash",
        })
      ).statusCode,
    ).toBe(400);
  });

  it("approval limits come first: the credit is held while an approver decides, and the approval pays it on account", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 2000 });
    const buyer = await invitedMember(t, admin, "buyer");
    const limit = await send(
      admin,
      "PATCH",
      `/api/company/members/${await memberId(t, admin, buyer.email)}`,
      {
        perOrderLimit: 500,
      },
    );
    expect(limit.statusCode, limit.body).toBe(200);
    const waiting = placed(await checkout(t, buyer, productId, 150));
    expect(waiting.orders[0]!.status).toBe("awaiting-approval");
    expect(await terms(buyer)).toMatchObject({ balance: 0, available: 500 });
    // The held credit counts against the next checkout.
    expect((await checkout(t, admin, productId, 60)).statusCode).toBe(409);
    const approved = await send(admin, "POST", `/api/company/approvals/${waiting.checkoutId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const order = (await send(buyer, "GET", `/api/orders/${waiting.checkoutId}`)).json() as Order;
    expect(order).toMatchObject({ status: "paid", paid: true });
    expect(order.invoiceNumber).not.toBeNull();
    expect(await terms(buyer)).toMatchObject({ balance: 1500, available: 500 });
  });
});

describe("issue 41 item 2: invoices paid by card and by bank transfer", () => {
  it("open → partly paid → paid by card from the statement; more than owed is refused; a buyer cannot", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    const buyer = await invitedMember(t, admin, "buyer");
    placed(await checkout(t, buyer, productId, 100));
    const [invoice] = (await statementOf(t, admin)).invoices;
    expect((await send(buyer, "GET", "/api/company/statement")).statusCode).toBe(403);
    expect((await payInvoice(t, buyer, invoice!.id, 10)).statusCode).toBe(403);
    const over = await payInvoice(t, admin, invoice!.id, 1000.01);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ON_ACCOUNT_TEXTS.overpayment(100_000, invoice!.number));
    const part = await payInvoice(t, admin, invoice!.id, 400);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().invoices[0]).toMatchObject({ status: "partly-paid", paid: 400, owed: 600 });
    expect(await terms(buyer)).toMatchObject({ balance: 600, available: 4400 });
    const rest = await payInvoice(t, admin, invoice!.id, 600);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().invoices).toEqual([]);
    expect(await terms(buyer)).toMatchObject({ balance: 0, available: 5000 });
    const again = await payInvoice(t, admin, invoice!.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ON_ACCOUNT_TEXTS.invoicePaid);
  });

  it("confirming the same card payment twice counts it once; another company's invoice is a 404", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    placed(await checkout(t, admin, productId, 100));
    const [invoice] = (await statementOf(t, admin)).invoices;
    const other = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    expect((await payInvoice(t, other.admin, invoice!.id, 10)).statusCode).toBe(404);
    const intent = await send(admin, "POST", `/api/company/invoices/${invoice!.id}/payment-intent`, {
      amount: 250,
    });
    const confirmed = await send(admin, "POST", "/api/payments/test-cards/confirm", {
      clientSecret: intent.json().clientSecret,
      card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
    });
    const transactionId = confirmed.json().paymentIntent.id as string;
    for (let i = 0; i < 2; i++) {
      const res = await send(admin, "POST", `/api/company/invoices/${invoice!.id}/payments`, {
        transactionId,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().invoices[0]).toMatchObject({ paid: 250, owed: 750 });
    }
    // Someone else's payment id, or a made-up one, pays nothing.
    expect(
      (
        await send(admin, "POST", `/api/company/invoices/${invoice!.id}/payments`, {
          transactionId: "pi_made_up",
        })
      ).statusCode,
    ).toBe(409);
  });

  it("a bank transfer spread over invoices: must add up, all or nothing, no overpayment, the company's own invoices", async () => {
    const { admin, companyId } = await companyOnTerms(t, shopAdmin, {
      paymentTerms: "net30",
      creditLimit: 5000,
    });
    placed(await checkout(t, admin, productId, 100));
    placed(await checkout(t, admin, productId, 50));
    const [first, second] = (await statementOf(t, admin)).invoices;
    const url = `/api/admin/companies/${companyId}/transfers`;
    const transfer = (allocations: { invoiceId: string; amount: number }[], amount: number) => ({
      amount,
      receivedOn: "2026-11-20",
      reference: "BACS 778812",
      allocations,
    });
    expect(
      (await send(admin, "POST", url, transfer([{ invoiceId: first!.id, amount: 10 }], 10))).statusCode,
    ).toBe(403);
    const notAddingUp = await unchanged(t.db, () =>
      send(shopAdmin, "POST", url, transfer([{ invoiceId: first!.id, amount: 10 }], 20)),
    );
    expect(notAddingUp.statusCode).toBe(400);
    expect(notAddingUp.json().message).toBe(ON_ACCOUNT_TEXTS.allocationsMustAddUp);
    // The second share pays more than that invoice owes: neither share is counted.
    const overpaid = await unchanged(t.db, () =>
      send(
        shopAdmin,
        "POST",
        url,
        transfer(
          [
            { invoiceId: first!.id, amount: 100 },
            { invoiceId: second!.id, amount: 500.01 },
          ],
          600.01,
        ),
      ),
    );
    expect(overpaid.statusCode).toBe(409);
    expect(overpaid.json().message).toBe(ON_ACCOUNT_TEXTS.overpayment(50_000, second!.number));
    const other = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    expect(
      (
        await send(
          shopAdmin,
          "POST",
          `/api/admin/companies/${other.companyId}/transfers`,
          transfer([{ invoiceId: first!.id, amount: 1 }], 1),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(shopAdmin, "POST", url, {
          ...transfer([{ invoiceId: first!.id, amount: 1 }], 1),
          receivedOn: "2026-13-01",
        })
      ).statusCode,
    ).toBe(400);
    const paid = await send(
      shopAdmin,
      "POST",
      url,
      transfer(
        [
          { invoiceId: first!.id, amount: 1000 },
          { invoiceId: second!.id, amount: 200 },
        ],
        1200,
      ),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().invoices).toEqual([
      expect.objectContaining({ id: second!.id, status: "partly-paid", owed: 300 }),
    ]);
    expect(paid.json().terms).toMatchObject({ balance: 300 });
    const admins = await send(shopAdmin, "GET", `/api/admin/companies/${companyId}/statement`);
    expect(admins.json()).toEqual(paid.json());
  });

  it("a refund of an order on account is a credit note off its invoice: no card is refunded", async () => {
    const { admin } = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 5000 });
    const { orders } = placed(await checkout(t, admin, productId, 100));
    const refunded = await send(shopAdmin, "POST", `/api/admin/orders/${orders[0]!._id}/refund`, {
      amount: 250,
      restock: false,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [invoice] = (await statementOf(t, admin)).invoices;
    expect(invoice).toMatchObject({ credited: 250, owed: 750, status: "open" });
    expect(await terms(admin)).toMatchObject({ balance: 750 });
  });
});

describe("issue 41 item 3: the hold", () => {
  it("past 30 days overdue the company is on hold: no checkout on account (card still works) until paid or lifted", async () => {
    const { admin, companyId } = await companyOnTerms(t, shopAdmin, {
      paymentTerms: "net15",
      creditLimit: 5000,
    });
    placed(await checkout(t, admin, productId, 20));
    // Due 15 days after issue: 45 days back is 30 days overdue, not yet more.
    await backdateInvoices(t, companyId, 45);
    expect(await terms(admin)).toMatchObject({ onHold: false });
    await backdateInvoices(t, companyId, 1);
    expect(await terms(admin)).toMatchObject({ onHold: true });
    const held = await checkout(t, admin, productId, 10);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(ON_ACCOUNT_TEXTS.companyOnHold);
    placed(await checkout(t, admin, productId, 10, "card"));
    const answer = await send(shopAdmin, "GET", "/api/admin/receivables");
    expect(answer.statusCode, answer.body).toBe(200);
    const receivables = answer.json();
    expect(receivables.companies.find((c: { companyId: string }) => c.companyId === companyId)).toMatchObject(
      {
        onHold: true,
        overdue: 200,
        ageing: expect.objectContaining({ "31-60": 200 }),
      },
    );
    const lifted = await send(shopAdmin, "POST", `/api/admin/companies/${companyId}/hold-lift`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ onHold: false, balance: 200 });
    placed(await checkout(t, admin, productId, 10));
  });

  it("paying what is overdue ends the hold", async () => {
    const { admin, companyId } = await companyOnTerms(t, shopAdmin, {
      paymentTerms: "net30",
      creditLimit: 5000,
    });
    placed(await checkout(t, admin, productId, 20));
    await backdateInvoices(t, companyId, 70);
    expect(await terms(admin)).toMatchObject({ onHold: true });
    const [invoice] = (await statementOf(t, admin)).invoices;
    expect((await payInvoice(t, admin, invoice!.id, 200)).statusCode).toBe(200);
    expect(await terms(admin)).toMatchObject({ onHold: false, balance: 0 });
    placed(await checkout(t, admin, productId, 10));
  });
});

describe("issue 41 item 5: the Receivables page", () => {
  it("the most overdue company first, with its ageing, the totals and the same figures as CSV; admins only", async () => {
    const late = await companyOnTerms(t, shopAdmin, { paymentTerms: "net30", creditLimit: 9000 });
    placed(await checkout(t, late.admin, productId, 30));
    await backdateInvoices(t, late.companyId, 130);
    const report = (await send(shopAdmin, "GET", "/api/admin/receivables")).json();
    expect(report.companies[0]).toMatchObject({
      companyId: late.companyId,
      balance: 300,
      overdue: 300,
      ageing: { current: 0, "1-30": 0, "31-60": 0, "61-90": 0, "over-90": 300 },
    });
    const sum = (key: string) =>
      report.companies.reduce(
        (total: number, c: { ageing: Record<string, number> }) => total + c.ageing[key]!,
        0,
      );
    for (const bucket of Object.keys(report.total.ageing))
      expect(report.total.ageing[bucket]).toBeCloseTo(sum(bucket), 2);
    const csv = await send(shopAdmin, "GET", "/api/admin/receivables/export");
    expect(csv.headers["content-type"]).toContain("text/csv");
    const rows = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows).toHaveLength(report.companies.length + 1);
    expect(rows[1]).toContain("300.00");
    const customerRes = await send(late.admin, "GET", "/api/admin/receivables");
    expect(customerRes.statusCode).toBe(403);
  });
});
