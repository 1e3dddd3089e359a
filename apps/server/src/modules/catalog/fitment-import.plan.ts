import type { CATALOGUE_COLUMNS, RefusedRow } from "@xpart/shared";
import { CATALOGUE_TRANSFER_LIMITS as LIMITS, FITMENT_LIMITS } from "@xpart/shared";
import { inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { insertFitments, type NewFitment } from "./bulk-inserts.js";
import { parseWhole, type CsvRow } from "./catalogue-csv.js";
import {
  batches,
  complete,
  firstOfEachKey,
  optional,
  productsBySku,
  readRows,
  text,
  year,
  type Planner,
  type RowReader,
} from "./catalogue-import-rows.js";
import { fitments, vehicles } from "./fitment.tables.js";

/** The catalogue import's fitment (issue 25, decision 0030): the file's rows replace the fitment of each SKU they name. */

interface FitmentValues {
  sku: string;
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  engine: string | null;
  position: string | null;
  quantity: number;
  note: string | null;
}

function readFitment(row: RowReader<(typeof CATALOGUE_COLUMNS.fitment)[number]>): FitmentValues | undefined {
  const name = text(LIMITS.vehicleNameMaxChars);
  const values = complete<
    Omit<FitmentValues, "engine" | "position" | "note"> & Record<"engine" | "position" | "note", string>
  >({
    sku: row.read("sku", text(LIMITS.partNumberMaxChars)),
    make: row.read("make", name),
    model: row.read("model", name),
    yearFrom: row.read("year_from", year),
    yearTo: row.read("year_to", year),
    engine: row.read("engine", optional(LIMITS.vehicleNameMaxChars)),
    position: row.read("position", optional(LIMITS.vehicleNameMaxChars)),
    quantity: row.read("quantity", (cell) => parseWhole(cell, 1, FITMENT_LIMITS.maxQuantity, 1)),
    note: row.read("note", optional(FITMENT_LIMITS.noteMaxChars)),
  });
  if (values && values.yearFrom > values.yearTo) {
    row.refuse("year_from must not be after year_to");
    return undefined;
  }
  return (
    values && {
      ...values,
      engine: values.engine || null,
      position: values.position || null,
      note: values.note || null,
    }
  );
}

/** Where a fitment row applies: two rows of one product with the same key are one application. */
const applicationKey = (f: Omit<FitmentValues, "sku" | "quantity" | "note">) =>
  JSON.stringify([f.make, f.model, f.yearFrom, f.yearTo, f.engine, f.position]);

/** The vehicles of these makes, by make and model: the years and engines each is listed with. */
async function vehiclesByModel(db: Database, makes: string[]) {
  const byModel = new Map<string, { year: number; engine: string }[]>();
  for (const batch of batches(makes)) {
    const rows = await db
      .select({ year: vehicles.year, make: vehicles.make, model: vehicles.model, engine: vehicles.engine })
      .from(vehicles)
      .where(inArray(vehicles.make, batch));
    for (const v of rows) {
      const key = JSON.stringify([v.make, v.model]);
      byModel.set(key, [...(byModel.get(key) ?? []), { year: v.year, engine: v.engine }]);
    }
  }
  return byModel;
}

type StoredFitment = typeof fitments.$inferSelect;

export const planFitment: Planner = async (db, rows, lock) => {
  const refused: RefusedRow[] = [];
  const read = firstOfEachKey(
    readRows(rows as CsvRow<(typeof CATALOGUE_COLUMNS.fitment)[number]>[], refused, readFitment),
    (f) => JSON.stringify([f.sku, applicationKey(f)]),
    (f) =>
      `The application of ${f.sku} to ${f.make} ${f.model} ${f.yearFrom}-${f.yearTo}` +
      `${f.engine ? ` ${f.engine}` : ""}${f.position ? ` (${f.position})` : ""}`,
    refused,
  );
  const stored = await productsBySku(db, [...new Set(read.map((r) => r.value.sku))], lock);
  const models = await vehiclesByModel(db, [...new Set(read.map((r) => r.value.make))]);

  /** The file's valid rows per product id. */
  const byProduct = new Map<string, FitmentValues[]>();
  for (const { line, value } of read) {
    const product = stored.get(value.sku);
    const reason = !product
      ? `no product has SKU ${value.sku}`
      : product.archivedAt
        ? `SKU ${value.sku} belongs to a deleted product (kept for its orders)`
        : product.universal
          ? `SKU ${value.sku} is universal: it fits every vehicle and takes no fitment rows`
          : !(models.get(JSON.stringify([value.make, value.model])) ?? []).some(
                (v) =>
                  v.year >= value.yearFrom &&
                  v.year <= value.yearTo &&
                  (value.engine === null || v.engine === value.engine),
              )
            ? `matches no vehicle in the vehicle list (${value.make} ${value.model}, ${value.yearFrom}-${value.yearTo}${value.engine ? `, ${value.engine}` : ""})`
            : null;
    if (reason) refused.push({ line, reason });
    else byProduct.set(product!.id, [...(byProduct.get(product!.id) ?? []), value]);
  }

  const current = new Map<string, StoredFitment[]>();
  for (const batch of batches([...byProduct.keys()])) {
    for (const row of await db.select().from(fitments).where(inArray(fitments.productId, batch)))
      current.set(row.productId, [...(current.get(row.productId) ?? []), row]);
  }

  let added = 0;
  let changed = 0;
  let unchanged = 0;
  let removed = 0;
  const replaced: string[] = [];
  for (const [productId, next] of byProduct) {
    const left = new Map<string, StoredFitment[]>();
    for (const row of current.get(productId) ?? [])
      left.set(applicationKey(row), [...(left.get(applicationKey(row)) ?? []), row]);
    let same = true;
    for (const row of next) {
      const match = left.get(applicationKey(row))?.shift();
      if (!match) {
        added += 1;
        same = false;
      } else if (match.quantity !== row.quantity || match.note !== row.note) {
        changed += 1;
        same = false;
      } else unchanged += 1;
    }
    const gone = [...left.values()].reduce((n, rows) => n + rows.length, 0);
    removed += gone;
    if (!same || gone) replaced.push(productId);
  }

  return {
    added,
    changed,
    unchanged,
    removed,
    refused,
    async write(tx) {
      for (const batch of batches(replaced))
        await tx.delete(fitments).where(inArray(fitments.productId, batch));
      const rows: NewFitment[] = replaced.flatMap((productId) =>
        byProduct.get(productId)!.map(({ sku: _sku, ...application }) => ({ ...application, productId })),
      );
      if (rows.length) await insertFitments(tx, rows);
    },
  };
};
