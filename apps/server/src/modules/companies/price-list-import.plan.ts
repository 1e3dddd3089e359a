import {
  CATALOGUE_TRANSFER_LIMITS as LIMITS,
  isPriceDay,
  PRICE_LIST_ROW_KINDS,
  PRICE_LIST_TRANSFER_TEXTS as TEXTS,
  PRODUCT_LIMITS,
  type PriceListColumn,
  type PriceListRowKind,
  type RefusedRow,
} from "@xpart/shared";
import { and, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import {
  batches,
  firstOfEachKey,
  parsePrice,
  parseText,
  productsBySku,
  readRows,
  type CsvRow,
  type Parsed,
  type Plan,
  type RowReader,
} from "../catalog/index.js";

import { companies, companyPrices } from "./companies.tables.js";

/**
 * A company's price list from a CSV file (issue 40 item 7): each row names a product by SKU and gives it a
 * fixed price, a percentage off, or takes it off the list (`remove`). Products the file does not name keep
 * their company price. Compared with the stored list, a row is added, changed, unchanged or removed.
 */

/** A row's values in the table's units: cents and hundredths of a percent. */
interface PriceRowValue {
  sku: string;
  kind: PriceListRowKind;
  priceCents: number | null;
  percentOffHundredths: number | null;
  validFrom: string | null;
  validTo: string | null;
}

type Stored = typeof companyPrices.$inferSelect;

const ok = <T>(value: T): Parsed<T> => ({ value });
const problem = (text: string): Parsed<never> => ({ problem: text });

function parseKind(cell: string): Parsed<PriceListRowKind> {
  const kind = PRICE_LIST_ROW_KINDS.find((k) => k === cell.trim().toLowerCase());
  return kind ? ok(kind) : problem(TEXTS.kindValues);
}

/** Above 0 and below 100, at most two decimals: answered in hundredths (12.5 → 1250), as the table keeps it. */
function parsePercent(cell: string): Parsed<number> {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(cell.trim());
  if (!match) return problem(TEXTS.percentOff);
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return hundredths > 0 ? ok(hundredths) : problem(TEXTS.percentOff);
}

/** An optional day, as the price form takes it (`isPriceDay`); an absent column or empty cell is none. */
function parseDay(cell: string | undefined): Parsed<string | null> {
  const text = (cell ?? "").trim();
  if (!text) return ok(null);
  return isPriceDay(text) ? ok(text) : problem(TEXTS.day);
}

/** Empty for a kind that does not use the column. */
const mustBeEmpty = (kind: PriceListRowKind) => (cell: string) =>
  cell.trim() ? problem(TEXTS.notForKind(kind)) : ok(null);

function readRow(row: RowReader<PriceListColumn>): PriceRowValue | undefined {
  const sku = row.read("sku", (cell) => parseText(cell, LIMITS.partNumberMaxChars));
  const kind = row.read("kind", parseKind);
  const validFrom = row.read("valid_from", parseDay);
  const validTo = row.read("valid_to", parseDay);
  if (kind === undefined) return undefined;
  const priceCents = row.read("price", (cell) =>
    kind === "fixed" ? parsePrice(cell, PRODUCT_LIMITS.maxPriceDollars) : mustBeEmpty(kind)(cell),
  );
  const percentOffHundredths = row.read("percent_off", (cell) =>
    kind === "percent" ? parsePercent(cell) : mustBeEmpty(kind)(cell),
  );
  if (validFrom && validTo && validFrom > validTo) row.refuse(TEXTS.datesInOrder);
  if (sku === undefined || priceCents === undefined || percentOffHundredths === undefined) return undefined;
  if (validFrom === undefined || validTo === undefined) return undefined;
  return { sku, kind, priceCents, percentOffHundredths, validFrom, validTo };
}

const sameTerms = (stored: Stored, value: PriceRowValue) =>
  stored.kind === value.kind &&
  stored.priceCents === value.priceCents &&
  stored.percentOffHundredths === value.percentOffHundredths &&
  stored.validFrom === value.validFrom &&
  stored.validTo === value.validTo;

/** The planner of one company's file; the apply locks the company, so two imports of one list run in turn. */
export const planPriceList =
  (companyId: string, rows: CsvRow<PriceListColumn>[]) =>
  async (db: Database, lock: boolean): Promise<Plan> => {
    const refused: RefusedRow[] = [];
    const read = firstOfEachKey(
      readRows(rows, refused, readRow),
      (value) => value.sku,
      (value) => `SKU ${value.sku}`,
      refused,
    );
    if (lock)
      await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    // Locked on apply, so no product is archived or deleted between this check and the write.
    const found = await productsBySku(
      db,
      read.map((r) => r.value.sku),
      lock,
    );
    const stored = new Map(
      (await db.select().from(companyPrices).where(eq(companyPrices.companyId, companyId))).map((row) => [
        row.productId,
        row,
      ]),
    );
    const upserts: (PriceRowValue & { productId: string })[] = [];
    const removals: string[] = [];
    const counts = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    for (const { line, value } of read) {
      const product = found.get(value.sku);
      if (!product) {
        refused.push({ line, reason: `sku ${TEXTS.unknownSku}` });
        continue;
      }
      // An archived product keeps its stored price (it may come back): a file may only take it off the list.
      if (product.archivedAt && value.kind !== "remove") {
        refused.push({ line, reason: `sku ${TEXTS.archivedSku}` });
        continue;
      }
      const current = stored.get(product.id);
      if (value.kind === "remove") {
        if (current) {
          counts.removed++;
          removals.push(product.id);
        } else counts.unchanged++;
      } else if (!current) {
        counts.added++;
        upserts.push({ ...value, productId: product.id });
      } else if (sameTerms(current, value)) counts.unchanged++;
      else {
        counts.changed++;
        upserts.push({ ...value, productId: product.id });
      }
    }
    return {
      ...counts,
      refused,
      async write(tx: Database) {
        for (const batch of batches(upserts)) {
          await tx
            .insert(companyPrices)
            .values(
              batch.map((v) => ({
                companyId,
                productId: v.productId,
                kind: v.kind as "fixed" | "percent",
                priceCents: v.priceCents,
                percentOffHundredths: v.percentOffHundredths,
                validFrom: v.validFrom,
                validTo: v.validTo,
              })),
            )
            .onConflictDoUpdate({
              target: [companyPrices.companyId, companyPrices.productId],
              set: {
                kind: sql`excluded.kind`,
                priceCents: sql`excluded.price_cents`,
                percentOffHundredths: sql`excluded.percent_off_hundredths`,
                validFrom: sql`excluded.valid_from`,
                validTo: sql`excluded.valid_to`,
                updatedAt: new Date(),
              },
            });
        }
        for (const batch of batches(removals))
          await tx
            .delete(companyPrices)
            .where(and(eq(companyPrices.companyId, companyId), inArray(companyPrices.productId, batch)));
      },
    };
  };
