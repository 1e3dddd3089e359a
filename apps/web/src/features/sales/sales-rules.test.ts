import { describe, expect, it } from "vitest";

import { chartColumns, formatDay, formatRate, statusRows } from "./sales-rules";

describe("sales rules (issue 27)", () => {
  it("issue 27: a failure rate as a percentage, and n/a without any payment", () => {
    expect(formatRate(1 / 3)).toBe("33.3%");
    expect(formatRate(0)).toBe("0%");
    expect(formatRate(null)).toBe("n/a");
  });

  it("issue 27: names a UTC day as that day whatever the reader's time zone", () => {
    expect(formatDay("2026-11-23")).toBe("Mon, Nov 23");
  });

  it("issue 27: lists the status counts in the shop's working order, all last", () => {
    expect(
      statusRows({ all: 15, "awaiting-approval": 5, unpaid: 1, paid: 2, shipped: 3, cancelled: 4 }),
    ).toEqual([
      { label: "Awaiting company approval", count: 5 },
      { label: "Unpaid", count: 1 },
      { label: "Paid", count: 2 },
      { label: "Shipped", count: 3 },
      { label: "Cancelled", count: 4 },
      { label: "All orders", count: 15 },
    ]);
  });

  it("issue 27: gives the chart each day's UTC midnight in seconds, its revenue and its orders", () => {
    expect(
      chartColumns([
        { day: "2026-11-22", revenue: 0, orders: 0 },
        { day: "2026-11-23", revenue: 45.5, orders: 2 },
      ]),
    ).toEqual([
      [1_795_305_600, 1_795_392_000],
      [0, 45.5],
      [0, 2],
    ]);
  });
});
