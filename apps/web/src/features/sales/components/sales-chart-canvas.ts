import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

import type { chartColumns } from "#src/features/sales/sales-rules";

/** The chart's colours: the theme's primary for revenue (as bars: a fill, DESIGN §10), the accent for orders. */
const REVENUE = "#0FCFEC";
const ORDERS = "#3A4256";

const DOLLARS = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/**
 * Draws revenue (bars, left axis, dollars) and paid orders (line, right axis) per UTC day into `element`, at
 * its width, following its resizes. Answers the clean-up. Its own module, loaded only by the Sales page, so
 * uPlot (about 22 kB gzip) never reaches the public pages' script.
 */
export function drawSalesChart(element: HTMLElement, data: ReturnType<typeof chartColumns>): () => void {
  const chart = new uPlot(
    {
      width: element.clientWidth,
      height: 260,
      // Days are UTC calendar days: the axis says so, whatever the admin's zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
      cursor: { y: false },
      legend: { show: true },
      scales: { x: { time: true }, revenue: { range: (_u, _min, max) => [0, Math.max(max, 1)] } },
      series: [
        {},
        {
          label: "Revenue",
          scale: "revenue",
          fill: REVENUE,
          stroke: REVENUE,
          paths: uPlot.paths.bars!({ size: [0.6, 40] }),
          value: (_u, v) => (v === null ? "" : DOLLARS.format(v)),
        },
        { label: "Orders", scale: "orders", stroke: ORDERS, width: 2, points: { show: true } },
      ],
      axes: [
        {},
        { scale: "revenue", values: (_u, ticks) => ticks.map((v) => DOLLARS.format(v)), size: 70 },
        { scale: "orders", side: 1, grid: { show: false }, values: (_u, ticks) => ticks.map(String) },
      ],
    },
    data,
    element,
  );
  const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 260 }));
  resize.observe(element);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
