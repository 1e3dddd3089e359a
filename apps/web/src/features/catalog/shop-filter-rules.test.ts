import { describe, expect, it } from "vitest";

import { countLine, readFilters, SORT_OPTIONS, toggleSpec, withFilter } from "./shop-filter-rules";

const NO_PARTS_FILTERS = { vehicle: null, fits: false, spec: [] };

describe("readFilters", () => {
  it("reads category, search, sort and in-stock from the URL", () => {
    expect(
      readFilters(new URLSearchParams("category=Pipe+Wrench&q=+horn+&sort=price-asc&inStock=true")),
    ).toEqual({
      category: "Pipe Wrench",
      q: "horn",
      sort: "price-asc",
      inStock: true,
      ...NO_PARTS_FILTERS,
    });
  });

  it("reads an empty or unknown value as the default", () => {
    expect(readFilters(new URLSearchParams("sort=cheapest&inStock=1"))).toEqual({
      category: "",
      q: "",
      sort: "",
      inStock: false,
      ...NO_PARTS_FILTERS,
    });
  });

  it("issue 25: reads the vehicle, 'only parts that fit' and the known specification filters", () => {
    expect(
      readFilters(
        new URLSearchParams("vehicle=12&fits=true&spec=voltage:12&spec=material:Steel&spec=voltage:12"),
      ),
    ).toMatchObject({ vehicle: 12, fits: true, spec: ["voltage:12", "material:Steel"] });
  });

  it("issue 25: drops a malformed vehicle, 'fits' without a vehicle and unknown or mistyped specifications", () => {
    expect(readFilters(new URLSearchParams("vehicle=0&fits=true"))).toMatchObject({
      vehicle: null,
      fits: false,
    });
    expect(readFilters(new URLSearchParams("vehicle=1e3"))).toMatchObject({ vehicle: null });
    expect(
      readFilters(new URLSearchParams("spec=colour:red&spec=voltage:twelve&spec=noColon")),
    ).toMatchObject({
      spec: [],
    });
  });
});

describe("withFilter", () => {
  it("issue 25: writes every specification filter, and a new category clears them", () => {
    const next = withFilter(new URLSearchParams("category=Tires"), "spec", [
      "size:265/65 R17",
      "position:Front",
    ]);
    expect(next.getAll("spec")).toEqual(["size:265/65 R17", "position:Front"]);
    expect(withFilter(next, "category", "Pipe Wrench").getAll("spec")).toEqual([]);
  });

  it("issue 25: clearing the vehicle also clears 'only parts that fit'", () => {
    const params = new URLSearchParams("vehicle=4&fits=true");
    expect(withFilter(params, "vehicle", null).toString()).toBe("");
  });

  it("issue 25: toggles one specification filter on and off", () => {
    expect(toggleSpec(["voltage:12"], "voltage:24")).toEqual(["voltage:12", "voltage:24"]);
    expect(toggleSpec(["voltage:12", "voltage:24"], "voltage:12")).toEqual(["voltage:24"]);
  });

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
