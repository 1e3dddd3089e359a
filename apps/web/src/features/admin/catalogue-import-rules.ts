import type { CatalogueImportAnswer, CatalogueKind } from "@xpart/shared/schemas";

/** The last answer the page has, with the file and kind it was for. */
export interface ImportOutcome {
  kind: CatalogueKind;
  file: File;
  answer: CatalogueImportAnswer;
}

/**
 * Apply writes only what was checked: it is enabled after a check (a dry run) of this very file, as this kind,
 * that refused no row, and until that file is applied. Choosing another file or kind asks for a new check.
 */
export function canApply(outcome: ImportOutcome | null, kind: CatalogueKind, file: File | null): boolean {
  return (
    outcome !== null &&
    file !== null &&
    outcome.file === file &&
    outcome.kind === kind &&
    outcome.answer.mode === "dry-run" &&
    outcome.answer.refused.length === 0
  );
}
