import { render, screen, within } from "@testing-library/react";
import { breaksInDollars } from "@xpart/test-support/volume-breaks";
import { describe, expect, it } from "vitest";

import { aProduct } from "#src/testing/fixtures";

import { NextBreakHint } from "./next-break-hint";
import { VolumePrices } from "./volume-prices";

/** $4.50 a unit, packs of 10, 50+ $4.20, 200+ $3.90, 1,000+ $3.50; 2,000 in stock. */
const bolts = aProduct({
  price: 4.5,
  orderStep: 10,
  availableQty: 2_000,
  priceBreaks: breaksInDollars([50, 4.2], [200, 3.9], [1_000, 3.5]),
});

describe("VolumePrices (issue 26)", () => {
  it("shows the pack size and each break, quantity from and unit price", () => {
    render(<VolumePrices product={bolts} />);
    expect(screen.getByText("Sold in packs of 10")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Volume prices" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["QuantityUnit price", "50+$4.20", "200+$3.90", "1,000+$3.50"]);
  });

  it("shows nothing for a product sold by the unit at one price", () => {
    const { container } = render(<VolumePrices product={aProduct()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the pack size alone when there are no breaks", () => {
    render(<VolumePrices product={aProduct({ orderStep: 25 })} />);
    expect(screen.getByText("Sold in packs of 25")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("NextBreakHint (issue 26)", () => {
  it.each([
    [10, "Add 40 more for $4.20 each"],
    [120, "Add 80 more for $3.90 each"],
    [990, "Add 10 more for $3.50 each"],
  ])("at %i units says %j", (quantity, text) => {
    render(<NextBreakHint product={bolts} quantity={quantity} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("says nothing past the last break, or when the stock cannot reach the next", () => {
    const { container, rerender } = render(<NextBreakHint product={bolts} quantity={1_000} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<NextBreakHint product={{ ...bolts, availableQty: 900 }} quantity={300} />);
    expect(container).toBeEmptyDOMElement();
  });
});
