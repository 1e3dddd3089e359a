import type { CATALOGUE_COLUMNS, RefusedRow } from "@xpart/shared";
import { CATALOGUE_TRANSFER_LIMITS as LIMITS } from "@xpart/shared";
import { inArray } from "drizzle-orm";

import { insertVehicles, type NewVehicle } from "./bulk-inserts.js";
import type { CsvRow } from "./catalogue-csv.js";
import {
  batches,
  complete,
  firstOfEachKey,
  readRows,
  text,
  year,
  type Planner,
  type RowReader,
} from "./catalogue-import-rows.js";
import { vehicles } from "./fitment.tables.js";

/** The catalogue import's vehicles (issue 25, decision 0030): added; those already listed stay as they are. */

function readVehicle(row: RowReader<(typeof CATALOGUE_COLUMNS.vehicles)[number]>): NewVehicle | undefined {
  const name = text(LIMITS.vehicleNameMaxChars);
  return complete<NewVehicle>({
    year: row.read("year", year),
    make: row.read("make", name),
    model: row.read("model", name),
    engine: row.read("engine", name),
  });
}

const vehicleKey = (v: NewVehicle) => JSON.stringify([v.year, v.make, v.model, v.engine]);

export const planVehicles: Planner = async (db, rows) => {
  const refused: RefusedRow[] = [];
  const read = firstOfEachKey(
    readRows(rows as CsvRow<(typeof CATALOGUE_COLUMNS.vehicles)[number]>[], refused, readVehicle),
    vehicleKey,
    (v) => `The vehicle ${v.year} ${v.make} ${v.model} ${v.engine}`,
    refused,
  );
  const listed = new Set<string>();
  for (const batch of batches([...new Set(read.map((r) => r.value.make))])) {
    const rows = await db
      .select({ year: vehicles.year, make: vehicles.make, model: vehicles.model, engine: vehicles.engine })
      .from(vehicles)
      .where(inArray(vehicles.make, batch));
    for (const v of rows) listed.add(vehicleKey(v));
  }
  const added = read.map((r) => r.value).filter((v) => !listed.has(vehicleKey(v)));
  return {
    added: added.length,
    changed: 0,
    unchanged: read.length - added.length,
    removed: 0,
    refused,
    async write(tx) {
      if (added.length) await insertVehicles(tx, added);
    },
  };
};
