import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { orderStatuses, type OrderStatus } from "./order-states.js";
import { groupPurchases, purchaseSummary, shippableLines, type PurchaseLine } from "./purchases.js";

const line = (changes: Partial<PurchaseLine> = {}): PurchaseLine => ({
  _id: "o-1",
  checkoutId: "c-1",
  status: "paid",
  price: 10,
  refunded: 0,
  ...changes,
});
const lines = (...states: OrderStatus[]) => states.map((status, i) => line({ _id: `o-${i}`, status }));

describe("groupPurchases (issue 39: a purchase reads as one order)", () => {
  it("keeps each checkout's lines together, in the order its first line came, summing in cents", () => {
    const list = [
      line({ _id: "a", checkoutId: "c-1", price: 0.1 }),
      line({ _id: "b", checkoutId: "c-2", price: 5 }),
      line({ _id: "c", checkoutId: "c-1", price: 0.2, refunded: 0.05 }),
    ];
    expect(groupPurchases(list)).toEqual([
      { checkoutId: "c-1", lines: [list[0], list[2]], first: list[0], total: 0.3, refunded: 0.05 },
      { checkoutId: "c-2", lines: [list[1]], first: list[1], total: 5, refunded: 0 },
    ]);
  });

  it("puts every line in exactly one purchase, of its own checkout, keeping the list's order within it", () => {
    const anyLine = fc.record({
      checkoutId: fc.constantFrom("c-1", "c-2", "c-3", "c-4"),
      price: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
    });
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 40 }), (drawn) => {
        const list = drawn.map((d, i) => line({ ...d, _id: `o-${i}` }));
        const purchases = groupPurchases(list);
        expect(purchases.flatMap((p) => p.lines).sort((a, b) => a._id.localeCompare(b._id))).toEqual(
          [...list].sort((a, b) => a._id.localeCompare(b._id)),
        );
        for (const p of purchases) {
          expect(p.lines.every((l) => l.checkoutId === p.checkoutId)).toBe(true);
          expect(p.lines).toEqual(list.filter((l) => l.checkoutId === p.checkoutId));
          expect(Math.round(p.total * 100)).toBe(
            p.lines.reduce((sum, l) => sum + Math.round(l.price * 100), 0),
          );
        }
        expect(new Set(purchases.map((p) => p.checkoutId)).size).toBe(purchases.length);
      }),
    );
  });
});

describe("purchaseSummary", () => {
  it.each<[OrderStatus[], string]>([
    [["unpaid", "unpaid"], "Awaiting payment"],
    [["paid", "paid", "paid"], "Paid"],
    [["shipped", "paid", "shipped", "paid", "paid", "shipped", "paid"], "3 of 7 lines shipped"],
    [["shipped", "shipped"], "Shipped"],
    [["cancelled", "cancelled"], "Cancelled"],
  ])("%j reads %j", (states, text) => {
    expect(purchaseSummary(lines(...states)).text).toBe(text);
  });

  it("leaves lines given back in full out of the lines to ship, and says what was refunded", () => {
    const list = [
      line({ status: "shipped" }),
      line({ status: "paid", refunded: 10 }),
      line({ refunded: 2.5 }),
    ];
    expect(purchaseSummary(list)).toEqual({
      state: "partlyShipped",
      text: "1 of 2 lines shipped · Refunded $12.50",
    });
    expect(purchaseSummary([line({ refunded: 10 }), line({ refunded: 10 })])).toEqual({
      state: "refunded",
      text: "Refunded $20.00",
    });
  });

  it("a one-line purchase is in its line's state, for every state", () => {
    for (const status of orderStatuses) expect(purchaseSummary([line({ status })]).state).toBe(status);
  });
});

describe("shippableLines", () => {
  it("offers exactly the lines the state machine lets an admin ship: paid and not given back in full", () => {
    const list = [
      line({ _id: "u", status: "unpaid" }),
      line({ _id: "p", status: "paid" }),
      line({ _id: "r", status: "paid", refunded: 10 }),
      line({ _id: "h", status: "paid", refunded: 4 }),
      line({ _id: "s", status: "shipped" }),
      line({ _id: "c", status: "cancelled" }),
    ];
    expect(shippableLines(list).map((l) => l._id)).toEqual(["p", "h"]);
  });
});
