import { TRADE_TEXTS } from "@xpart/shared/texts";
import { describe, expect, it } from "vitest";

import { aCartLine as line } from "#src/testing/fixtures";

import { deliveryNote, isSoldOut, lineQuantityHint } from "./cart-rules";

describe("deliveryNote (LIM-01: strictly over $140 ships free)", () => {
  it("says how much more reaches free delivery, one cent past $140", () => {
    expect(deliveryNote(100)).toEqual({ free: false, text: TRADE_TEXTS.moreForFreeDelivery(40.01) });
    expect(deliveryNote(140)).toEqual({ free: false, text: TRADE_TEXTS.moreForFreeDelivery(0.01) });
  });

  it("says 'Free delivery' over $140", () => {
    expect(deliveryNote(140.01)).toEqual({ free: true, text: TRADE_TEXTS.freeDelivery });
  });
});

describe("a line's limits (issue 26)", () => {
  it("names the smallest and largest whole-pack quantities", () => {
    expect(lineQuantityHint(line())).toBe("Minimum 50, up to 300 available");
    expect(lineQuantityHint(line({ minOrder: 45, orderStep: 10, availableQty: 305 }))).toBe(
      "Minimum 50, up to 300 available, in packs of 10",
    );
  });

  it("is sold out when the stock does not reach one whole pack at the minimum", () => {
    expect(isSoldOut(line({ availableQty: 49 }))).toBe(true);
    expect(isSoldOut(line({ minOrder: 45, orderStep: 10, availableQty: 50 }))).toBe(false);
    expect(isSoldOut(line({ minOrder: 45, orderStep: 10, availableQty: 49 }))).toBe(true);
  });
});
