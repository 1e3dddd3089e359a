import type { ImportCounts } from "@xpart/shared/schemas";

/**
 * The last answer a CSV import form has, with the file and the scope it was for: what the file is imported as
 * (the catalogue's kind, a company's price list).
 */
export interface ImportOutcome {
  scope: string;
  file: File;
  answer: ImportCounts;
}

/**
 * Apply writes only what was checked: it is enabled after a check (a dry run) of this very file, in this
 * scope, that refused no row, and until that file is applied. Choosing another file or scope asks for a new
 * check.
 */
export function canApply(outcome: ImportOutcome | null, scope: string, file: File | null): boolean {
  return (
    outcome !== null &&
    file !== null &&
    outcome.file === file &&
    outcome.scope === scope &&
    outcome.answer.mode === "dry-run" &&
    outcome.answer.refused.length === 0
  );
}
