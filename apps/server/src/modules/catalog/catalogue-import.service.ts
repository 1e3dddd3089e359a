import {
  CATALOGUE_COLUMNS,
  CATALOGUE_OPTIONAL_COLUMNS,
  CATALOGUE_TRANSFER_LIMITS as LIMITS,
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  type CatalogueImportAnswer,
  type CatalogueKind,
  type ImportMode,
  type RefusedRow,
} from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { ConflictError, InvalidError } from "../../domain-errors.js";
import { recordAdminAction, type AuditActor } from "../audit/index.js";

import { clearCatalogCaches } from "./catalog.cache.js";
import { parseCsv } from "./catalogue-csv.js";
import type { Plan, Planner } from "./catalogue-import-rows.js";
import { planFitment } from "./fitment-import.plan.js";
import { planProducts } from "./products-import.plan.js";
import { planVehicles } from "./vehicles-import.plan.js";

/**
 * The catalogue's CSV import (issue 25, decision 0030). Every row of a file is checked and compared with the
 * catalogue by its kind's planner: a dry run answers what an apply would do and writes nothing; an apply writes
 * everything in one transaction, with one audit record, or (any row refused) nothing at all.
 */

/** An applied import in the audit trail: one entry per file, naming its kind, with its counts in `after`. */
const IMPORT_AUDIT = {
  action: "catalogue.import",
  target: (kind: CatalogueKind) => ({ type: "catalogue" as const, id: kind }),
} as const;

/** The SQLSTATE of a database error, wherever the driver or Drizzle wrapped it. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const PLANNERS: Record<CatalogueKind, Planner> = {
  products: planProducts,
  fitment: planFitment,
  vehicles: planVehicles,
};

const byLine = (a: RefusedRow, b: RefusedRow) => a.line - b.line;

/** At most this many refused rows travel with an apply's 400, as its fields. */
const REFUSED_FIELDS = 20;

/**
 * POST /api/admin/catalogue-import: checks the file (`dry-run`) or writes it (`apply`). An apply re-checks
 * the file inside its transaction, with the products it touches locked, so what it writes is what it
 * checked; with any row refused it writes nothing and answers 400.
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
  const plan = PLANNERS[kind];
  const answer = (p: Plan, applied: boolean): CatalogueImportAnswer => ({
    kind,
    mode,
    applied,
    added: p.added,
    changed: p.changed,
    unchanged: p.unchanged,
    removed: p.removed,
    refused: p.refused.sort(byLine),
  });
  if (mode === "dry-run") return answer(await plan(db, rows, false), false);

  let done: Plan;
  try {
    done = await db.transaction(async (tx) => {
      const p = await plan(tx, rows, true);
      if (p.refused.length) {
        const first = p.refused.sort(byLine).slice(0, REFUSED_FIELDS);
        throw new InvalidError(
          TEXTS.applyRefused(p.refused.length),
          Object.fromEntries(first.map((r) => [`line ${r.line}`, r.reason])),
        );
      }
      await p.write(tx, actor);
      await recordAdminAction(tx, {
        actor,
        action: IMPORT_AUDIT.action,
        target: IMPORT_AUDIT.target(kind),
        after: {
          kind,
          rows: rows.length,
          added: p.added,
          changed: p.changed,
          unchanged: p.unchanged,
          removed: p.removed,
        },
      });
      return p;
    });
  } catch (error) {
    // 23505: another writer added one of the file's SKUs or vehicles since the check.
    if (sqlState(error) === "23505")
      throw new ConflictError("The catalogue changed while the file was applied. Check the file again.");
    throw error;
  } finally {
    clearCatalogCaches();
  }
  return answer(done, true);
}
