import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { bytea, timestamps } from "../../db/columns.js";

/** An image is addressed by the hash of its source, so the same picture is stored once. */
export const images = pgTable("images", {
  id: text("id").primaryKey(),
  ...timestamps,
});

/** Re-encoded WebP renditions of an image, one per width. */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);
