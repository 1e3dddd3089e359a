import { SALES_TEXTS } from "@xpart/shared/texts";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";
import { useSalesDashboard } from "#src/features/sales/api/get-sales-dashboard";
import { SalesChart } from "#src/features/sales/components/sales-chart";
import { SalesFigures, StatusCounts } from "#src/features/sales/components/sales-figures";
import { LowStock, TopCompanies, TopProducts } from "#src/features/sales/components/sales-tables";

/**
 * Sales (issue 27): the last 30 UTC days' revenue and orders, the orders in each state, best sellers, new
 * customers, average order value, payment failures, and the products to restock. Admins only, first in their
 * menu; the chart library loads with this page alone.
 */
export function SalesPage() {
  const query = useSalesDashboard();
  const d = query.data;

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>{`${SALES_TEXTS.sales} | X-Part`}</title>
      <h1 className="text-2xl font-bold">{SALES_TEXTS.heading}</h1>
      <p className="mt-1 mb-4 text-sm text-base-content/80">{SALES_TEXTS.daysNote}</p>
      {query.isPending ? (
        <Spinner />
      ) : !d ? (
        query.error && <ErrorWithRetry error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-4">
          <SalesFigures dashboard={d} />
          {d.paidOrders ? (
            <SalesChart days={d.days} />
          ) : (
            <p className="rounded-box border border-dashed border-base-300 p-8 text-center text-lg">
              {SALES_TEXTS.noSales}
            </p>
          )}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <StatusCounts counts={d.statusCounts} />
            <div className="min-w-0 lg:col-span-2">
              <TopProducts products={d.topProducts} />
            </div>
          </div>
          <TopCompanies companies={d.topCompanies} />
          <LowStock products={d.lowStock} />
        </div>
      )}
    </section>
  );
}
