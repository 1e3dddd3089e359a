import type { SalesDashboard } from "@xpart/shared/schemas";
import { formatMoney, SALES_TEXTS } from "@xpart/shared/texts";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { ColumnHeads } from "#src/components/column-heads";
import { formatDateTime } from "#src/lib/format-date";
import { hrefs } from "#src/lib/paths";

/** A titled box whose table scrolls sideways on its own when a phone is too narrow for it. */
function TableSection({
  id,
  heading,
  columns,
  empty,
  children,
}: {
  id: string;
  heading: string;
  columns: readonly string[];
  /** Shown instead of the table when there are no rows. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    // The table's scroller, not the box, is the region named by the heading: one landmark per table.
    <div className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {heading}
      </h2>
      {empty ? (
        <p className="text-base-content/80">{empty}</p>
      ) : (
        <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto">
          <table className="table table-sm">
            <ColumnHeads columns={columns} />
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function TopProducts({ products }: { products: SalesDashboard["topProducts"] }) {
  return (
    <TableSection
      id="sales-top"
      heading={SALES_TEXTS.topProducts}
      columns={[SALES_TEXTS.product, SALES_TEXTS.quantity, SALES_TEXTS.revenue]}
      empty={products.length ? null : SALES_TEXTS.noSales}
    >
      {products.map((p) => (
        <tr key={p._id ?? `deleted:${p.name}`}>
          <th scope="row" className="font-normal break-words">
            {p.name}
          </th>
          <td className="tabular-nums">{p.quantity}</td>
          <td className="tabular-nums">{formatMoney(p.revenue)}</td>
        </tr>
      ))}
    </TableSection>
  );
}

/** The companies whose members bought the most in the window (issue 40). */
export function TopCompanies({ companies }: { companies: SalesDashboard["topCompanies"] }) {
  return (
    <TableSection
      id="sales-top-companies"
      heading={SALES_TEXTS.topCompanies}
      columns={[SALES_TEXTS.company, SALES_TEXTS.orders, SALES_TEXTS.revenue]}
      empty={companies.length ? null : SALES_TEXTS.noCompanySales}
    >
      {companies.map((c) => (
        <tr key={c._id}>
          <th scope="row" className="font-normal break-words">
            {c.name}
          </th>
          <td className="tabular-nums">{c.orders}</td>
          <td className="tabular-nums">{formatMoney(c.revenue)}</td>
        </tr>
      ))}
    </TableSection>
  );
}

/** Products at or under their reorder threshold, each linked to Manage Products to restock it. */
export function LowStock({ products }: { products: SalesDashboard["lowStock"] }) {
  return (
    <TableSection
      id="sales-low-stock"
      heading={SALES_TEXTS.lowStock}
      columns={[
        SALES_TEXTS.product,
        SALES_TEXTS.sku,
        SALES_TEXTS.inStock,
        SALES_TEXTS.reorderThreshold,
        SALES_TEXTS.lowSince,
      ]}
      empty={products.length ? null : SALES_TEXTS.noLowStock}
    >
      {products.map((p) => (
        <tr key={p._id}>
          <th scope="row" className="font-normal">
            <Link className="link" to={hrefs.manageProduct(p.name)}>
              {p.name}
            </Link>
          </th>
          <td className="whitespace-nowrap">{p.sku}</td>
          <td className="tabular-nums">{p.availableQty}</td>
          <td className="tabular-nums">{p.reorderThreshold}</td>
          <td className="whitespace-nowrap">
            {p.lowStockSince ? (
              <time dateTime={p.lowStockSince}>{formatDateTime(p.lowStockSince)}</time>
            ) : (
              "—"
            )}
          </td>
        </tr>
      ))}
    </TableSection>
  );
}
