import { orderNumber, TEST_CARD_NUMBERS } from "@xpart/shared";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, api, userIdOf, type Account } from "../../../test/admin-fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { checkoutFixture, type FixtureLine } from "../../../test/invoice-fixtures.js";
import { mailTo, sendDueMail, temporaryOutbox } from "../../../test/mail-fixtures.js";
import { createTestApp, testConfig } from "../../../test/test-app.js";
import { enqueueDueReminders, type OutboxMailSender } from "../mail/index.js";

import { orderMails, unpaidOrdersCreatedBetween, type CheckoutMail } from "./order-mail.js";
import { expireUnpaidOrders } from "./order-transitions.service.js";
import { checkouts, orders } from "./orders.tables.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let outbox: OutboxMailSender;
let admin: Account;
let productId: string;
const ttlMs = testConfig.orderTtlMs;
beforeAll(async () => {
  outbox = await temporaryOutbox();
  t = await createTestApp({}, { mail: outbox });
  admin = await anAdmin(t.app, t.db);
  productId = await addProduct(t.db, { minOrder: 1, priceCents: 1999, availableQty: 10_000 });
});
afterAll(() => t.close());

const place = async (who: Account, quantity = 3) => {
  const res = await api(t.app, "POST", "/api/orders", who.token, {
    productId,
    quantity,
    name: "Ada Buyer",
    address: "1 Gear Road",
    phone: "+1 555 0100",
  });
  expect(res.statusCode).toBe(201);
  return res.json().order as { _id: string; createdAt: string };
};

async function pay(who: Account, orderId: string) {
  const { clientSecret } = (
    await api(t.app, "POST", "/api/create-payment-intent", who.token, { orderId })
  ).json();
  const confirmed = await api(t.app, "POST", "/api/payments/test-cards/confirm", who.token, {
    clientSecret,
    card: { number: TEST_CARD_NUMBERS.success, expMonth: 12, expYear: 2034, cvc: "123" },
  });
  const transactionId = confirmed.json().paymentIntent.id as string;
  const patched = await t.app.inject({
    method: "PATCH",
    url: `/api/orders/${orderId}`,
    headers: bearer(who.token),
    payload: { payment: { product: orderId, transactionId, status: "succeeded" } },
  });
  expect(patched.statusCode).toBe(200);
  return transactionId;
}

const reminders = { ttlMs, unpaidOrdersCreatedBetween };
/** Mail about one order, by the subject's start ('Receipt', 'Order #… shipped'…). */
const about = async (email: string, orderId: string) =>
  (await mailTo(t.app, admin.token, email)).filter((m) => m.subject.includes(`#${orderNumber(orderId)}`));

describe("order mails (issue 15)", () => {
  it("sends placed, paid, shipped, cancelled, expired and the reminder once each, with two workers at once", async () => {
    const a = await customer(t.app);
    const shipped = await place(a);
    const transactionId = await pay(a, shipped._id);
    expect((await api(t.app, "PUT", `/api/orders/status/${shipped._id}`, admin.token)).statusCode).toBe(200);
    const cancelled = await place(a, 1);
    expect((await api(t.app, "DELETE", `/api/orders/${cancelled._id}`, a.token)).statusCode).toBe(200);
    const expired = await place(a, 2);
    const reminded = await place(a, 4);
    // The expiry run sees the moment `expired` is a TTL old, when `reminded` (placed after it) is not yet.
    await expireUnpaidOrders(
      t.db,
      { ttlMs, unverifiedTtlMs: ttlMs },
      async () => "clear",
      new Date(new Date(expired.createdAt).getTime() + ttlMs + 1),
    );
    // Two servers scan for reminders an hour before `reminded` expires: one reminder.
    const nearExpiry = new Date(new Date(reminded.createdAt).getTime() + ttlMs - 3_600_000);
    await enqueueDueReminders(t.db, reminders, nearExpiry);
    await enqueueDueReminders(t.db, reminders, nearExpiry);

    // Two workers at once; then a third run finds nothing left.
    await Promise.all([sendDueMail(t.app, t.db, outbox), sendDueMail(t.app, t.db, outbox)]);
    expect(await sendDueMail(t.app, t.db, outbox)).toBe(0);

    // Two workers at once deliver in either's order, as two servers do (one worker sends oldest first:
    // mail-worker.test.ts): each mail once is what this checks.
    const subjects = async (order: { _id: string }) =>
      (await about(a.email, order._id))
        .map((m) => m.subject.replace(/#\w+/, "#N").replace(/by .*|expires .*/, "…"))
        .sort();
    expect(await subjects(shipped)).toEqual([
      "Order #N placed: please pay …",
      "Order #N shipped",
      "Receipt for order #N",
    ]);
    expect(await subjects(cancelled)).toEqual(["Order #N cancelled", "Order #N placed: please pay …"]);
    expect(await subjects(expired)).toEqual(["Order #N expired", "Order #N placed: please pay …"]);
    expect(await subjects(reminded)).toEqual(["Order #N placed: please pay …", "Reminder: order #N …"]);

    const receipt = (await about(a.email, shipped._id)).find((m) => m.subject.startsWith("Receipt"));
    for (const part of [receipt!.text, receipt!.html]) {
      expect(part).toContain("$19.99 each");
      expect(part).toContain("$59.97");
      expect(part).toContain(shipped._id);
      expect(part).toContain(transactionId);
    }
    expect(receipt!.text).toMatch(/Total: \$59\.97/);
    const placed = (await about(a.email, reminded._id)).find((m) => m.subject.includes("placed"));
    expect(placed!.text).toContain(`http://127.0.0.1/dashboard/payment/${reminded._id}`);
    expect(placed!.text).toContain("$79.96");
  });

  it("a customer who turned reminders off gets none; receipts still go", async () => {
    const b = await customer(t.app);
    const off = await api(t.app, "PUT", "/api/mail/preferences", b.token, { orderReminders: false });
    expect(off.json()).toEqual({ orderReminders: false });
    expect((await api(t.app, "GET", "/api/mail/preferences", b.token)).json()).toEqual({
      orderReminders: false,
    });
    expect((await api(t.app, "PUT", "/api/mail/preferences", b.token, { receipts: false })).statusCode).toBe(
      400,
    );
    const waiting = await place(b);
    const paid = await place(b);
    await pay(b, paid._id);
    await enqueueDueReminders(
      t.db,
      reminders,
      new Date(new Date(waiting.createdAt).getTime() + ttlMs - 60_000),
    );
    await sendDueMail(t.app, t.db, outbox);
    expect((await about(b.email, waiting._id)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/placed/),
    ]);
    expect((await about(b.email, paid._id)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Receipt/),
    );
  });

  it("a failing mail server never fails the order; the mail is retried later and sent once", async () => {
    const c = await customer(t.app);
    await sendDueMail(t.app, t.db, outbox);
    const order = await place(c);
    const failing = { name: "smtp" as const, send: () => Promise.reject(new Error("421 try later")) };
    const now = new Date();
    await sendDueMail(t.app, t.db, failing, now);
    expect(await about(c.email, order._id)).toEqual([]);
    // Not due again yet; a minute later it is.
    expect(await sendDueMail(t.app, t.db, outbox, now)).toBe(0);
    expect(await sendDueMail(t.app, t.db, outbox, new Date(now.getTime() + 61_000))).toBe(1);
    expect(await sendDueMail(t.app, t.db, outbox, new Date(now.getTime() + 3_600_000))).toBe(0);
    expect(await about(c.email, order._id)).toHaveLength(1);
  });
});

describe("one mail per checkout (issue 26)", () => {
  const lines: FixtureLine[] = [
    { productName: "Torque Wrench Set", quantity: 3, unitPriceCents: 1999 },
    { productName: "Axle Stand Pair", quantity: 2, unitPriceCents: 4550 },
  ];
  /** A checkout as orders/payments hand it to the mails. */
  async function checkoutMail(checkoutId: string): Promise<CheckoutMail> {
    const [checkout] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    const rows = await t.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, checkoutId))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    return { id: checkoutId, poNumber: checkout!.poNumber, lines: rows };
  }
  /** The order mail a customer got (sign-up also sent a verification mail). */
  const orderMailTo = async (email: string) =>
    (await mailTo(t.app, admin.token, email)).filter((m) => !m.subject.startsWith("Confirm"));
  it("sends placed, paid and cancelled once for all lines, with the PO number, and the invoice with the receipt", async () => {
    const d = await customer(t.app);
    const buyer = { userId: await userIdOf(t.db, d.email), email: d.email };
    const paid = await checkoutFixture(t.db, buyer, { lines, poNumber: "PO-4711", paidAt: new Date() });
    const cancelled = await checkoutFixture(t.db, buyer, { lines, poNumber: null });
    await t.db
      .update(orders)
      .set({ status: "cancelled", cancelReason: "expiry" })
      .where(inArray(orders.id, cancelled.orderIds));
    const paidMail = await checkoutMail(paid.checkoutId);
    const cancelledMail = await checkoutMail(cancelled.checkoutId);
    // Twice, as a retried step would: each checkout's mail is one job.
    for (let i = 0; i < 2; i += 1) {
      await orderMails.placed(t.db, paidMail, new Date(Date.now() + ttlMs));
      await orderMails.paid(t.db, paidMail);
      await orderMails.cancelled(t.db, cancelledMail);
    }
    await sendDueMail(t.app, t.db, outbox);

    const mails = await orderMailTo(d.email);
    const first = orderNumber(paidMail.lines[0]!.id);
    expect(mails.map((m) => m.subject.replace(/by .*/, "…"))).toEqual([
      `Orders #${first} and 1 more (PO PO-4711) placed: please pay …`,
      `Receipt for orders #${first} and 1 more (PO PO-4711)`,
      `Orders #${orderNumber(cancelledMail.lines[0]!.id)} and 1 more expired`,
    ]);
    const receipt = mails[1]!;
    for (const text of [
      "Torque Wrench Set × 3",
      "$59.97",
      "Axle Stand Pair × 2",
      "$91.00",
      "Total: $150.97",
      "PO number: PO-4711",
      paid.transactionId!,
    ]) {
      expect(receipt.text).toContain(text);
    }
    const [stored] = (await outbox.read()).filter((m) => m.id === receipt.id);
    expect(stored!.attachments).toEqual([
      {
        filename: expect.stringMatching(/^invoice-\d{4}-\d{6}\.pdf$/),
        contentType: "application/pdf",
        size: expect.any(Number),
      },
    ]);
    expect(stored!.attachments![0]!.size).toBeGreaterThan(1000);
  });

  it("reminds once per unpaid checkout, listing all its lines", async () => {
    const e = await customer(t.app);
    const buyer = { userId: await userIdOf(t.db, e.email), email: e.email };
    const waiting = await checkoutFixture(t.db, buyer, { lines, poNumber: "PO-9" });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, waiting.orderIds[0]!));
    const nearExpiry = new Date(row!.createdAt.getTime() + ttlMs - 3_600_000);
    await enqueueDueReminders(t.db, reminders, nearExpiry);
    await enqueueDueReminders(t.db, reminders, nearExpiry);
    await sendDueMail(t.app, t.db, outbox);
    const [reminder, ...more] = await orderMailTo(e.email);
    expect(more).toEqual([]);
    expect(reminder!.subject).toMatch(/^Reminder: orders #\w+ and 1 more \(PO PO-9\) expires/);
    expect(reminder!.text).toContain("Torque Wrench Set × 3");
    expect(reminder!.text).toContain("Axle Stand Pair × 2");
    expect(reminder!.text).toContain("Total: $150.97");
  });
});
