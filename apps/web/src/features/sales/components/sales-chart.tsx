import type { SalesDashboard } from "@xpart/shared/schemas";
import { formatMoney, SALES_TEXTS } from "@xpart/shared/texts";
import { useEffect, useId, useRef } from "react";

import type * as Canvas from "#src/features/sales/components/sales-chart-canvas";
import { chartColumns, formatDay } from "#src/features/sales/sales-rules";

// Loaded with the first chart, in its own chunk, once (a failed load is tried again by the next chart): the
// page's figures show without waiting for it.
let canvasModule: Promise<typeof Canvas> | undefined;
const loadCanvas = () =>
  (canvasModule ??= import("#src/features/sales/components/sales-chart-canvas").catch((error: unknown) => {
    canvasModule = undefined;
    throw error;
  }));

/**
 * Revenue and paid orders per day. The drawing is a picture for sighted admins (hidden from screen readers);
 * the same figures follow as a visually hidden table, which is what assistive technology reads.
 */

export function SalesChart({ days }: { days: SalesDashboard["days"] }) {
  const canvas = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let dispose: (() => void) | undefined;
    let gone = false;
    void loadCanvas().then(({ drawSalesChart }) => {
      if (!gone) dispose = drawSalesChart(element, chartColumns(days));
    });
    return () => {
      gone = true;
      dispose?.();
    };
  }, [days]);

  return (
    <figure aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-4">
      <figcaption id={headingId} className="mb-3 text-lg font-semibold">
        {SALES_TEXTS.perDay}
      </figcaption>
      <div ref={canvas} aria-hidden="true" className="min-h-[260px] w-full" />
      <table className="sr-only">
        <caption>{SALES_TEXTS.chartAlternative}</caption>
        <thead>
          <tr>
            <th scope="col">{SALES_TEXTS.day}</th>
            <th scope="col">{SALES_TEXTS.revenue}</th>
            <th scope="col">{SALES_TEXTS.orders}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDay(d.day)}</th>
              <td>{formatMoney(d.revenue)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
