import { orderNumber } from "@xpart/shared";
import { describe, expect, it } from "vitest";

import { TEMPLATE_SAMPLES } from "./template-samples.js";
import { renderMail } from "./templates.js";

const url = "https://shop.example";
const oneLine = TEMPLATE_SAMPLES["order-shipped"];
const twoLines = TEMPLATE_SAMPLES["order-paid"];
const [first, second] = twoLines.lines as [(typeof twoLines.lines)[0], (typeof twoLines.lines)[0]];

describe("order mails per checkout (issue 26)", () => {
  it("reads a one-line checkout without a PO number as an order mail always did", () => {
    const mail = renderMail("order-shipped", oneLine, url);
    const number = orderNumber(oneLine.lines[0]!.orderId);
    expect(mail.subject).toBe(`Order #${number} shipped`);
    expect(mail.text).toContain(
      [`Order: #${number}`, "Hydraulic floor jack × 3: $129.99 each", "Total: $389.97"].join("\n"),
    );
    expect(mail.text).not.toContain("PO");
  });

  it("lists every line of a checkout with its order's number and line total, the total, and the PO number", () => {
    const mail = renderMail("order-paid", twoLines, url);
    expect(mail.subject).toBe(`Receipt for orders #${orderNumber(first.orderId)} and 1 more (PO PO-4711)`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`#${orderNumber(first.orderId)} Hydraulic floor jack × 3`);
      expect(part).toContain("$129.99 each, $389.97");
      expect(part).toContain(`#${orderNumber(second.orderId)} Axle stand pair × 2`);
      expect(part).toContain("$45.50 each, $91.00");
      expect(part).toContain("$480.97");
      expect(part).toContain("PO-4711");
      expect(part).toContain(`Order ids: ${first.orderId}, ${second.orderId}`);
    }
    expect(mail.text).toContain("PO number: PO-4711");
  });

  it("points a checkout's payment links at its first order, and names the PO in every order mail's subject", () => {
    const placed = renderMail("order-placed", TEMPLATE_SAMPLES["order-placed"], url);
    expect(placed.text).toContain(`https://shop.example/dashboard/payment/${first.orderId}`);
    for (const kind of ["order-placed", "order-paid"] as const) {
      expect(renderMail(kind, TEMPLATE_SAMPLES[kind], url).subject).toContain("(PO PO-4711)");
    }
    const cancelled = renderMail("order-cancelled", { ...twoLines, expired: false }, url);
    expect(cancelled.subject).toBe(`Orders #${orderNumber(first.orderId)} and 1 more (PO PO-4711) cancelled`);
  });
});
