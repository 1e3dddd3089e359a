import type { Receivable, Receivables } from "@xpart/shared/schemas";
import {
  ACTIVITY_TEXTS,
  AGEING_LABELS,
  ageingBuckets,
  formatMoney,
  ON_ACCOUNT_TEXTS,
  TERM_LABELS,
} from "@xpart/shared/texts";
import { Link } from "react-router";

import { ToneBadge } from "#src/components/tone-badge";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useExportReceivables, useReceivables } from "#src/features/admin/api/receivables";
import { AdminPage, AdminTable, EmptyState, QueryStates } from "#src/features/admin/components/admin-page";
import { ExportButton } from "#src/features/admin/components/export-button";
import { cents } from "#src/lib/cents";
import { ON_ACCOUNT_PAGE_TEXTS as TEXTS } from "#src/lib/company/on-account-texts";
import { formatDay } from "#src/lib/format-date";
import { toast } from "#src/lib/lazy-toast";
import { paths } from "#src/lib/paths";

const COLUMNS = [
  TEXTS.company,
  ON_ACCOUNT_TEXTS.terms,
  TEXTS.creditLimit,
  ON_ACCOUNT_TEXTS.balance,
  TEXTS.overdue,
  ...ageingBuckets.map((bucket) => AGEING_LABELS[bucket]),
  TEXTS.oldestDue,
];
const AGEING_COLUMN = 5;
const OLDEST_COLUMN = AGEING_COLUMN + ageingBuckets.length;

/** Below 640 px a row is a card: the company on top, then each value named by its column (`data-label`). */
const PHONE_ROW =
  "max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:border-b max-sm:border-base-300 max-sm:p-3";
const PHONE_CELL = "max-sm:block max-sm:p-0";
const NAMED_CELL = `${PHONE_CELL} max-sm:before:text-sm max-sm:before:text-base-content/70 max-sm:before:content-[attr(data-label)_':_']`;
const MONEY_CELL = `${NAMED_CELL} text-right tabular-nums whitespace-nowrap max-sm:text-left`;

/** A money cell named by its column; an empty bucket shows a dash, so what is owed stands out. */
function Money({ column, dollars, strong = false }: { column: number; dollars: number; strong?: boolean }) {
  return (
    <td className={`${MONEY_CELL} ${strong ? "font-semibold" : ""}`} data-label={COLUMNS[column]}>
      {dollars === 0 && column >= AGEING_COLUMN ? "—" : formatMoney(dollars)}
    </td>
  );
}

function ReceivableRow({ company }: { company: Receivable }) {
  return (
    <tr className={PHONE_ROW}>
      <th scope="row" className={`${PHONE_CELL} font-semibold`}>
        <span className="flex flex-wrap items-center gap-2">
          <Link
            to={`${paths.companies}?${new URLSearchParams({ q: company.companyName }).toString()}`}
            className="link wrap-anywhere"
          >
            {company.companyName}
          </Link>
          {company.onHold && <ToneBadge tone="warning">{ON_ACCOUNT_TEXTS.onHold}</ToneBadge>}
        </span>
      </th>
      <td className={NAMED_CELL} data-label={COLUMNS[1]}>
        {TERM_LABELS[company.paymentTerms]}
      </td>
      <Money column={2} dollars={company.creditLimit} />
      <Money column={3} dollars={company.balance} strong />
      <Money column={4} dollars={company.overdue} />
      {ageingBuckets.map((bucket, index) => (
        <Money key={bucket} column={AGEING_COLUMN + index} dollars={company.ageing[bucket]} />
      ))}
      <td className={`${NAMED_CELL} whitespace-nowrap`} data-label={COLUMNS[OLDEST_COLUMN]}>
        {company.oldestDueOn ? (
          <time dateTime={company.oldestDueOn}>{formatDay(company.oldestDueOn)}</time>
        ) : (
          "—"
        )}
      </td>
    </tr>
  );
}

/** The totals row: the balance and each bucket as the server summed them, overdue as the late buckets' sum. */
function TotalsRow({ total }: { total: Receivables["total"] }) {
  const overdue =
    ageingBuckets
      .filter((bucket) => bucket !== "current")
      .reduce((sum, bucket) => sum + cents(total.ageing[bucket]), 0) / 100;
  return (
    <tr className={`${PHONE_ROW} border-t-2 border-base-300 font-semibold text-base-content`}>
      <th scope="row" className={PHONE_CELL}>
        {TEXTS.total}
      </th>
      <td className="max-sm:hidden" />
      <td className="max-sm:hidden" />
      <Money column={3} dollars={total.balance} strong />
      <Money column={4} dollars={overdue} />
      {ageingBuckets.map((bucket, index) => (
        <Money key={bucket} column={AGEING_COLUMN + index} dollars={total.ageing[bucket]} />
      ))}
      <td className="max-sm:hidden" />
    </tr>
  );
}

/**
 * Receivables (issue 41, shop admins): every company owing on account, the most overdue first as the server
 * orders them, with its terms, credit limit, open balance, overdue sum, ageing buckets, 'On hold' and oldest
 * due day, and a totals row; 'Export CSV' saves the same table. A company's name leads to it on Companies.
 */
export function ReceivablesPage() {
  const receivables = useReceivables();
  const exporter = useExportReceivables();
  const failed = useAdminFailure();
  return (
    <AdminPage
      title={ON_ACCOUNT_TEXTS.receivables}
      toolbar={
        <ExportButton
          className="btn btn-outline w-full sm:w-auto"
          busy={exporter.isPending}
          disabled={exporter.isPending}
          onExport={() =>
            exporter.mutate(undefined, {
              onSuccess: (fileName) => toast.success(ACTIVITY_TEXTS.exported(fileName)),
              onError: failed,
            })
          }
        >
          {ACTIVITY_TEXTS.exportCsv}
        </ExportButton>
      }
    >
      <QueryStates
        query={receivables}
        isEmpty={(data) => data.companies.length === 0}
        empty={<EmptyState>{ON_ACCOUNT_TEXTS.noReceivables}</EmptyState>}
      >
        {(data) => (
          <AdminTable
            label={ON_ACCOUNT_TEXTS.receivables}
            busy={false}
            scrollHint={TEXTS.receivablesScrollHint}
            caption={TEXTS.receivablesCaption}
            columns={COLUMNS}
            stackOnPhone
            footer={<TotalsRow total={data.total} />}
          >
            {data.companies.map((company) => (
              <ReceivableRow key={company.companyId} company={company} />
            ))}
          </AdminTable>
        )}
      </QueryStates>
    </AdminPage>
  );
}
