import {
  CATALOGUE_COLUMNS,
  CATALOGUE_KINDS,
  CATALOGUE_OPTIONAL_COLUMNS,
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  type CatalogueKind,
} from "@xpart/shared/schemas";
import { Download } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";

import { FileField } from "#src/components/file-field";
import { FormCard } from "#src/components/form-card";
import { FormError } from "#src/components/form-field";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useCatalogueExport, useCatalogueImport } from "#src/features/admin/api/catalogue-transfer";
import { canApply, type ImportOutcome } from "#src/features/admin/catalogue-import-rules";
import { AdminPage } from "#src/features/admin/components/admin-page";
import { ImportResult } from "#src/features/admin/components/import-result";
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
          <button
            key={kind}
            type="button"
            className="btn btn-outline"
            disabled={exporter.isPending}
            aria-busy={running === kind}
            onClick={() =>
              exporter.mutate(kind, {
                onSuccess: (fileName) => toast.success(TEXTS.exported(fileName)),
                onError: failed,
              })
            }
          >
            {running === kind ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {TEXTS.exportKind(kind)}
          </button>
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
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importer = useCatalogueImport();
  const failed = useAdminFailure();
  const ids = { applyHint: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const running = importer.isPending ? importer.variables.mode : null;
  const applicable = canApply(outcome, kind, file);

  /** Another file or kind: the last answer was about something else. */
  const reset = () => {
    setOutcome(null);
    setError(null);
  };

  const run = (mode: "dry-run" | "apply") => {
    if (importer.isPending) return;
    if (!file) {
      setError(TEXTS.chooseFile);
      fileInput.current?.focus();
      return;
    }
    setError(null);
    importer.mutate(
      { kind, mode, file },
      {
        onSuccess: (answer) => {
          setOutcome({ kind, file, answer });
          if (answer.applied) toast.success(TEXTS.applied(answer));
        },
        onError: (failure) => setError(failed(failure)),
      },
    );
  };

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    run("dry-run");
  };

  return (
    <AdminPage title={TEXTS.title}>
      <p className="mb-4 max-w-3xl text-base-content/80">{TEXTS.intro}</p>
      <FormCard onSubmit={onCheck} busy={importer.isPending}>
        <div>
          <SelectField
            label={TEXTS.kindLabel}
            value={kind}
            options={KIND_OPTIONS}
            onChange={(next) => {
              setKind(next);
              reset();
            }}
          />
          <p className="mt-1 text-sm text-base-content/80">{TEXTS.kindHelp[kind]}</p>
        </div>
        <div>
          <p className="text-sm font-medium">{TEXTS.columnsLabel}</p>
          <code className="mt-1 block rounded-box bg-base-200 p-2 text-sm break-all whitespace-normal">
            {CATALOGUE_COLUMNS[kind].join(",")}
          </code>
          {CATALOGUE_OPTIONAL_COLUMNS[kind].length > 0 && (
            <p className="mt-1 text-sm text-base-content/80">
              {TEXTS.optionalColumns(CATALOGUE_OPTIONAL_COLUMNS[kind])}
            </p>
          )}
        </div>
        <FileField
          label={TEXTS.fileLabel}
          accept=".csv,text/csv"
          help={TEXTS.fileHelp}
          inputRef={fileInput}
          onFile={(picked) => {
            setFile(picked);
            reset();
          }}
        />
        <FormError message={error} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="submit" className="btn btn-primary" disabled={importer.isPending}>
            {running === "dry-run" && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {running === "dry-run" ? TEXTS.checking : TEXTS.check}
          </button>
          <button
            type="button"
            className="btn btn-success"
            disabled={!applicable || importer.isPending}
            aria-describedby={applicable ? undefined : ids.applyHint}
            onClick={() => run("apply")}
          >
            {running === "apply" && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {running === "apply" ? TEXTS.applying : TEXTS.apply}
          </button>
        </div>
        {!applicable && (
          <p id={ids.applyHint} className="text-sm text-base-content/70">
            {TEXTS.applyHint}
          </p>
        )}
      </FormCard>
      <div aria-live="polite">{outcome && <ImportResult answer={outcome.answer} />}</div>
      <ExportButtons />
    </AdminPage>
  );
}
