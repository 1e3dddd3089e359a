import type { CATALOGUE_COLUMNS, PriceBreak, RefusedRow, Specifications } from "@xpart/shared";
import {
  CATALOGUE_TRANSFER_LIMITS as LIMITS,
  centsToDollars,
  effectiveBreaks,
  MAX_ORDER_QUANTITY,
  OWN_IMAGE_URL,
  PRODUCT_LIMITS,
  sellingTermsProblems,
} from "@xpart/shared";
import { eq } from "drizzle-orm";

import { imageExists } from "../images/index.js";

import { insertProducts, type NewProduct } from "./bulk-inserts.js";
import { products } from "./catalog.tables.js";
import {
  parseFlag,
  parseList,
  parsePrice,
  parsePriceBreaks,
  parseSpecs,
  parseWhole,
  sameSpecs,
  type CsvRow,
  type Parsed,
} from "./catalogue-csv.js";
import {
  batches,
  category,
  complete,
  firstOfEachKey,
  IMAGE_NOT_OURS,
  optional,
  productsBySku,
  readRows,
  text,
  type Planner,
  type ProductRow,
  type RowReader,
} from "./catalogue-import-rows.js";
import { settleLowStock } from "./low-stock.service.js";
import { logStockMovement } from "./stock.service.js";

/**
 * The catalogue import's products (issue 25, decision 0030): keyed by SKU; a new SKU is added, a known one
 * changed when a value differs.
 */

/** The SKUs the shop makes itself (shop_sku(), migration 0013), in any case. */
const SHOP_SKU = /^XP-N\d+$/i;

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

export const planProducts: Planner = async (db, rows, lock) => {
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
