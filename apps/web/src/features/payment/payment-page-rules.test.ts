import { describe, expect, it } from "vitest";

import { adminStateHeading, paymentHeading } from "./payment-page-rules";

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
