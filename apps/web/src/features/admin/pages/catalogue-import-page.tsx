import {
  CATALOGUE_COLUMNS,
  CATALOGUE_KINDS,
  CATALOGUE_OPTIONAL_COLUMNS,
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  type CatalogueKind,
} from "@xpart/shared/schemas";
import { useId, useState } from "react";

import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useCatalogueExport, useCatalogueImport } from "#src/features/admin/api/catalogue-transfer";
import { AdminPage } from "#src/features/admin/components/admin-page";
import { CsvColumns, CsvImportForm } from "#src/features/admin/components/csv-import-form";
import { ExportButton } from "#src/features/admin/components/export-button";
import { SelectField } from "#src/features/admin/components/select-field";
import { toast } from "#src/lib/lazy-toast";

const KIND_OPTIONS = CATALOGUE_KINDS.map((kind) => ({ value: kind, label: TEXTS.kinds[kind] }));

/** The three export buttons: each fetches its file with the token and saves it. */
function ExportButtons() {
  const exporter = useCatalogueExport();
  const failed = useAdminFailure();
  const headingId = useId();
  const running = exporter.isPending ? exporter.variables : null;

  return (
    <section aria-labelledby={headingId} className="mt-8 max-w-3xl">
      <h2 id={headingId} className="mb-1 text-xl font-semibold">
        {TEXTS.exportHeading}
      </h2>
      <p className="mb-3 text-base-content/80">{TEXTS.exportIntro}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {CATALOGUE_KINDS.map((kind) => (
          <ExportButton
            key={kind}
            busy={running === kind}
            disabled={exporter.isPending}
            onExport={() =>
              exporter.mutate(kind, {
                onSuccess: (fileName) => toast.success(TEXTS.exported(fileName)),
                onError: failed,
              })
            }
          >
            {TEXTS.exportKind(kind)}
          </ExportButton>
        ))}
      </div>
      {exporter.isPending && (
        <p role="status" className="mt-2 text-sm">
          {TEXTS.exporting}
        </p>
      )}
    </section>
  );
}

/**
 * Catalogue import (issue 25): the admin chooses what the file holds and the file, checks it (a dry run that
 * writes nothing and lists every refused row with its line), and applies it once a check of that very file
 * refused nothing. Below, the catalogue's three files for download, in the same formats.
 */
export function CatalogueImportPage() {
  const [kind, setKind] = useState<CatalogueKind>("products");
  const importer = useCatalogueImport(kind);

  return (
    <AdminPage title={TEXTS.title}>
      <p className="mb-4 max-w-3xl text-base-content/80">{TEXTS.intro}</p>
      <CsvImportForm
        scope={kind}
        importer={importer}
        removes={kind === "fitment"}
        onApplied={(answer) => toast.success(TEXTS.applied(answer))}
      >
        <div>
          <SelectField label={TEXTS.kindLabel} value={kind} options={KIND_OPTIONS} onChange={setKind} />
          <p className="mt-1 text-sm text-base-content/80">{TEXTS.kindHelp[kind]}</p>
        </div>
        <CsvColumns
          columns={CATALOGUE_COLUMNS[kind]}
          note={
            CATALOGUE_OPTIONAL_COLUMNS[kind].length > 0
              ? TEXTS.optionalColumns(CATALOGUE_OPTIONAL_COLUMNS[kind])
              : null
          }
        />
      </CsvImportForm>
      <ExportButtons />
    </AdminPage>
  );
}
