import type { CompanyListItem } from "@xpart/shared/schemas";
import { COMPANY_TEXTS } from "@xpart/shared/texts";
import { Eye } from "lucide-react";
import { useState } from "react";

import { useCompanies } from "#src/features/admin/api/companies";
import { AdminPage, AdminTable, EmptyResults, QueryStates } from "#src/features/admin/components/admin-page";
import { CompanyDialog } from "#src/features/admin/components/company-dialog";
import { SearchBox } from "#src/features/admin/components/search-box";
import { useUrlParams } from "#src/features/admin/hooks/use-url-params";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { formatDate } from "#src/lib/format-date";

const COLUMNS = ["Name", COMPANY_TEXTS.taxId, COMPANY_TEXTS.members, "Created", "Actions"] as const;

/** Below 640 px a row is a card: the name on top, then each value named by its column (`data-label`). */
const PHONE_ROW =
  "max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:border-b max-sm:border-base-300 max-sm:p-3";
const PHONE_CELL = "max-sm:block max-sm:p-0";
const PHONE_NAMED_CELL = `${PHONE_CELL} max-sm:before:text-sm max-sm:before:text-base-content/70 max-sm:before:content-[attr(data-label)_':_']`;

function CompanyRow({
  company,
  onOpen,
}: {
  company: CompanyListItem;
  onOpen: (company: CompanyListItem) => void;
}) {
  return (
    <tr className={PHONE_ROW}>
      <th scope="row" className={`${PHONE_CELL} font-semibold wrap-anywhere`}>
        {company.name}
        {company.taxExempt && (
          <span className="badge badge-sm ml-2 border-0 bg-info/15 text-base-content">
            {COMPANY_TEXTS.taxExempt}
          </span>
        )}
      </th>
      <td className={`${PHONE_NAMED_CELL} break-all`} data-label={COLUMNS[1]}>
        {company.taxId ?? "—"}
      </td>
      <td className={PHONE_NAMED_CELL} data-label={COLUMNS[2]}>
        {company.members}
      </td>
      <td className={PHONE_NAMED_CELL} data-label={COLUMNS[3]}>
        <time dateTime={company.createdAt}>{formatDate(company.createdAt)}</time>
      </td>
      <td className={PHONE_CELL}>
        <button
          type="button"
          className="btn btn-outline btn-xs max-sm:btn-sm max-sm:mt-1"
          aria-label={`View ${company.name}`}
          onClick={() => onOpen(company)}
        >
          <Eye aria-hidden="true" className="size-4" />
          View
        </button>
      </td>
    </tr>
  );
}

/**
 * Companies (issue 40, shop admins): every company with its tax ID, member count and creation date, searched
 * by name, tax ID or a member's email (`?q=`). 'View' opens one company: its members and roles, its open
 * invitations, its settings and tax exemption, all editable there.
 */
export function CompaniesPage() {
  const [params, setParams] = useUrlParams();
  const q = params.get("q")?.trim() ?? "";
  const companies = useCompanies(q);
  const [open, setOpen] = useState<CompanyListItem | null>(null);

  const setQ = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set("q", value);
        else next.delete("q");
        return next;
      },
      { replace: true },
    );

  return (
    <AdminPage title={COMPANY_PAGE_TEXTS.companies}>
      <div className="mb-4">
        <SearchBox
          label="Search companies"
          placeholder="Name, tax ID or member email"
          value={q}
          maxLength={120}
          onSearch={setQ}
        />
      </div>
      <QueryStates
        query={companies}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyResults
            filtered={q !== ""}
            noMatch={<>No companies match &quot;{q}&quot;.</>}
            showAll="Show all companies"
            onShowAll={() => setQ("")}
            none={COMPANY_PAGE_TEXTS.noCompanies}
          />
        }
      >
        {(list) => (
          <AdminTable
            label={COMPANY_PAGE_TEXTS.companies}
            busy={companies.isPlaceholderData}
            scrollHint="Scroll the table sideways for the members and dates."
            caption="Companies, newest first"
            columns={COLUMNS}
            stackOnPhone
          >
            {list.map((company) => (
              <CompanyRow key={company.id} company={company} onOpen={setOpen} />
            ))}
          </AdminTable>
        )}
      </QueryStates>
      {open && <CompanyDialog id={open.id} name={open.name} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}
