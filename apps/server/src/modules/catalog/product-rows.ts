import { and, inArray } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";

import { onSale, type ProductRow } from "./catalog.service.js";
import { products } from "./catalog.tables.js";

/** The products on sale among `ids`, by id, in one query (a cart's or a checkout's lines). */
export async function findProductRows(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, wanted), onSale));
  return new Map(rows.map((row) => [row.id, row]));
}
