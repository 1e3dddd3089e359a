import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Catalogue order: 'the first 4 products' and the default listing follow it. */
    position: integer("position").notNull().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    img: text("img").notNull(),
    minOrder: integer("min_order").notNull().default(50),
    availableQty: integer("available_qty").notNull(),
    priceCents: integer("price_cents").notNull(),
    ...timestamps,
  },
  (t) => [
    check("products_available_qty_nonnegative", sql`${t.availableQty} >= 0`),
    check("products_min_order_positive", sql`${t.minOrder} >= 1`),
    check("products_price_positive", sql`${t.priceCents} > 0`),
    index("products_position_idx").on(t.position),
    index("products_category_idx").on(sql`lower(${t.category})`, t.position),
    index("products_price_idx").on(t.priceCents, t.position),
    index("products_name_idx").on(sql`lower(${t.name})`, t.position),
  ],
);
