import { orderNumber, SHIPPING_TEXTS, type AdminOrder, type Order } from "@xpart/shared";
import { pdfText, squeezed } from "@xpart/test-support/pdf-text";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  anAdmin,
  api,
  lastAuditId,
  oneAuditRowSince,
  unchanged,
  userIdOf,
  type Account,
} from "../../../test/admin-fixtures.js";
import { customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { checkoutFixture } from "../../../test/invoice-fixtures.js";
import { mailTo, sendDueMail, temporaryOutbox } from "../../../test/mail-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import { findProductRow } from "../catalog/index.js";
import type { OutboxMailSender } from "../mail/index.js";

import { orders } from "./orders.tables.js";

/**
 * Issue 27 item 5 through HTTP: 'Approve Booking' records an optional carrier and tracking number (the spec's
 * call without a body still works, AORD-08), the customer sees them in the order answers and the 'shipped'
 * mail, bad input is a 400 that changes nothing, and admins download a packing slip without prices.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let outbox: OutboxMailSender;
let owner: Account;
let admin: Account;
let productId: string;
let sku: string;
beforeAll(async () => {
  outbox = await temporaryOutbox();
  t = await createTestApp({}, { mail: outbox });
  [owner, admin] = [await customer(t.app), await anAdmin(t.app, t.db)];
  productId = await addProduct(t.db, { name: "Brake Caliper Kit", priceCents: 4_250 });
  sku = (await findProductRow(t.db, productId))!.sku;
});
afterAll(() => t.close());

/** A paid line of a checkout with a PO number: ready for 'Approve Booking'. */
async function aPaidOrder(paid = true) {
  const fixture = await checkoutFixture(
    t.db,
    { userId: await userIdOf(t.db, owner.email), email: owner.email },
    {
      poNumber: "PO-2727",
      ...(paid ? { paidAt: new Date("2026-06-01T09:00:00Z") } : {}),
      lines: [{ productId, productName: "Brake Caliper Kit", quantity: 12, unitPriceCents: 4_250 }],
    },
  );
  return fixture.orderIds[0]!;
}

const ship = (id: string, body?: object, token = admin.token) =>
  api(t.app, "PUT", `/api/orders/status/${id}`, token, body);
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const ownOrder = async (id: string) =>
  (
    (
      await api(t.app, "GET", `/api/orders?email=${encodeURIComponent(owner.email)}`, owner.token)
    ).json() as Order[]
  ).find((o) => o._id === id);
const slip = (id: string, token?: string) => api(t.app, "GET", `/api/admin/orders/${id}/packing-slip`, token);

describe("'Approve Booking' with shipping details (issue 27 item 5)", () => {
  it("AORD-08: records the carrier and tracking number, trimmed; both order answers and the audit entry carry them", async () => {
    const id = await aPaidOrder();
    const since = await lastAuditId(t.db);
    const res = await ship(id, { carrier: "  UPS ", trackingNumber: " 1Z 999 AA1 01 2345 6784 " });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { modifiedCount: number; order: AdminOrder };
    expect(answer.modifiedCount).toBe(1);
    expect(answer.order).toMatchObject({
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z 999 AA1 01 2345 6784",
    });

    expect(await rowOf(id)).toMatchObject({ carrier: "UPS", trackingNumber: "1Z 999 AA1 01 2345 6784" });
    expect(await ownOrder(id)).toMatchObject({ carrier: "UPS", trackingNumber: "1Z 999 AA1 01 2345 6784" });
    const listed = (await api(t.app, "GET", `/api/allOrders?q=${id}`, admin.token)).json() as AdminOrder[];
    expect(listed.map((o) => [o._id, o.carrier, o.trackingNumber])).toEqual([
      [id, "UPS", "1Z 999 AA1 01 2345 6784"],
    ]);
    expect(await oneAuditRowSince(t.db, since)).toMatchObject({
      action: "order.ship",
      targetId: id,
      after: { status: "shipped", carrier: "UPS", trackingNumber: "1Z 999 AA1 01 2345 6784" },
    });
  });

  it("AORD-08 STATE-14: the spec's call without a body still ships, as do an empty object and blank fields; carrier and tracking number are null", async () => {
    for (const body of [undefined, {}, { carrier: " ", trackingNumber: "" }]) {
      const id = await aPaidOrder();
      const res = await ship(id, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ status: "shipped", carrier: null, trackingNumber: null });
      expect(await ownOrder(id)).toMatchObject({ status: "shipped", carrier: null, trackingNumber: null });
    }
  });

  it("a carrier alone is recorded (an own van has no tracking number)", async () => {
    const id = await aPaidOrder();
    expect((await ship(id, { carrier: "Our own van" })).json().order).toMatchObject({
      carrier: "Our own van",
      trackingNumber: null,
    });
  });

  it("bad shipping details are a 400 naming the field, and the order stays paid with nothing recorded", async () => {
    const id = await aPaidOrder();
    const cases: [object, string][] = [
      [{ trackingNumber: "1Z999AA10123456784" }, "carrier"],
      [{ carrier: "DHL", trackingNumber: "1Z<b>999" }, "trackingNumber"],
      [{ carrier: "DHL", trackingNumber: "JD01--46" }, "trackingNumber"],
      [{ carrier: "DHL", trackingNumber: "JD01\n46" }, "trackingNumber"],
      [{ carrier: "DHL", trackingNumber: "=HYPERLINK(1)" }, "trackingNumber"],
      [{ carrier: "DHL", trackingNumber: "A".repeat(41) }, "trackingNumber"],
      [{ carrier: "D".repeat(61), trackingNumber: "JD0146" }, "carrier"],
      [{ carrier: "DHL\u0000" }, "carrier"],
      [{ carrier: 7 }, "carrier"],
      [{ carrier: "DHL", status: "shipped" }, "status"],
    ];
    await unchanged(t.db, async () => {
      for (const [body, field] of cases) {
        const res = await ship(id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().fields), JSON.stringify(body)).toContain(field);
      }
    });
    expect((await rowOf(id)).status).toBe("paid");
    // The longest allowed values go through.
    const longest = { carrier: "D".repeat(60), trackingNumber: "A".repeat(40) };
    expect((await ship(id, longest)).json().order).toMatchObject(longest);
  });

  it("a customer (even the owner) is a 403 and anonymous a 401, with shipping details too; nothing changes", async () => {
    const id = await aPaidOrder();
    const details = { carrier: "UPS", trackingNumber: "1Z999" };
    await unchanged(t.db, async () => {
      expect((await ship(id, details, owner.token)).statusCode).toBe(403);
      expect((await api(t.app, "PUT", `/api/orders/status/${id}`, undefined, details)).statusCode).toBe(401);
    });
  });
});

describe("the 'shipped' mail names the carrier and tracking number (issue 27 item 5)", () => {
  it("sends them in the text and the HTML, escaped; a mail without them has no such lines", async () => {
    const tracked = await aPaidOrder();
    const plain = await aPaidOrder();
    expect(
      (await ship(tracked, { carrier: "Dachser & <Sons>", trackingNumber: "DX-4711 0815" })).statusCode,
    ).toBe(200);
    expect((await ship(plain)).statusCode).toBe(200);
    await sendDueMail(t.app, t.db, outbox);

    const shippedMail = async (id: string) =>
      (await mailTo(t.app, admin.token, owner.email)).find(
        (m) => m.subject === `Order #${orderNumber(id)} (PO PO-2727) shipped`,
      )!;
    const mail = await shippedMail(tracked);
    expect(mail.text).toContain(`${SHIPPING_TEXTS.carrier}: Dachser & <Sons>`);
    expect(mail.text).toContain(`${SHIPPING_TEXTS.trackingNumber}: DX-4711 0815`);
    expect(mail.html).toContain("Dachser &amp; &lt;Sons&gt;");
    expect(mail.html).not.toContain("<Sons>");
    expect(mail.html).toContain("DX-4711 0815");

    const without = await shippedMail(plain);
    expect(without.text).toContain("Shipped to: 1 Gear Road, Springfield");
    expect(without.text).not.toContain(SHIPPING_TEXTS.carrier);
    expect(without.text).not.toContain(SHIPPING_TEXTS.trackingNumber);
  });
});

describe("GET /api/admin/orders/:id/packing-slip (issue 27 item 5)", () => {
  it("gives an admin the slip as a PDF: order, date, ship-to, PO, SKU, product, quantity, carrier and tracking; no prices", async () => {
    const id = await aPaidOrder();
    expect((await ship(id, { carrier: "FedEx", trackingNumber: "7489 2345 6789" })).statusCode).toBe(200);
    const res = await slip(id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="packing-slip-${orderNumber(id)}.pdf"`,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const text = pdfText(res.rawPayload);
    for (const expected of [
      `${SHIPPING_TEXTS.packingSlip}: order #${orderNumber(id)}`,
      "Order date: ",
      "PO number: PO-2727",
      "Ship to",
      "Ada Buyer",
      "1 Gear Road, Springfield",
      "+1 555 0100",
      sku,
      "Brake Caliper Kit",
      "12",
      "Carrier: FedEx",
      "Tracking number: 7489 2345 6789",
    ])
      expect(squeezed(text)).toContain(squeezed(expected));
    expect(text).not.toContain("$");
    expect(text).not.toContain("42.50");
  });

  it("prints a paid order's slip before shipping, without carrier lines", async () => {
    const text = pdfText((await slip(await aPaidOrder(), admin.token)).rawPayload);
    expect(text).toContain("Brake Caliper Kit");
    expect(text).not.toContain(SHIPPING_TEXTS.carrier);
  });

  it("unknown or malformed id: 404; unpaid: 409; the owner: 403; anonymous: 401", async () => {
    const unpaid = await aPaidOrder(false);
    const paid = await aPaidOrder();
    expect((await slip("00000000-0000-4000-8000-000000000000", admin.token)).statusCode).toBe(404);
    expect((await slip("not-an-id", admin.token)).statusCode).toBe(404);
    const refused = await slip(unpaid, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SHIPPING_TEXTS.packingSlipNotPaid);
    expect((await slip(paid, owner.token)).statusCode).toBe(403);
    expect((await slip(paid)).statusCode).toBe(401);
  });
});
