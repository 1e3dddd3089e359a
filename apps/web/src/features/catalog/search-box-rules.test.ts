import { describe, expect, it } from "vitest";

import { nextActive, searchOf } from "./search-box-rules";

describe("search box rules (issue 42)", () => {
  it("issue 42: the arrows move through the options and wrap at both ends; from none, Down is the first and Up the last", () => {
    expect(nextActive(-1, 3, "ArrowDown")).toBe(0);
    expect(nextActive(1, 3, "ArrowDown")).toBe(2);
    expect(nextActive(2, 3, "ArrowDown")).toBe(0);
    expect(nextActive(-1, 3, "ArrowUp")).toBe(2);
    expect(nextActive(0, 3, "ArrowUp")).toBe(2);
    expect(nextActive(2, 3, "ArrowUp")).toBe(1);
    expect(nextActive(0, 0, "ArrowDown")).toBe(-1);
  });

  it("issue 42: a suggestion's shop link gives the box its search; a product or a category, none", () => {
    expect(searchOf("/shop?q=Quellon%20Filters")).toBe("Quellon Filters");
    expect(searchOf("/shop?category=Brakes")).toBe("");
    expect(searchOf("/product/p-1")).toBe("");
  });
});
