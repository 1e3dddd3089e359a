import {
  CATALOGUE_COLUMNS,
  CATALOGUE_OPTIONAL_COLUMNS,
  CATALOGUE_TRANSFER_LIMITS as LIMITS,
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  CATEGORIES,
  centsToDollars,
  effectiveBreaks,
  FITMENT_LIMITS,
  MAX_ORDER_QUANTITY,
  OWN_IMAGE_URL,
  PRODUCT_LIMITS,
  sellingTermsProblems,
  type CatalogueImportAnswer,
  type CatalogueKind,
  type ImportMode,
  type PriceBreak,
  type RefusedRow,
  type Specifications,
} from "@xpart/shared";
import { eq, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ConflictError, InvalidError } from "../../domain-errors.js";
import { recordAdminAction, type AuditActor } from "../audit/index.js";
import { imageExists } from "../images/index.js";

import {
  insertFitments,
  insertProducts,
  insertVehicles,
  type NewFitment,
  type NewProduct,
  type NewVehicle,
} from "./catalog-admin.service.js";
import { clearCatalogCaches } from "./catalog.cache.js";
import { products } from "./catalog.tables.js";
import {
  parseCsv,
  parseFlag,
  parseList,
  parsePrice,
  parsePriceBreaks,
  parseSpecs,
  parseText,
  parseWhole,
  sameSpecs,
  type CsvRow,
  type Parsed,
} from "./catalogue-csv.js";
import { fitments, vehicles } from "./fitment.tables.js";
import { settleLowStock } from "./low-stock.service.js";
import { logStockMovement } from "./stock.service.js";

/**
 * The catalogue's CSV import (issue 25, decision 0030). Every row of a file is checked and compared with the
 * catalogue: a dry run answers what an apply would do and writes nothing; an apply writes everything in one
 * transaction, with one audit record, or (any row refused) nothing at all.
 */

/** What a file would do, and how to do it. */
interface Plan {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  refused: RefusedRow[];
  /** Writes the plan in the caller's transaction; called only when nothing was refused. */
  write(tx: Database, actor: AuditActor): Promise<void>;
}

type Planner = (db: Database, rows: CsvRow<string>[], lock: boolean) => Promise<Plan>;

/** The SKUs the shop makes itself (shop_sku(), migration 0013), in any case. */
const SHOP_SKU = /^XP-N\d+$/i;

/** An applied import in the audit trail: one entry per file, naming its kind, with its counts in `after`. */
const IMPORT_AUDIT = {
  action: "catalogue.import",
  target: (kind: CatalogueKind) => ({ type: "catalogue" as const, id: kind }),
} as const;

/** Rows per statement: under the protocol's 65,535 parameters whatever the table. */
const BATCH = 1_000;

function batches<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The SQLSTATE of a database error, wherever the driver or Drizzle wrapped it. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Reads a row's cells one column at a time, gathering every problem as `column problem`, so one refusal
 * names all that is wrong with the row.
 */
class RowReader<C extends string> {
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
function complete<T extends object>(values: { [K in keyof T]: T[K] | undefined }): T | undefined {
  return Object.values(values).every((value) => value !== undefined) ? (values as T) : undefined;
}

/** Rows with the wrong number of cells are refused before their cells are read. */
function readRows<C extends string, T>(
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
function firstOfEachKey<T>(
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

const text = (max: number, options?: { optional?: boolean; multiline?: boolean }) => (cell: string) =>
  parseText(cell, max, options);
const optional = (max: number) => text(max, { optional: true });
const year = (cell: string) => parseWhole(cell, FITMENT_LIMITS.firstYear, FITMENT_LIMITS.lastYear);
const IMAGE_NOT_OURS = "must be a picture uploaded to this shop (/api/images/…)";
const CATEGORY_BY_NAME = new Map(CATEGORIES.map((name) => [name.toLowerCase(), name]));
function category(cell: string): Parsed<string> {
  const name = CATEGORY_BY_NAME.get(cell.trim().toLowerCase());
  return name ? { value: name } : { problem: `must be one of: ${CATEGORIES.join(", ")}` };
}

// Products: keyed by SKU; a new SKU is added, a known one changed when a value differs.

type ProductRow = typeof products.$inferSelect;

interface ProductValues {
  sku: string;
  name: string;
  brand: string;
  mpn: string | null;
  category: string;
  description: string;
  priceCents: number;
  minOrder: number;
  availableQty: number;
  crossReferences: string[];
  specs: Specifications;
  universal: boolean;
  /** Empty: keep the product's picture (an existing SKU only). */
  img: string;
  /** Issue 27's columns; undefined when the file leaves the column out (a product keeps its own). */
  orderStep?: number;
  priceBreaks?: PriceBreak[];
  reorderThreshold?: number | null;
}

type ProductColumn = (typeof CATALOGUE_COLUMNS.products)[number];

/** An optional column's value, or undefined when the file has no such column (its problems go to the reader). */
const readIfPresent = <T>(
  row: RowReader<ProductColumn>,
  column: ProductColumn,
  parse: (cell: string) => Parsed<T>,
) => (Object.hasOwn(row.cells, column) ? row.read(column, parse) : undefined);

function readTerms(
  row: RowReader<ProductColumn>,
): Pick<ProductValues, "orderStep" | "priceBreaks" | "reorderThreshold"> {
  return {
    orderStep: readIfPresent(row, "order_step", (cell) =>
      parseWhole(cell, 1, PRODUCT_LIMITS.maxOrderStep, 1),
    ),
    priceBreaks: readIfPresent(row, "price_breaks", (cell) =>
      parsePriceBreaks(cell, {
        maxQuantity: MAX_ORDER_QUANTITY,
        maxDollars: PRODUCT_LIMITS.maxPriceDollars,
        maxCount: PRODUCT_LIMITS.maxPriceBreaks,
      }),
    ),
    // Empty: no alert.
    reorderThreshold: readIfPresent(row, "reorder_threshold", (cell): Parsed<number | null> =>
      cell.trim() === "" ? { value: null } : parseWhole(cell, 0, PRODUCT_LIMITS.maxStock),
    ),
  };
}

function readProduct(row: RowReader<ProductColumn>): ProductValues | undefined {
  const values = complete<Omit<ProductValues, "mpn" | keyof ReturnType<typeof readTerms>> & { mpn: string }>({
    sku: row.read("sku", text(LIMITS.partNumberMaxChars)),
    name: row.read("name", text(PRODUCT_LIMITS.nameMaxChars)),
    brand: row.read("brand", text(LIMITS.brandMaxChars)),
    mpn: row.read("mpn", optional(LIMITS.partNumberMaxChars)),
    category: row.read("category", category),
    description: row.read("description", text(PRODUCT_LIMITS.descriptionMaxChars, { multiline: true })),
    priceCents: row.read("price", (cell) => parsePrice(cell, PRODUCT_LIMITS.maxPriceDollars)),
    minOrder: row.read("min_order", (cell) => parseWhole(cell, 1, PRODUCT_LIMITS.maxMinOrder)),
    availableQty: row.read("stock", (cell) => parseWhole(cell, 0, PRODUCT_LIMITS.maxStock)),
    crossReferences: row.read("cross_references", (cell) =>
      parseList(cell, LIMITS.partNumberMaxChars, LIMITS.maxCrossReferences),
    ),
    specs: row.read("specs", parseSpecs),
    universal: row.read("universal", parseFlag),
    img: row.read("img", (cell) => {
      const url = cell.trim();
      return url === "" || OWN_IMAGE_URL.test(url) ? { value: url } : { problem: IMAGE_NOT_OURS };
    }),
  });
  const terms = readTerms(row);
  return values && { ...values, mpn: values.mpn || null, ...terms };
}

/** The stored products with these SKUs, archived ones included; locked for the apply's transaction. */
async function productsBySku(db: Database, skus: string[], lock: boolean): Promise<Map<string, ProductRow>> {
  const found = new Map<string, ProductRow>();
  for (const batch of batches(skus)) {
    const query = db.select().from(products).where(inArray(products.sku, batch));
    for (const row of await (lock ? query.for("update") : query)) found.set(row.sku, row);
  }
  return found;
}

const sameBreaks = (a: readonly PriceBreak[], b: readonly PriceBreak[]) =>
  a.length === b.length &&
  a.every((x, i) => x.minQuantity === b[i]!.minQuantity && x.priceCents === b[i]!.priceCents);

/** The stored values the file's columns stand for, to compare a row with its product. */
function differs(current: ProductRow, next: ProductValues): boolean {
  return (
    (next.orderStep !== undefined && current.orderStep !== next.orderStep) ||
    // Stored breaks as the export writes them: only those that lower the price.
    (next.priceBreaks !== undefined && !sameBreaks(effectiveBreaks(current), next.priceBreaks)) ||
    (next.reorderThreshold !== undefined && current.reorderThreshold !== next.reorderThreshold) ||
    current.name !== next.name ||
    current.brand !== next.brand ||
    current.mpn !== next.mpn ||
    current.category !== next.category ||
    current.description !== next.description ||
    current.priceCents !== next.priceCents ||
    current.minOrder !== next.minOrder ||
    current.availableQty !== next.availableQty ||
    current.universal !== next.universal ||
    current.img !== next.img ||
    current.crossReferences.length !== next.crossReferences.length ||
    current.crossReferences.some((ref, i) => ref !== next.crossReferences[i]) ||
    !sameSpecs(current.specs, next.specs)
  );
}

/**
 * Where the row's pack size or volume prices are given, the product's terms as they would be, checked by Add
 * Product's rule (sellingTermsProblems): what is wrong, as `price_breaks: …` reasons. Columns left out keep
 * the stored values (the breaks that still lower the row's price).
 */
function termsProblems(current: ProductRow | undefined, next: ProductValues): string[] {
  if (next.orderStep === undefined && next.priceBreaks === undefined) return [];
  const breaks =
    next.priceBreaks ??
    (current ? effectiveBreaks({ priceCents: next.priceCents, priceBreaks: current.priceBreaks }) : []);
  const problems = sellingTermsProblems({
    price: centsToDollars(next.priceCents),
    minOrder: next.minOrder,
    orderStep: next.orderStep ?? current?.orderStep ?? 1,
    priceBreaks: breaks.map((b) => ({ minQuantity: b.minQuantity, price: centsToDollars(b.priceCents) })),
  });
  return [...new Set(problems.map((p) => `price_breaks: ${p.message}`))];
}

const planProducts: Planner = async (db, rows, lock) => {
  const refused: RefusedRow[] = [];
  const read = firstOfEachKey(
    readRows(rows as CsvRow<ProductColumn>[], refused, readProduct),
    (p) => p.sku,
    (p) => `SKU ${p.sku}`,
    refused,
  );
  const stored = await productsBySku(
    db,
    read.map((r) => r.value.sku),
    lock,
  );
  /** Whether each new picture is one uploaded to this shop, asked once per picture. */
  const known = new Map<string, Promise<boolean>>();
  const isOurs = (url: string) => known.get(url) ?? known.set(url, imageExists(db, url)).get(url)!;

  const added: NewProduct[] = [];
  const changed: { current: ProductRow; next: ProductValues }[] = [];
  let unchanged = 0;
  for (const { line, value } of read) {
    const current = stored.get(value.sku);
    if (current?.archivedAt) {
      refused.push({ line, reason: `SKU ${value.sku} belongs to a deleted product (kept for its orders)` });
      continue;
    }
    // The shop numbers products that come without a SKU as XP-N00001… (migration 0013): a new product taking
    // such a number would collide with one the shop makes later.
    if (!current && SHOP_SKU.test(value.sku)) {
      refused.push({
        line,
        reason: `SKU ${value.sku} is in the form the shop gives its own products (XP-N…)`,
      });
      continue;
    }
    const next = { ...value, img: value.img || current?.img || "" };
    if (!next.img) {
      refused.push({ line, reason: "img is required for a new product" });
      continue;
    }
    const terms = termsProblems(current, next);
    if (terms.length) {
      refused.push({ line, reason: terms.join("; ") });
      continue;
    }
    if (next.img !== current?.img && !(await isOurs(next.img))) {
      refused.push({ line, reason: `img ${IMAGE_NOT_OURS}` });
      continue;
    }
    if (!current) added.push(next);
    else if (differs(current, next)) changed.push({ current, next });
    else unchanged += 1;
  }

  return {
    added: added.length,
    changed: changed.length,
    unchanged,
    removed: 0,
    refused,
    async write(tx, actor) {
      for (const batch of batches(added)) await insertProducts(tx, batch);
      for (const { current, next } of changed) {
        await tx
          .update(products)
          // Columns the file left out are undefined here, and Drizzle leaves undefined values as they are.
          .set({ ...next, updatedAt: new Date() })
          .where(eq(products.id, current.id));
        // The file may move stock or threshold across each other: the mark and its one alert follow (issue 27).
        await settleLowStock(tx, current.id);
        // The stock ledger explains every change of stock (DESIGN §5): the file's count is a correction.
        const delta = next.availableQty - current.availableQty;
        if (delta)
          await logStockMovement(
            tx,
            { productId: current.id, quantity: Math.abs(delta), reason: "restock", actor: actor.id },
            delta,
          );
      }
    },
  };
};

// Fitment: the file's rows replace the fitment of each SKU they name.

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

const planFitment: Planner = async (db, rows, lock) => {
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

// Vehicles: added; those already listed stay as they are.

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

const planVehicles: Planner = async (db, rows) => {
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
