import type { SalesDashboard } from "@xpart/shared/schemas";
import { formatMoney, SALES_TEXTS } from "@xpart/shared/texts";

import { formatRate, statusRows } from "#src/features/sales/sales-rules";

/** One headline figure: its name, its value, and a line that explains it. */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-4">
      <dt className="text-sm text-base-content/80">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-base-content/80">{detail}</dd>}
    </div>
  );
}

/** The window's headline figures, as a list of terms and values (one column on a phone). */
export function SalesFigures({ dashboard: d }: { dashboard: SalesDashboard }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <Figure
        label={SALES_TEXTS.revenue}
        value={formatMoney(d.revenue)}
        detail={SALES_TEXTS.revenueSplit(
          formatMoney((Math.round(d.revenue * 100) - Math.round(d.revenueOnAccount * 100)) / 100),
          formatMoney(d.revenueOnAccount),
        )}
      />
      <Figure label={SALES_TEXTS.paidOrders} value={String(d.paidOrders)} />
      <Figure
        label={SALES_TEXTS.averageOrderValue}
        value={d.averageOrderValue === null ? SALES_TEXTS.notApplicable : formatMoney(d.averageOrderValue)}
      />
      <Figure label={SALES_TEXTS.newCustomers} value={String(d.newCustomers)} />
      <Figure
        label={SALES_TEXTS.paymentFailureRate}
        value={formatRate(d.payments.failureRate)}
        detail={
          d.payments.attempted
            ? SALES_TEXTS.failedOfAttempted(d.payments.failed, d.payments.attempted)
            : SALES_TEXTS.noPayments
        }
      />
    </dl>
  );
}

/** How many orders are in each state now. */
export function StatusCounts({ counts }: { counts: SalesDashboard["statusCounts"] }) {
  return (
    <section aria-labelledby="sales-status" className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id="sales-status" className="mb-3 text-lg font-semibold">
        {SALES_TEXTS.statusCounts}
      </h2>
      <dl className="divide-y divide-base-300">
        {statusRows(counts).map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-2">
            <dt>{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
