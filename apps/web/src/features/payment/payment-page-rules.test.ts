import { describe, expect, it } from "vitest";

import { adminStateHeading, isTestMode, paymentHeading } from "./payment-page-rules";

describe("paymentHeading (Payment page states)", () => {
  it("asks for payment only while the order is unpaid, and says so when it is paid, shipped or cancelled", () => {
    expect(paymentHeading("unpaid")).toBe("Pay for your order");
    expect(paymentHeading("paid")).toBe("This order is paid");
    expect(paymentHeading("shipped")).toBe("This order is paid and shipped");
    expect(paymentHeading("cancelled")).toBe("This order was cancelled");
  });

  it("tells an admin that an unpaid order waits for the customer", () => {
    expect(adminStateHeading("unpaid")).toBe("Awaiting the customer's payment");
    expect(adminStateHeading("cancelled")).toBe("This order was cancelled");
  });
});

describe("isTestMode (issue 22: every page that takes a card says when it is a test)", () => {
  it("is test mode with the built-in processor or a Stripe test key, never with a live key or none", () => {
    expect(isTestMode({ provider: "test-cards", publishableKey: null })).toBe(true);
    expect(isTestMode({ provider: "stripe", publishableKey: "pk_test_abc" })).toBe(true);
    expect(isTestMode({ provider: "stripe", publishableKey: "pk_live_abc" })).toBe(false);
    expect(isTestMode({ provider: "none", publishableKey: null })).toBe(false);
  });
});
