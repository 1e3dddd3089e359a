import {
  ADMIN_ORDER_TEXTS,
  formatCreditNoteNumber,
  orderNumber,
  REFUND_TEXTS,
  type AdminOrder,
  type Order,
} from "@xpart/shared";
import { pdfText, squeezed } from "@xpart/test-support/pdf-text";
import { and, asc, count, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { stockMovements } from "../src/modules/catalog/catalog.tables.js";
import { findProductRow } from "../src/modules/catalog/index.js";
import type { OutboxMailSender } from "../src/modules/mail/index.js";
import { refunds } from "../src/modules/orders/refunds.tables.js";
import { testCardPayments } from "../src/modules/payments/payments.tables.js";
import { TestCardProvider } from "../src/modules/payments/test-card-provider.js";

import { anAdmin, api, lastAuditId, oneAuditRowSince, unchanged, type Account } from "./admin-fixtures.js";
import { shop, type Shop } from "./attacks/fixtures.js";
import { bearer, customer } from "./auth-helpers.js";
import { addProduct, stockMovementTotal } from "./catalog-fixtures.js";
import { mailTo, sendDueMail, temporaryOutbox } from "./mail-fixtures.js";
import { createTestApp } from "./test-app.js";

/**
 * Issue 27 item 4 through HTTP (decision 0036): an admin refunds a paid or shipped order, all of it or part, through
 * the test-card processor; never more than the order's total, once per Idempotency-Key, nothing counted when the
 * provider fails; stock back when asked, the customer's mail, the audit entry and the credit note.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let outbox: OutboxMailSender;
let owner: Account;
let stranger: Account;
let admin: Account;
let call: Shop;
beforeAll(async () => {
  outbox = await temporaryOutbox();
  t = await createTestApp({}, { mail: outbox });
  [owner, stranger, admin] = [await customer(t.app), await customer(t.app), await anAdmin(t.app, t.db)];
  call = shop(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** An order of 10 at $12.50 ($125.00) of its own product (300 in stock), paid with test card 4242. */
async function aPaidOrder(state: "unpaid" | "paid" | "shipped" | "cancelled" = "paid") {
  const productId = await addProduct(t.db, { name: "Brake Caliper Kit", minOrder: 1, priceCents: 1_250 });
  const order = await call.order(owner.token, productId, 10);
  if (state === "paid" || state === "shipped") await call.pay(owner.token, order._id);
  if (state === "shipped")
    expect((await api(t.app, "PUT", `/api/orders/status/${order._id}`, admin.token)).statusCode).toBe(200);
  if (state === "cancelled") expect((await call.cancel(owner.token, order._id)).statusCode).toBe(200);
  return { id: order._id, productId };
}

const refund = (
  id: string,
  body: object,
  token = admin.token,
  key?: string,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${id}/refund`,
    headers: { ...bearer(token), ...(key ? { "idempotency-key": key } : {}) },
    payload: body,
  });
const ownOrder = async (id: string) =>
  (
    (
      await api(t.app, "GET", `/api/orders?email=${encodeURIComponent(owner.email)}`, owner.token)
    ).json() as Order[]
  ).find((o) => o._id === id)!;
const adminOrder = async (id: string) =>
  ((await api(t.app, "GET", `/api/allOrders?q=${id}`, admin.token)).json() as AdminOrder[])[0]!;
const refundRows = (orderId: string) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
const refundedAtProvider = async () =>
  (await t.db.select({ cents: testCardPayments.refundedCents }).from(testCardPayments)).reduce(
    (sum, row) => sum + row.cents,
    0,
  );
const stockOf = async (productId: string) => (await findProductRow(t.db, productId))!.availableQty;

describe("POST /api/admin/orders/:id/refund (issue 27 item 4)", () => {
  it("refunds a whole paid order by default: 'refunded' equals the price on both answers, the provider gave it all back", async () => {
    const { id, productId } = await aPaidOrder();
    const before = await refundedAtProvider();
    const res = await refund(id, { restock: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: "paid", price: 125, refunded: 125 });
    expect((await ownOrder(id)).refunded).toBe(125);
    expect((await adminOrder(id)).refunds).toMatchObject([{ amount: 125, restocked: false }]);
    expect((await refundedAtProvider()) - before).toBe(12_500);
    expect(await stockOf(productId)).toBe(290);
    // Nothing left: a second refund is a 409 and changes nothing.
    const again = await refund(id, { restock: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFUND_TEXTS.nothingLeft);
  });

  it("partial refunds of a shipped order add up to its total; one cent more is a 409 naming what is left", async () => {
    const { id } = await aPaidOrder("shipped");
    expect((await refund(id, { amount: 25.5, restock: false })).json()).toMatchObject({ refunded: 25.5 });
    const over = await refund(id, { amount: 99.51, restock: false });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(REFUND_TEXTS.moreThanLeft("$99.50"));
    expect((await refund(id, { amount: 99.5, restock: false })).json()).toMatchObject({
      status: "shipped",
      refunded: 125,
    });
    expect((await refundRows(id)).map((r) => [r.status, r.amountCents])).toEqual([
      ["succeeded", 2_550],
      ["succeeded", 9_950],
    ]);
    expect((await refund(id, { amount: 0.01, restock: false })).statusCode).toBe(409);
  });

  it("restock puts the order's whole quantity back, the stock ledger says 'refund_restock', and only once per order", async () => {
    const { id, productId } = await aPaidOrder();
    expect(await stockOf(productId)).toBe(290);
    const ledger = await stockMovementTotal(t.db, productId);
    expect((await refund(id, { amount: 100, restock: true })).statusCode).toBe(200);
    expect(await stockOf(productId)).toBe(300);
    expect(await stockMovementTotal(t.db, productId)).toBe(ledger + 10);
    const [movement] = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, productId), eq(stockMovements.reason, "refund_restock")));
    expect(movement).toMatchObject({ orderId: id, delta: 10 });
    const twice = await refund(id, { restock: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REFUND_TEXTS.alreadyRestocked);
    expect(await stockOf(productId)).toBe(300);
  });

  it("is for admins only: a customer (even the order's owner) gets a 403, no token a 401; nothing changes", async () => {
    const { id } = await aPaidOrder();
    for (const token of [owner.token, stranger.token]) {
      const res = await unchanged(t.db, () => refund(id, { restock: false }, token));
      expect(res.statusCode).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/orders/${id}/refund`,
          payload: { restock: false },
        })
      ).statusCode,
    ).toBe(401);
    expect(await refundRows(id)).toEqual([]);
  });

  it("unpaid and cancelled orders are a 409, an unknown one a 404", async () => {
    for (const state of ["unpaid", "cancelled"] as const) {
      const { id } = await aPaidOrder(state);
      const res = await refund(id, { restock: false });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(REFUND_TEXTS.notRefundable);
      expect(await refundRows(id)).toEqual([]);
    }
    expect((await refund("00000000-0000-4000-8000-000000000000", { restock: false })).statusCode).toBe(404);
    expect((await refund("not-an-id", { restock: false })).statusCode).toBe(404);
  });

  it("an order refunded in full is not shipped (409, nothing changes); one partly refunded still is", async () => {
    const whole = await aPaidOrder();
    expect((await refund(whole.id, { restock: true })).statusCode).toBe(200);
    const ship = (id: string) => api(t.app, "PUT", `/api/orders/status/${id}`, admin.token);
    const refused = await unchanged(t.db, () => ship(whole.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_ORDER_TEXTS.shipRefunded);
    expect((await adminOrder(whole.id)).status).toBe("paid");

    const part = await aPaidOrder();
    expect((await refund(part.id, { restock: false, amount: 10 })).statusCode).toBe(200);
    expect((await ship(part.id)).statusCode).toBe(200);
  });

  it("a bad body is a 400 that changes nothing", async () => {
    const { id } = await aPaidOrder();
    for (const body of [
      {},
      { restock: "yes" },
      { restock: false, amount: 0 },
      { restock: false, amount: -5 },
      { restock: false, amount: 1.005 },
      { restock: false, amount: 1e-9 },
      { restock: false, amount: "12" },
      { restock: false, reason: "x".repeat(501) },
      { restock: false, reason: "a\u0000b" },
      { restock: false, extra: 1 },
    ]) {
      const res = await unchanged(t.db, () => refund(id, body));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await refundRows(id)).toEqual([]);
  });

  it("the same Idempotency-Key twice refunds once and answers the same", async () => {
    const { id } = await aPaidOrder();
    const before = await refundedAtProvider();
    const first = await refund(id, { amount: 10, restock: false }, admin.token, "refund-27-once");
    const second = await refund(id, { amount: 10, restock: false }, admin.token, "refund-27-once");
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(second.json().refunded).toBe(10);
    expect(await refundRows(id)).toHaveLength(1);
    expect((await refundedAtProvider()) - before).toBe(1_000);
  });

  it("a provider failure is a 502 and counts for nothing: no refund, stock, mail or audit; a retry then goes through", async () => {
    const { id, productId } = await aPaidOrder();
    vi.spyOn(TestCardProvider.prototype, "refundPayment").mockRejectedValueOnce(
      new Error("connection reset"),
    );
    const since = await lastAuditId(t.db);
    const res = await refund(id, { restock: true });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(REFUND_TEXTS.providerRefused);
    expect((await ownOrder(id)).refunded).toBe(0);
    expect(await stockOf(productId)).toBe(290);
    expect((await refundRows(id)).map((r) => r.status)).toEqual(["failed"]);
    expect(await lastAuditId(t.db)).toBe(since);

    expect((await refund(id, { restock: true })).json()).toMatchObject({ refunded: 125 });
    expect(await stockOf(productId)).toBe(300);
  });

  it("the test-card processor refuses more than its payment took, whoever asks: then nothing is counted", async () => {
    const { id } = await aPaidOrder();
    const [order] = [await ownOrder(id)];
    // As if most of the payment had been given back another way (the provider's own dashboard).
    await t.db
      .update(testCardPayments)
      .set({ refundedCents: 12_000 })
      .where(eq(testCardPayments.id, order.transactionId!));
    expect((await refund(id, { amount: 10, restock: false })).statusCode).toBe(502);
    expect((await ownOrder(id)).refunded).toBe(0);
    expect((await refund(id, { amount: 5, restock: false })).statusCode).toBe(200);
  });

  it("a refund asked while another of the same order is with the provider is a 409 (forced interleaving, PGlite)", async () => {
    const { id } = await aPaidOrder();
    const original = TestCardProvider.prototype.refundPayment;
    let meanwhile: LightMyRequestResponse | undefined;
    vi.spyOn(TestCardProvider.prototype, "refundPayment").mockImplementationOnce(async function (
      this: TestCardProvider,
      ...args
    ) {
      meanwhile = await refund(id, { amount: 1, restock: false });
      return original.apply(this, args);
    });
    expect((await refund(id, { restock: false })).statusCode).toBe(200);
    expect(meanwhile?.statusCode).toBe(409);
    expect(meanwhile?.json().message).toBe(REFUND_TEXTS.inProgress);
    expect((await ownOrder(id)).refunded).toBe(125);
  });

  it("queues the customer's 'refunded' mail and audits 'order.refund' with the amounts", async () => {
    const { id } = await aPaidOrder();
    const since = await lastAuditId(t.db);
    const answer = (
      await refund(id, { amount: 20, restock: true, reason: "  Damaged in transit " })
    ).json() as Order;
    const creditNote = answer.refunds[0]!.creditNote;
    expect(await oneAuditRowSince(t.db, since)).toMatchObject({
      action: "order.refund",
      targetType: "order",
      targetId: id,
      actorEmail: admin.email,
      before: { refunded: 0 },
      after: { refunded: 20, amount: 20, restocked: 10, reason: "Damaged in transit", creditNote },
    });
    await sendDueMail(t.app, t.db, outbox);
    const mail = (await mailTo(t.app, admin.token, owner.email)).find(
      (m) => m.subject === `Order #${orderNumber(id)} refunded: $20.00`,
    );
    expect(mail?.text).toContain(creditNote);
    expect(mail?.text).toContain("$20.00");
  });

  it("the credit note: a PDF for the owner and admins naming the invoice it corrects, the line and the amount; 404 for others", async () => {
    const { id } = await aPaidOrder();
    const answer = (
      await refund(id, { amount: 25, restock: false, reason: "Late delivery" })
    ).json() as Order;
    const { creditNote } = answer.refunds[0]!;
    const url = `/api/orders/${id}/credit-notes/${creditNote}`;
    const res = await api(t.app, "GET", url, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="credit-note-${creditNote}.pdf"`);
    const text = squeezed(pdfText(res.rawPayload));
    for (const expected of [
      `Credit note ${creditNote}`,
      `Corrects invoice: ${answer.invoiceNumber}`,
      `Order: #${orderNumber(id)}`,
      "Brake Caliper Kit",
      "-$25.00 of $125.00",
      "Total refunded: -$25.00",
      "Reason: Late delivery",
    ])
      expect(text).toContain(squeezed(expected));
    expect((await api(t.app, "GET", url, admin.token)).statusCode).toBe(200);
    expect((await api(t.app, "GET", url, stranger.token)).statusCode).toBe(404);
    expect(
      (await api(t.app, "GET", `/api/orders/${id}/credit-notes/CN-1999-000001`, owner.token)).statusCode,
    ).toBe(404);
    const { id: never } = await aPaidOrder();
    const none = await api(t.app, "GET", `/api/orders/${never}/credit-notes/${creditNote}`, owner.token);
    expect([none.statusCode, none.json().message]).toEqual([409, REFUND_TEXTS.noCreditNote]);
  });

  it("credit notes are numbered one after another within the year, one per refund", async () => {
    const { id } = await aPaidOrder();
    const [n] = await t.db.select({ n: count() }).from(refunds).where(eq(refunds.status, "succeeded"));
    await refund(id, { amount: 1, restock: false });
    await refund(id, { amount: 2, restock: false });
    const year = new Date().getUTCFullYear();
    expect((await ownOrder(id)).refunds.map((r) => r.creditNote)).toEqual([
      formatCreditNoteNumber(year, n!.n + 1),
      formatCreditNoteNumber(year, n!.n + 2),
    ]);
  });
});
