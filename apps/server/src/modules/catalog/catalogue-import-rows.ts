import { CATEGORIES, FITMENT_LIMITS, type RefusedRow } from "@xpart/shared";
import { inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import type { AuditActor } from "../audit/index.js";

import { products } from "./catalog.tables.js";
import { parseText, parseWhole, type CsvRow, type Parsed } from "./catalogue-csv.js";

/**
 * The catalogue import's reader (issue 25, decision 0030): what every planner answers, and how a file's rows
 * are read cell by cell into values or refusals. The planners (products-import.plan.ts, fitment-import.plan.ts,
 * vehicles-import.plan.ts) compare the values with the catalogue; catalogue-import.service.ts writes a plan.
 */

/** What a file would do, and how to do it. */
export interface Plan {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  refused: RefusedRow[];
  /** Writes the plan in the caller's transaction; called only when nothing was refused. */
  write(tx: Database, actor: AuditActor): Promise<void>;
}

export type Planner = (db: Database, rows: CsvRow<string>[], lock: boolean) => Promise<Plan>;

/** Rows per statement: under the protocol's 65,535 parameters whatever the table. */
const BATCH = 1_000;

export function batches<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Reads a row's cells one column at a time, gathering every problem as `column problem`, so one refusal
 * names all that is wrong with the row.
 */
export class RowReader<C extends string> {
  readonly problems: string[] = [];
  constructor(readonly cells: Record<C, string>) {}

  read<T>(column: C, parse: (cell: string) => Parsed<T>): T | undefined {
    const parsed = parse(this.cells[column]);
    if ("problem" in parsed) {
      this.problems.push(`${column} ${parsed.problem}`);
      return undefined;
    }
    return parsed.value;
  }

  refuse(problem: string) {
    this.problems.push(problem);
  }
}

/** The row's values when every column read well; the reader holds the problems of the others. */
export function complete<T extends object>(values: { [K in keyof T]: T[K] | undefined }): T | undefined {
  return Object.values(values).every((value) => value !== undefined) ? (values as T) : undefined;
}

/** Rows with the wrong number of cells are refused before their cells are read. */
export function readRows<C extends string, T>(
  rows: CsvRow<C>[],
  refused: RefusedRow[],
  read: (reader: RowReader<C>) => T | undefined,
): { line: number; value: T }[] {
  const out: { line: number; value: T }[] = [];
  for (const row of rows) {
    if (!row.cells) {
      refused.push({ line: row.line, reason: row.problem ?? "is not a row of this file" });
      continue;
    }
    const reader = new RowReader(row.cells);
    const value = read(reader);
    if (reader.problems.length || value === undefined)
      refused.push({ line: row.line, reason: reader.problems.join("; ") });
    else out.push({ line: row.line, value });
  }
  return out;
}

/** Refuses every row whose key an earlier row of the file already gave; answers the first of each key. */
export function firstOfEachKey<T>(
  rows: { line: number; value: T }[],
  keyOf: (value: T) => string,
  describe: (value: T) => string,
  refused: RefusedRow[],
): { line: number; value: T }[] {
  const seen = new Map<string, number>();
  return rows.filter(({ line, value }) => {
    const key = keyOf(value);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, line);
      return true;
    }
    refused.push({ line, reason: `${describe(value)} is on line ${first} already` });
    return false;
  });
}

export const text = (max: number, options?: { optional?: boolean; multiline?: boolean }) => (cell: string) =>
  parseText(cell, max, options);
export const optional = (max: number) => text(max, { optional: true });
export const year = (cell: string) => parseWhole(cell, FITMENT_LIMITS.firstYear, FITMENT_LIMITS.lastYear);
export const IMAGE_NOT_OURS = "must be a picture uploaded to this shop (/api/images/…)";
const CATEGORY_BY_NAME = new Map(CATEGORIES.map((name) => [name.toLowerCase(), name]));
export function category(cell: string): Parsed<string> {
  const name = CATEGORY_BY_NAME.get(cell.trim().toLowerCase());
  return name ? { value: name } : { problem: `must be one of: ${CATEGORIES.join(", ")}` };
}

export type ProductRow = typeof products.$inferSelect;

/** The stored products with these SKUs, archived ones included; locked for the apply's transaction. */
export async function productsBySku(
  db: Database,
  skus: string[],
  lock: boolean,
): Promise<Map<string, ProductRow>> {
  const found = new Map<string, ProductRow>();
  for (const batch of batches(skus)) {
    const query = db.select().from(products).where(inArray(products.sku, batch));
    for (const row of await (lock ? query.for("update") : query)) found.set(row.sku, row);
  }
  return found;
}
