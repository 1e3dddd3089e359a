import {
  PRICE_LIST_COLUMNS,
  PRICE_LIST_OPTIONAL_COLUMNS,
  PRICE_LIST_TRANSFER_TEXTS as TEXTS,
} from "@xpart/shared/schemas";
import { useId } from "react";

import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useExportPriceList, useImportPriceList } from "#src/features/admin/api/company-prices";
import { CsvColumns, CsvImportForm } from "#src/features/admin/components/csv-import-form";
import { ExportButton } from "#src/features/admin/components/export-button";
import { toast } from "#src/lib/lazy-toast";

const OPTIONAL_NOTE = `Optional: ${PRICE_LIST_OPTIONAL_COLUMNS.join(", ")} (days like 2026-12-31).`;

/**
 * A company's price list as a file (issue 40 item 7), in the catalogue import's way: check the file (nothing
 * written, every refused row named with its line), apply what the check cleared, or download the list.
 */
export function CompanyPriceFile({ companyId, companyName }: { companyId: string; companyName: string }) {
  const importer = useImportPriceList(companyId);
  const exporter = useExportPriceList(companyId, companyName);
  const failed = useAdminFailure();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="font-semibold">
        {TEXTS.heading}
      </h4>
      <p className="text-sm text-base-content/80">{TEXTS.intro}</p>
      <div>
        <ExportButton
          className="btn btn-outline btn-sm"
          busy={exporter.isPending}
          disabled={exporter.isPending}
          onExport={() =>
            exporter.mutate(undefined, {
              onSuccess: (fileName) => toast.success(TEXTS.exported(fileName)),
              onError: failed,
            })
          }
        >
          {TEXTS.export}
        </ExportButton>
      </div>
      <CsvImportForm
        scope={companyId}
        importer={importer}
        removes
        onApplied={(answer) => toast.success(TEXTS.applied(answer))}
      >
        <CsvColumns columns={PRICE_LIST_COLUMNS} note={OPTIONAL_NOTE} />
      </CsvImportForm>
    </section>
  );
}
