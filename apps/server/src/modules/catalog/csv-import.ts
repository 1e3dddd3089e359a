import {
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  type ImportCounts,
  type ImportMode,
  type RefusedRow,
} from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { sqlState } from "../../db/sql-state.js";
import { ConflictError, InvalidError } from "../../domain-errors.js";
import { recordAdminAction, type AdminActionRecord, type AuditActor } from "../audit/index.js";

import type { Plan } from "./catalogue-import-rows.js";

/**
 * How a CSV import runs, whatever the file (the catalogue's three kinds, a company's price list): a dry run
 * answers what an apply would do and writes nothing; an apply plans again inside one transaction (with the
 * rows it touches locked), writes, and records one audit entry, or (any row refused) writes nothing and
 * answers 400 naming the first refused lines.
 */
export interface CsvImport {
  /** Plans the file against the stored data; `lock` inside the apply's transaction. */
  plan(db: Database, lock: boolean): Promise<Plan>;
  /** The audit entry of an applied file; its counts are added to `after`. */
  audit: Pick<AdminActionRecord, "action" | "target"> & { after: Record<string, unknown> };
  /** Answered as a 409 when another writer added a row the file adds (SQLSTATE 23505) meanwhile, where it can. */
  conflict?: string;
}

const byLine = (a: RefusedRow, b: RefusedRow) => a.line - b.line;

/** At most this many refused rows travel with an apply's 400, as its fields. */
const REFUSED_FIELDS = 20;

const countsOf = (p: Plan) => ({
  added: p.added,
  changed: p.changed,
  unchanged: p.unchanged,
  removed: p.removed,
});

export async function runCsvImport(
  db: Database,
  actor: AuditActor,
  mode: ImportMode,
  job: CsvImport,
): Promise<ImportCounts> {
  const answer = (p: Plan, applied: boolean): ImportCounts => ({
    mode,
    applied,
    ...countsOf(p),
    refused: p.refused.sort(byLine),
  });
  if (mode === "dry-run") return answer(await job.plan(db, false), false);
  try {
    const done = await db.transaction(async (tx) => {
      const p = await job.plan(tx, true);
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
        action: job.audit.action,
        target: job.audit.target,
        after: { ...job.audit.after, ...countsOf(p) },
      });
      return p;
    });
    return answer(done, true);
  } catch (error) {
    if (job.conflict && sqlState(error) === "23505") throw new ConflictError(job.conflict);
    throw error;
  }
}
