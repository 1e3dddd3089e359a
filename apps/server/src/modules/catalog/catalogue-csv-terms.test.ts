import { CATALOGUE_COLUMNS, type CatalogueImportAnswer, type ImportMode } from "@xpart/shared";
import { breaksInCents } from "@xpart/test-support/volume-breaks";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Account } from "../../../test/admin-fixtures.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import {
  catalogueCast,
  csvFile,
  exportCatalogue,
  importCatalogue,
  productRow,
  sqlRows,
  type ProductCells,
  type ProductColumn,
  refusals,
} from "../../../test/catalogue-csv-fixtures.js";
import type { TestApp } from "../../../test/test-app.js";

import { parseCsv } from "./catalogue-csv.js";

/**
 * Issue 27 item 3: the catalogue CSV carries pack size, volume prices and the reorder threshold. An exported
 * file re-imports unchanged; bad terms are refused by Add Product's rule, line by line, and an apply with any
 * of them writes nothing; files from before the columns still import.
 */

let t: TestApp;
let admin: Account;
let img: string;
beforeAll(async () => {
  ({ t, admin, img } = await catalogueCast());
});
afterAll(() => t?.close());

const rows = <T>(query: SQL) => sqlRows<T>(t.db, query);

interface StoredTerms {
  sku: string;
  price_cents: number;
  order_step: number;
  price_breaks: { minQuantity: number; priceCents: number }[];
  reorder_threshold: number | null;
}
const termsOf = async (sku: string) =>
  (
    await rows<StoredTerms>(
      sql`select sku, price_cents, order_step, price_breaks, reorder_threshold from products where sku = ${sku}`,
    )
  )[0];

/** What an import could write: the products, the stock ledger and the audit trail. */
const snapshot = async () => ({
  products: await rows(sql`select * from products order by position`),
  stock: await rows(sql`select * from stock_movements order by id`),
  audit: await rows(sql`select * from audit_events order by id`),
});

/** A products file with these columns (all by default), each row's cells by column. */
function productsFile(
  cells: Partial<ProductCells>[],
  columns: readonly ProductColumn[] = CATALOGUE_COLUMNS.products,
) {
  const base: ProductCells = {
    sku: "TERMS-1",
    name: "Terms Test Bolt",
    brand: "Bahco",
    mpn: "",
    category: "Any Hardware",
    description: "A bolt sold in packs.",
    price: "10.00",
    min_order: "50",
    stock: "1000",
    cross_references: "",
    specs: "",
    universal: "true",
    img,
    order_step: "10",
    price_breaks: "100:9.00;500:8.00",
    reorder_threshold: "25",
  };
  return csvFile(
    columns,
    cells.map((row) => productRow(base, row, columns)),
  );
}

const importCsv = (mode: ImportMode, csv: string) =>
  importCatalogue(t.app, admin.token, "products", mode, csv);

const exportProducts = async () => (await exportCatalogue(t.app, admin.token, "products")).body;

/** The exported row of a SKU, by column, read back as the import reads it. */
async function exportedRow(sku: string): Promise<Record<string, string>> {
  const row = parseCsv(await exportProducts(), CATALOGUE_COLUMNS.products).find((r) => r.cells?.sku === sku);
  expect(row, sku).toBeDefined();
  return row!.cells!;
}

const counts = ({ added, changed, unchanged, refused }: CatalogueImportAnswer) => ({
  added,
  changed,
  unchanged,
  refused: refused.length,
});

describe("issue 27: pack size, volume prices and reorder threshold in the catalogue CSV", () => {
  it("issue 27: an import adds them; the export writes them back, in the same cells", async () => {
    const res = await importCsv(
      "apply",
      productsFile([{}, { sku: "TERMS-2", price_breaks: "", reorder_threshold: "" }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(counts(res.json())).toEqual({ added: 2, changed: 0, unchanged: 0, refused: 0 });
    expect(await termsOf("TERMS-1")).toEqual({
      sku: "TERMS-1",
      price_cents: 1000,
      order_step: 10,
      price_breaks: breaksInCents([100, 900], [500, 800]),
      reorder_threshold: 25,
    });
    expect(await termsOf("TERMS-2")).toMatchObject({ price_breaks: [], reorder_threshold: null });
    expect(await exportedRow("TERMS-1")).toMatchObject({
      order_step: "10",
      price_breaks: "100:9.00;500:8.00",
      reorder_threshold: "25",
    });
    expect(await exportedRow("TERMS-2")).toMatchObject({
      order_step: "10",
      price_breaks: "",
      reorder_threshold: "",
    });
  });

  it("issue 27: the whole export, imported again unchanged, changes nothing (dry run and apply)", async () => {
    // A volume price a reprice left at or above the list price is not charged, and not exported either.
    await addProduct(t.db, {
      sku: "TERMS-DEAD",
      img,
      priceCents: 500,
      minOrder: 10,
      orderStep: 5,
      priceBreaks: breaksInCents([50, 600], [20, 450]),
      reorderThreshold: 0,
    });
    expect(await exportedRow("TERMS-DEAD")).toMatchObject({
      price_breaks: "20:4.50",
      reorder_threshold: "0",
    });
    const file = await exportProducts();
    const before = await snapshot();
    const dry = await importCsv("dry-run", file);
    expect(dry.json().refused).toEqual([]);
    expect(counts(dry.json())).toMatchObject({ added: 0, changed: 0 });
    expect(await snapshot()).toEqual(before);
    const applied = await importCsv("apply", file);
    expect(counts(applied.json())).toMatchObject({ added: 0, changed: 0, refused: 0 });
    const after = await snapshot();
    expect(after.products).toEqual(before.products);
    expect(after.stock).toEqual(before.stock);
  });

  it("issue 27: one changed price break is one changed row, stored by quantity", async () => {
    const file = productsFile([{ price_breaks: "500:7.50;100:9.00" }]);
    expect(counts((await importCsv("dry-run", file)).json())).toEqual({
      added: 0,
      changed: 1,
      unchanged: 0,
      refused: 0,
    });
    expect(counts((await importCsv("apply", file)).json())).toMatchObject({ changed: 1 });
    expect((await termsOf("TERMS-1"))!.price_breaks).toEqual(breaksInCents([100, 900], [500, 750]));
  });

  it("issue 27: a file from before the columns still imports: a known product keeps its terms, a new one takes the defaults", async () => {
    const old = CATALOGUE_COLUMNS.products.filter(
      (c) => c !== "order_step" && c !== "price_breaks" && c !== "reorder_threshold",
    );
    const res = await importCsv("apply", productsFile([{ price: "11.00" }, { sku: "TERMS-OLD" }], old));
    expect(res.statusCode, res.body).toBe(200);
    expect(counts(res.json())).toEqual({ added: 1, changed: 1, unchanged: 0, refused: 0 });
    expect(await termsOf("TERMS-1")).toEqual({
      sku: "TERMS-1",
      price_cents: 1100,
      order_step: 10,
      price_breaks: breaksInCents([100, 900], [500, 750]),
      reorder_threshold: 25,
    });
    expect(await termsOf("TERMS-OLD")).toMatchObject({
      order_step: 1,
      price_breaks: [],
      reorder_threshold: null,
    });
  });

  it("issue 27: an empty threshold clears it; a threshold the stock is above clears the low-stock mark", async () => {
    await t.db.execute(sql`update products set low_stock_since = now() where sku = 'TERMS-1'`);
    await importCsv(
      "apply",
      productsFile([{ price: "11.00", price_breaks: "100:9.00;500:7.50", reorder_threshold: "" }]),
    );
    const [row] = await rows<{ reorder_threshold: number | null; low_stock_since: unknown }>(
      sql`select reorder_threshold, low_stock_since from products where sku = 'TERMS-1'`,
    );
    expect(row).toEqual({ reorder_threshold: null, low_stock_since: null });
  });
});

describe("issue 27: bad terms in a file", () => {
  const bad = () =>
    productsFile([
      { sku: "TERMS-GOOD" },
      { sku: "TERMS-B1", price_breaks: "100:12.00" },
      { sku: "TERMS-B2", price_breaks: "50:9.00" },
      { sku: "TERMS-B3", price_breaks: "105:9.00" },
      { sku: "TERMS-B4", reorder_threshold: "-1" },
      { sku: "TERMS-B5", price_breaks: "100-9.00" },
      { sku: "TERMS-B6", order_step: "0" },
      { sku: "TERMS-B7", price_breaks: "100:9.00;100:8.00" },
      { sku: "TERMS-B8", reorder_threshold: "2.5" },
    ]);

  const REFUSED = refusals(
    [3, "price_breaks: A volume price must be below the list price"],
    [4, "price_breaks: A volume price starts above the minimum order of 50"],
    [5, "price_breaks: A volume price starts at a whole number of packs of 10"],
    [6, "reorder_threshold must be a whole number"],
    [7, "price_breaks '100-9.00' is not quantity:price, like 50:4.20"],
    [8, "order_step must be at least 1"],
    [9, "price_breaks gives quantity 100 twice"],
    [10, "reorder_threshold must be a whole number"],
  );

  it("issue 27: a dry run names every bad row with its line and Add Product's reason, and writes nothing", async () => {
    const before = await snapshot();
    const res = await importCsv("dry-run", bad());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: false, added: 1 });
    expect(res.json().refused).toEqual(REFUSED);
    expect(await snapshot()).toEqual(before);
  });

  it("issue 27: an apply of that file answers 400 naming the lines and writes nothing, not even its good row", async () => {
    const before = await snapshot();
    const res = await importCsv("apply", bad());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(Object.fromEntries(REFUSED.map((r) => [`line ${r.line}`, r.reason])));
    expect(await snapshot()).toEqual(before);
    expect(await termsOf("TERMS-GOOD")).toBeUndefined();
  });
});
