import { describe, expect, it } from "vitest";

import { countLine, readFilters, SORT_OPTIONS, withFilter } from "./shop-filter-rules";

describe("readFilters", () => {
  it("reads category, search, sort and in-stock from the URL", () => {
    expect(
      readFilters(new URLSearchParams("category=Pipe+Wrench&q=+horn+&sort=price-asc&inStock=true")),
    ).toEqual({
      category: "Pipe Wrench",
      q: "horn",
      sort: "price-asc",
      inStock: true,
    });
  });

  it("reads an empty or unknown value as the default", () => {
    expect(readFilters(new URLSearchParams("sort=cheapest&inStock=1"))).toEqual({
      category: "",
      q: "",
      sort: "",
      inStock: false,
    });
  });
});

describe("withFilter", () => {
  it("sets one filter and keeps the others", () => {
    const next = withFilter(new URLSearchParams("category=Pipe+Wrench"), "sort", "name");
    expect(next.toString()).toBe("category=Pipe+Wrench&sort=name");
    expect(withFilter(next, "inStock", true).get("inStock")).toBe("true");
  });

  it("drops a filter set back to its default", () => {
    const params = new URLSearchParams("category=Pipe+Wrench&sort=name&inStock=true");
    expect(withFilter(withFilter(params, "sort", ""), "inStock", false).toString()).toBe(
      "category=Pipe+Wrench",
    );
  });
});

it("offers every sort the API knows, plus the catalogue's own order", () => {
  expect(SORT_OPTIONS.map((option) => option.value)).toEqual([
    "",
    "newest",
    "price-asc",
    "price-desc",
    "name",
  ]);
});

describe("the count line", () => {
  it("gives the exact total when the server counted every match", () => {
    expect(countLine(24, 31, false)).toBe("Showing 24 of 31 products");
    expect(countLine(1, 1, false)).toBe("Showing 1 of 1 product");
  });

  it("issue 13: says 'at least' with a + when the server stopped counting (X-Total-Count-Capped)", () => {
    expect(countLine(24, 124, true)).toBe("Showing 24 of 124+ products");
  });
});
