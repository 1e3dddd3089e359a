import { CATALOGUE_COLUMNS, effectiveBreaks, type CatalogueKind } from "@xpart/shared";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { products } from "./catalog.tables.js";
import { formatList, formatPrice, formatPriceBreaks, formatSpecs, toCsv } from "./catalogue-csv.js";
import { fitments, vehicles } from "./fitment.tables.js";

/**
 * The catalogue's CSV export (decision 0030): the files the import reads, in the same columns, with every
 * cell a spreadsheet would run as a formula escaped. Read a page at a time, so a catalogue of any size
 * streams out in bounded memory; archived products and their fitment are left out.
 */

/** Rows read per query. */
const PAGE = 2_000;

type Rows = AsyncGenerator<string[][]>;

async function* productRows(db: Database): Rows {
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(products)
      .where(and(isNull(products.archivedAt), gt(products.position, after)))
      .orderBy(asc(products.position))
      .limit(PAGE);
    if (!page.length) return;
    yield page.map((p) => [
      p.sku,
      p.name,
      p.brand,
      p.mpn ?? "",
      p.category,
      p.description,
      formatPrice(p.priceCents),
      String(p.minOrder),
      String(p.availableQty),
      formatList(p.crossReferences),
      formatSpecs(p.specs),
      String(p.universal),
      p.img,
      String(p.orderStep),
      // As buyers are charged (pricing.ts): breaks a reprice left at or above the price are not written, so the
      // file passes the import's check of its own terms.
      formatPriceBreaks(effectiveBreaks(p)),
      p.reorderThreshold === null ? "" : String(p.reorderThreshold),
    ]);
    after = page.at(-1)!.position;
  }
}

/** Fitment in catalogue order, each product's rows in the order they were added. */
async function* fitmentRows(db: Database): Rows {
  let after = { position: 0, id: 0 };
  for (;;) {
    const page = await db
      .select({
        position: products.position,
        sku: products.sku,
        id: fitments.id,
        make: fitments.make,
        model: fitments.model,
        yearFrom: fitments.yearFrom,
        yearTo: fitments.yearTo,
        engine: fitments.engine,
        place: fitments.position,
        quantity: fitments.quantity,
        note: fitments.note,
      })
      .from(fitments)
      .innerJoin(products, eq(products.id, fitments.productId))
      .where(
        and(
          isNull(products.archivedAt),
          // A universal product fits everything: rows left from before it became so say nothing (and an
          // import refuses them), so the file round-trips.
          eq(products.universal, false),
          sql`(${products.position}, ${fitments.id}) > (${after.position}, ${after.id})`,
        ),
      )
      .orderBy(asc(products.position), asc(fitments.id))
      .limit(PAGE);
    if (!page.length) return;
    yield page.map((f) => [
      f.sku,
      f.make,
      f.model,
      String(f.yearFrom),
      String(f.yearTo),
      f.engine ?? "",
      f.place ?? "",
      String(f.quantity),
      f.note ?? "",
    ]);
    const last = page.at(-1)!;
    after = { position: last.position, id: last.id };
  }
}

/** Vehicles by year, make, model and engine, as the chooser lists them. */
async function* vehicleRows(db: Database): Rows {
  let after: { year: number; make: string; model: string; engine: string } | null = null;
  for (;;) {
    const page: { year: number; make: string; model: string; engine: string }[] = await db
      .select({ year: vehicles.year, make: vehicles.make, model: vehicles.model, engine: vehicles.engine })
      .from(vehicles)
      .where(
        after
          ? sql`(${vehicles.year}, ${vehicles.make}, ${vehicles.model}, ${vehicles.engine}) > (${after.year}, ${after.make}, ${after.model}, ${after.engine})`
          : undefined,
      )
      .orderBy(asc(vehicles.year), asc(vehicles.make), asc(vehicles.model), asc(vehicles.engine))
      .limit(PAGE);
    if (!page.length) return;
    yield page.map((v) => [String(v.year), v.make, v.model, v.engine]);
    after = page.at(-1)!;
  }
}

const ROWS: Record<CatalogueKind, (db: Database) => Rows> = {
  products: productRows,
  fitment: fitmentRows,
  vehicles: vehicleRows,
};

/**
 * GET /api/admin/catalogue-export: the file as CSV text, a chunk per page of rows; it starts with the UTF-8
 * byte order mark, so spreadsheets read it as UTF-8, and the header row.
 */
export async function* exportCatalogue(db: Database, kind: CatalogueKind): AsyncGenerator<string> {
  yield toCsv([CATALOGUE_COLUMNS[kind]], { bom: true });
  for await (const rows of ROWS[kind](db)) yield toCsv(rows);
}
