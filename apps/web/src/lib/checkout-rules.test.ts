import { describe, expect, it } from "vitest";

import { checkoutBody, defaultPayWith } from "./checkout-rules";

describe("defaultPayWith (issue 41: the checkout's first choice)", () => {
  const terms = { paymentTerms: "net30", onHold: false, available: 500 } as const;

  it("starts on account for a company on terms whose available credit covers the cart", () => {
    expect(defaultPayWith(terms, 499.99)).toBe("account");
    expect(defaultPayWith(terms, 500)).toBe("account");
  });

  it("starts by card on card terms, on hold, or over the available credit", () => {
    expect(defaultPayWith({ ...terms, paymentTerms: "card" }, 10)).toBe("card");
    expect(defaultPayWith({ ...terms, onHold: true }, 10)).toBe("card");
    expect(defaultPayWith(terms, 500.01)).toBe("card");
  });
});

describe("checkoutBody (the cart's checkout and a quote's acceptance)", () => {
  it("trims the details, leaves out an empty PO number, and says how to pay only when chosen", () => {
    const typed = { name: " Ann ", address: " 7 Mill Lane ", phone: " +44 1 ", poNumber: "  " };
    expect(checkoutBody(typed)).toEqual({ name: "Ann", address: "7 Mill Lane", phone: "+44 1" });
    expect(checkoutBody({ ...typed, poNumber: " PO-1 " }, "account")).toEqual({
      name: "Ann",
      address: "7 Mill Lane",
      phone: "+44 1",
      poNumber: "PO-1",
      payWith: "account",
    });
  });
});
