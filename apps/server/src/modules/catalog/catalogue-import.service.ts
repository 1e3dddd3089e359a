import {
  CATALOGUE_COLUMNS,
  CATALOGUE_OPTIONAL_COLUMNS,
  CATALOGUE_TRANSFER_LIMITS as LIMITS,
  type CatalogueImportAnswer,
  type CatalogueKind,
  type ImportMode,
} from "@xpart/shared";

import type { Database } from "../../db/client.js";
import type { AuditActor } from "../audit/index.js";

import { clearCatalogCaches } from "./catalog.cache.js";
import { parseCsv } from "./catalogue-csv.js";
import type { Planner } from "./catalogue-import-rows.js";
import { runCsvImport } from "./csv-import.js";
import { planFitment } from "./fitment-import.plan.js";
import { planProducts } from "./products-import.plan.js";
import { planVehicles } from "./vehicles-import.plan.js";

/**
 * The catalogue's CSV import (issue 25, decision 0030). Every row of a file is checked and compared with the
 * catalogue by its kind's planner: a dry run answers what an apply would do and writes nothing; an apply writes
 * everything in one transaction, with one audit record, or (any row refused) nothing at all.
 */

/** An applied import in the audit trail: one entry per file, naming its kind and rows, with its counts. */
const IMPORT_AUDIT = {
  action: "catalogue.import",
  target: (kind: CatalogueKind) => ({ type: "catalogue" as const, id: kind }),
} as const;

const PLANNERS: Record<CatalogueKind, Planner> = {
  products: planProducts,
  fitment: planFitment,
  vehicles: planVehicles,
};

/**
 * POST /api/admin/catalogue-import: checks the file (`dry-run`) or writes it (`apply`), as csv-import.ts runs
 * every import. An applied file is one audit entry naming its kind, with its counts in `after`.
 */
export async function importCatalogue(
  db: Database,
  actor: AuditActor,
  kind: CatalogueKind,
  mode: ImportMode,
  csv: string,
): Promise<CatalogueImportAnswer> {
  const rows = parseCsv<string>(
    csv,
    CATALOGUE_COLUMNS[kind],
    LIMITS.maxRows,
    CATALOGUE_OPTIONAL_COLUMNS[kind],
  );
  try {
    const counts = await runCsvImport(db, actor, mode, {
      plan: (tx, lock) => PLANNERS[kind](tx, rows, lock),
      audit: {
        action: IMPORT_AUDIT.action,
        target: IMPORT_AUDIT.target(kind),
        after: { kind, rows: rows.length },
      },
      conflict: "The catalogue changed while the file was applied. Check the file again.",
    });
    return { kind, ...counts };
  } finally {
    if (mode === "apply") clearCatalogCaches();
  }
}
