import { describe, expect, it } from "vitest";

import { describeChange } from "./activity-rules";

describe("describeChange", () => {
  it("lists the fields that changed, with their old and new values", () => {
    expect(describeChange({ availableQty: 300, price: 420 }, { availableQty: 330, price: 20 })).toEqual([
      "availableQty: 300 → 330",
      "price: 420 → 20",
    ]);
  });

  it("leaves out what stayed the same, and shows new and removed fields", () => {
    expect(describeChange({ role: "customer", name: "C" }, { role: "admin", name: "C" })).toEqual([
      "role: customer → admin",
    ]);
    expect(describeChange(null, { name: "Kit" })).toEqual(["name: Kit"]);
    expect(describeChange({ status: "paid" }, null)).toEqual(["status: paid → —"]);
  });

  it("shows plain values whole, and long ones cut", () => {
    expect(describeChange("unpaid", "cancelled")).toEqual(["unpaid → cancelled"]);
    expect(describeChange(null, null)).toEqual([]);
    const long = "x".repeat(100);
    expect(describeChange(null, long)[0]).toBe(`${"x".repeat(60)}…`);
  });
});
