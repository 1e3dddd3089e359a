import type { StatementInvoice } from "@xpart/shared/schemas";
import { formatMoney, INVOICE_STATUS_LABELS, ON_ACCOUNT_TEXTS, orderNumber } from "@xpart/shared/texts";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { ColumnHeads } from "#src/components/column-heads";
import { ToneBadge, type StatusTone } from "#src/components/tone-badge";
import { ON_ACCOUNT_PAGE_TEXTS as TEXTS } from "#src/lib/company/on-account-texts";
import { formatDate, formatDay } from "#src/lib/format-date";
import { hrefs } from "#src/lib/paths";

const COLUMNS = [
  TEXTS.invoice,
  TEXTS.order,
  TEXTS.poNumber,
  TEXTS.issued,
  ON_ACCOUNT_TEXTS.dueOn,
  ON_ACCOUNT_TEXTS.daysOverdue,
  TEXTS.total,
  ON_ACCOUNT_TEXTS.paid,
  ON_ACCOUNT_TEXTS.credited,
  ON_ACCOUNT_TEXTS.owed,
  TEXTS.status,
] as const;

/** Below 640 px a row is a card: the invoice number on top, then each value named by its column (`data-label`). */
const PHONE_ROW =
  "max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:border-b max-sm:border-base-300 max-sm:p-3";
const PHONE_CELL = "max-sm:block max-sm:p-0";
const NAMED_CELL = `${PHONE_CELL} max-sm:before:text-sm max-sm:before:text-base-content/70 max-sm:before:content-[attr(data-label)_':_']`;
const MONEY_CELL = `${NAMED_CELL} text-right tabular-nums max-sm:text-left`;

/** The invoice's state as colour, icon and words: overdue stands out whatever was paid of it. */
function statusTone(invoice: StatementInvoice): StatusTone {
  if (invoice.status === "paid") return "success";
  return invoice.daysOverdue > 0 ? "warning" : "info";
}

function InvoiceRow({ invoice, action }: { invoice: StatementInvoice; action: ReactNode }) {
  const cell = (column: number) => ({ className: NAMED_CELL, "data-label": COLUMNS[column] });
  const money = (column: number) => ({ className: MONEY_CELL, "data-label": COLUMNS[column] });
  return (
    <tr className={PHONE_ROW}>
      <th scope="row" className={`${PHONE_CELL} font-mono font-semibold whitespace-nowrap`}>
        {invoice.number}
      </th>
      <td {...cell(1)}>
        <Link to={hrefs.payment(invoice.orderId)} className="link font-mono">
          {orderNumber(invoice.orderId)}
        </Link>
      </td>
      <td className={`${NAMED_CELL} wrap-anywhere`} data-label={COLUMNS[2]}>
        {invoice.poNumber ?? "—"}
      </td>
      <td {...cell(3)}>
        <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time>
      </td>
      <td {...cell(4)}>
        <time dateTime={invoice.dueOn}>{formatDay(invoice.dueOn)}</time>
      </td>
      <td {...money(5)}>{invoice.daysOverdue > 0 ? invoice.daysOverdue : "—"}</td>
      <td {...money(6)}>{formatMoney(invoice.total)}</td>
      <td {...money(7)}>{formatMoney(invoice.paid)}</td>
      <td {...money(8)}>{formatMoney(invoice.credited)}</td>
      <td className={`${MONEY_CELL} font-semibold`} data-label={COLUMNS[9]}>
        {formatMoney(invoice.owed)}
      </td>
      <td {...cell(10)}>
        <ToneBadge tone={statusTone(invoice)}>{INVOICE_STATUS_LABELS[invoice.status]}</ToneBadge>
      </td>
      {action !== undefined && <td className={PHONE_CELL}>{action}</td>}
    </tr>
  );
}

/**
 * A company's open invoices on account (issue 41), as its statement lists them (oldest due first): number, the
 * order it bills, PO, issued, due, days overdue, total, paid, credited, owed and status. `action` adds a last
 * column (the company admin's 'Pay by card'). Wide screens scroll it sideways; phones stack each invoice.
 */
export function OpenInvoicesTable({
  invoices,
  caption,
  action,
}: {
  invoices: readonly StatementInvoice[];
  caption: string;
  action?: { column: string; cell: (invoice: StatementInvoice) => ReactNode };
}) {
  const columns = action ? [...COLUMNS, action.column] : COLUMNS;
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <table className="table table-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads columns={columns} className="max-sm:hidden" />
        <tbody className="max-sm:block">
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} action={action?.cell(invoice)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
