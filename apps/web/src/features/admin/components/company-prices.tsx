import { companyUnitCents, formatMoney, PART_NUMBER_TEXTS } from "@xpart/shared/texts";
import { ChevronDown, Pencil, Trash2 } from "lucide-react";
import { useId, useState } from "react";

import { Spinner } from "#src/components/spinner";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import {
  useCompanyPriceList,
  useRemoveCompanyPrice,
  type CompanyPriceRow,
} from "#src/features/admin/api/company-prices";
import { CompanyPriceFile } from "#src/features/admin/components/company-price-file";
import { CompanyPriceForm, EMPTY_DRAFT, type Draft } from "#src/features/admin/components/company-price-form";
import { cents } from "#src/lib/cents";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { toast } from "#src/lib/lazy-toast";

/** The company price a row gives, as the shop reads it: '$15.00', or '10% off: $17.99'. */
function companyPriceText(row: CompanyPriceRow): string {
  if (row.kind === "fixed") return formatMoney(row.price ?? row.listPrice);
  const unit = companyUnitCents(cents(row.listPrice), {
    kind: "percent",
    priceCents: null,
    percentOff: row.percentOff,
    validFrom: row.validFrom,
    validTo: row.validTo,
  });
  return `${row.percentOff ?? 0}% off: ${formatMoney(unit / 100)}`;
}

/** The price list's table: each product's SKU, name, list price, company price and dates, to edit or remove. */
function PriceTable({
  companyId,
  rows,
  onEdit,
}: {
  companyId: string;
  rows: CompanyPriceRow[];
  onEdit: (row: CompanyPriceRow) => void;
}) {
  const remove = useRemoveCompanyPrice(companyId);
  const failed = useAdminFailure();
  if (rows.length === 0)
    return <p className="text-sm text-base-content/80">{COMPANY_PAGE_TEXTS.noCompanyPrices}</p>;
  const onRemove = (row: CompanyPriceRow) => {
    if (remove.isPending) return;
    remove.mutate(row.productId, {
      onSuccess: () => toast.success(COMPANY_PAGE_TEXTS.companyPriceRemoved(row.sku)),
      onError: failed,
    });
  };
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="sr-only">{COMPANY_PAGE_TEXTS.priceList}</caption>
        <thead>
          <tr>
            {[
              PART_NUMBER_TEXTS.sku,
              "Product",
              "List price",
              "Company price",
              "Valid from",
              "Valid to",
              "Actions",
            ].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.productId}>
              <th scope="row" className="font-mono">
                {row.sku}
              </th>
              <td className="wrap-anywhere">{row.productName}</td>
              <td>{formatMoney(row.listPrice)}</td>
              <td>{companyPriceText(row)}</td>
              <td>{row.validFrom ?? "—"}</td>
              <td>{row.validTo ?? "—"}</td>
              <td>
                <div className="flex gap-1">
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={`Edit the company price of ${row.sku}`}
                    onClick={() => onEdit(row)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    aria-label={`Remove the company price of ${row.sku}`}
                    disabled={remove.isPending}
                    onClick={() => onRemove(row)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PriceList({ companyId, companyName }: { companyId: string; companyName: string }) {
  const list = useCompanyPriceList(companyId);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-error">
        {list.error.message}
      </p>
    );
  const onEdit = (row: CompanyPriceRow) =>
    setDraft({
      product: { id: row.productId, sku: row.sku, name: row.productName, listPrice: row.listPrice },
      kind: row.kind,
      amount: String(row.kind === "fixed" ? (row.price ?? "") : (row.percentOff ?? "")),
      validFrom: row.validFrom ?? "",
      validTo: row.validTo ?? "",
    });
  return (
    <div className="flex flex-col gap-4">
      <PriceTable companyId={companyId} rows={list.data} onEdit={onEdit} />
      <CompanyPriceForm companyId={companyId} draft={draft} setDraft={setDraft} />
      <CompanyPriceFile companyId={companyId} companyName={companyName} />
    </div>
  );
}

/**
 * The company's price list (issue 40 item 5), as the shop keeps it: per product a fixed unit price or a
 * percentage off its list price, from and until a day. Shown on demand, so opening a company asks for it only
 * when wanted; the server's 400 names the refused field.
 */
export function CompanyPrices({ companyId, companyName }: { companyId: string; companyName: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <section aria-labelledby={`${regionId}-heading`} className="flex flex-col gap-3">
      <h3 id={`${regionId}-heading`} className="font-semibold">
        <button
          type="button"
          className="btn btn-ghost btn-sm -ml-3"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          {COMPANY_PAGE_TEXTS.priceList}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </h3>
      <div id={regionId} hidden={!open}>
        {open && <PriceList companyId={companyId} companyName={companyName} />}
      </div>
    </section>
  );
}
