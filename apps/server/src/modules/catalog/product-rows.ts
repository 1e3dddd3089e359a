import { and, asc, eq, getTableColumns, sql, type Column, type Subquery } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";

import { onSale } from "./catalog.service.js";
import { products } from "./catalog.tables.js";

// What a cart, checkout, reorder or invoice line reads of a product: its name, picture, description and terms of
// sale. Only these columns are read (not the part keys, cross-references or specifications), so a 100-line cart
// is priced from a small answer (issue 26's p95 ≤ 5 ms).
const column = getTableColumns(products);
const saleColumns = {
  id: column.id,
  sku: column.sku,
  brand: column.brand,
  name: column.name,
  img: column.img,
  category: column.category,
  description: column.description,
  minOrder: column.minOrder,
  orderStep: column.orderStep,
  availableQty: column.availableQty,
  priceCents: column.priceCents,
  priceBreaks: column.priceBreaks,
};

export type SaleProduct = { [K in keyof typeof saleColumns]: (typeof products.$inferSelect)[K] };

/** The products on sale among `ids`, by id, in one query (a cart's or a checkout's lines). */
export async function findProductRows(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, SaleProduct>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(saleColumns)
    .from(products)
    // One JSON parameter (as both drivers pass it), not one per id: a 100-line cart is one short statement.
    .where(
      and(
        sql`${products.id} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`,
        onSale,
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** A module's list of product lines (a cart's): which product, how many, in what order. */
export type ProductLines = Subquery & { productId: Column; quantity: Column; position: Column };

/**
 * The lines whose product is still on sale, each with its product, in the lines' order, in one query: reading a
 * cart is one round trip (a line whose product left the shop is not in the answer).
 */
export function withSaleProducts(db: Database, lines: ProductLines) {
  return db
    .select({ quantity: sql<number>`${lines.quantity}`, product: saleColumns })
    .from(lines)
    .innerJoin(products, and(eq(products.id, lines.productId), onSale))
    .orderBy(asc(lines.position));
}
