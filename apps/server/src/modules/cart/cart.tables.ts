import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";
import { user } from "../accounts/accounts.tables.js";
import { products } from "../catalog/catalog.tables.js";

/** A signed-in customer's cart (issue 26): kept on the server, so it survives sign-out and another device. */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** The order lines were first added in: the cart, and the checkout's orders, keep it. */
    position: integer("position").notNull().generatedAlwaysAsIdentity(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
