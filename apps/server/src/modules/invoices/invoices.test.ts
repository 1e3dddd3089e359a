import { formatInvoiceNumber, TRADE_TEXTS } from "@xpart/shared";
import { pdfText } from "@xpart/test-support/pdf-text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, api, userIdOf, type Account } from "../../../test/admin-fixtures.js";
import { customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { checkoutFixture } from "../../../test/invoice-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import { findProductRow } from "../catalog/index.js";
import { findInvoice } from "../orders/index.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Account;
let other: Account;
let admin: Account;
let sku: string;
let paid: Awaited<ReturnType<typeof checkoutFixture>>;
let unpaid: Awaited<ReturnType<typeof checkoutFixture>>;
let invoiceNumber: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other, admin] = [await customer(t.app), await customer(t.app), await anAdmin(t.app, t.db)];
  const productId = await addProduct(t.db, { name: "Torque Wrench Set", priceCents: 1999 });
  sku = (await findProductRow(t.db, productId))!.sku;
  const buyer = { userId: await userIdOf(t.db, owner.email), email: owner.email };
  paid = await checkoutFixture(t.db, buyer, {
    poNumber: "PO-4711",
    paidAt: new Date("2026-05-04T10:00:00Z"),
    lines: [
      { productId, productName: "Torque Wrench Set", quantity: 3, unitPriceCents: 1999 },
      { productName: "Axle Stand Pair", quantity: 2, unitPriceCents: 4550 },
    ],
  });
  unpaid = await checkoutFixture(t.db, buyer, {
    lines: [{ productId, productName: "Torque Wrench Set", quantity: 1, unitPriceCents: 1999 }],
  });
  const invoice = await findInvoice(t.db, paid.checkoutId);
  invoiceNumber = formatInvoiceNumber(invoice!.year, invoice!.number);
});
afterAll(() => t.close());

const invoiceOf = (orderId: string, who: Account) =>
  api(t.app, "GET", `/api/orders/${orderId}/invoice`, who.token);

describe("GET /api/orders/:id/invoice (issue 26)", () => {
  it("gives the owner the checkout's invoice as a PDF download, from any of its orders", async () => {
    const res = await invoiceOf(paid.orderIds[1]!, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${invoiceNumber}.pdf"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    for (const expected of [
      "X-Part",
      `Invoice ${invoiceNumber}`,
      "Date: 2026-05-04",
      "PO number: PO-4711",
      "Ada Buyer",
      owner.email,
      "1 Gear Road, Springfield",
      "+1 555 0100",
      sku,
      "Torque Wrench Set",
      "$19.99",
      "$59.97",
      "Axle Stand Pair",
      "$45.50",
      "$91.00",
      "Total: $150.97",
      `Payment reference: ${paid.transactionId}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdfText((await invoiceOf(paid.orderIds[0]!, owner)).rawPayload)).toBe(text);
  });

  it("gives it to an admin; another customer gets 404, as if the order did not exist", async () => {
    const asAdmin = await invoiceOf(paid.orderIds[0]!, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(pdfText(asAdmin.rawPayload)).toContain(`Invoice ${invoiceNumber}`);
    const asOther = await invoiceOf(paid.orderIds[0]!, other);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.body).not.toContain(invoiceNumber);
  });

  it("answers an unpaid order with 'no invoice yet' (409)", async () => {
    const res = await invoiceOf(unpaid.orderIds[0]!, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRADE_TEXTS.invoiceNotIssued);
  });
});
