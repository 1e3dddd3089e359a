import type { UseMutationResult } from "@tanstack/react-query";
import { CATALOGUE_TRANSFER_TEXTS as TEXTS, type ImportCounts, type ImportMode } from "@xpart/shared/schemas";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";

import { FileField } from "#src/components/file-field";
import { FormCard } from "#src/components/form-card";
import { FormError } from "#src/components/form-field";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { ImportResult } from "#src/features/admin/components/import-result";
import { canApply, type ImportOutcome } from "#src/features/admin/csv-import-rules";

interface CsvImportFormProps {
  /** What the file is imported as (the catalogue's kind, a company): another scope asks for a new check. */
  scope: string;
  /** The import's call: a dry run, or an apply of the file a clean check cleared. */
  importer: UseMutationResult<ImportCounts, Error, { mode: ImportMode; file: Blob }>;
  /** Whether the file's rows can remove what is stored (fitment, a price list): the result counts them. */
  removes: boolean;
  onApplied: (answer: ImportCounts) => void;
  /** Fields above the file (the catalogue's kind and its columns). */
  children?: ReactNode;
}

/**
 * A CSV import's form (decision 0030): the file, Check (a dry run that writes nothing and lists every refused
 * row with its line), and Apply once a check of that very file in this scope refused nothing; the answer below.
 */
export function CsvImportForm({ scope, importer, removes, onApplied, children }: CsvImportFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // Said for the scope it came from: another kind or company starts without it.
  const [failure, setFailure] = useState<{ scope: string; message: string } | null>(null);
  const error = failure?.scope === scope ? failure.message : null;
  const setError = (message: string | null) => setFailure(message === null ? null : { scope, message });
  const failed = useAdminFailure();
  const applyHintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const running = importer.isPending ? importer.variables.mode : null;
  const applicable = canApply(outcome, scope, file);
  // Another scope: the last answer was about something else.
  const shown = outcome?.scope === scope ? outcome : null;

  const run = (mode: ImportMode) => {
    if (importer.isPending) return;
    if (!file) {
      setError(TEXTS.chooseFile);
      fileInput.current?.focus();
      return;
    }
    setError(null);
    importer.mutate(
      { mode, file },
      {
        onSuccess: (answer) => {
          setOutcome({ scope, file, answer });
          if (answer.applied) onApplied(answer);
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
    <>
      <FormCard onSubmit={onCheck} busy={importer.isPending}>
        {children}
        <FileField
          label={TEXTS.fileLabel}
          accept=".csv,text/csv"
          help={TEXTS.fileHelp}
          inputRef={fileInput}
          onFile={(picked) => {
            setFile(picked);
            setOutcome(null);
            setError(null);
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
            aria-describedby={applicable ? undefined : applyHintId}
            onClick={() => run("apply")}
          >
            {running === "apply" && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {running === "apply" ? TEXTS.applying : TEXTS.apply}
          </button>
        </div>
        {!applicable && (
          <p id={applyHintId} className="text-sm text-base-content/70">
            {TEXTS.applyHint}
          </p>
        )}
      </FormCard>
      <div aria-live="polite">{shown && <ImportResult answer={shown.answer} removes={removes} />}</div>
    </>
  );
}

/** The header a file must have, to copy, and what may be left out. */
export function CsvColumns({ columns, note }: { columns: readonly string[]; note: string | null }) {
  return (
    <div>
      <p className="text-sm font-medium">{TEXTS.columnsLabel}</p>
      <code className="mt-1 block rounded-box bg-base-200 p-2 text-sm break-all whitespace-normal">
        {columns.join(",")}
      </code>
      {note && <p className="mt-1 text-sm text-base-content/80">{note}</p>}
    </div>
  );
}
