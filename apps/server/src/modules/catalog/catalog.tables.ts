import { LIMITS, type PriceBreak, type Specifications } from "@xpart/shared";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  jsonb,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { timestamps } from "../../db/columns.js";

/**
 * Numbers the SKUs the shop gives products that come without one (XP-N00001…, the N keeping them apart from
 * any number a maker writes): products added without one, and those there before part numbers.
 */
/** A full-text document (issue 42): written by the database only, read through SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const productSkuSeq = pgSequence("product_sku_seq");

/**
 * The shards of the document's index that a search in relevance order reads one after another (issue 42,
 * search-ranking.ts): each a partial index of the products whose position leaves remainder k, so a frequent
 * word's list in one is an eighth of the catalogue's, and a search that finds its candidates in the first shard
 * never reads the others.
 */
export const SEARCH_SHARDS = 8;

/** The condition of shard k: its index's predicate, written as the index has it so the planner can use it. */
export const inSearchShard = (k: number) => sql.raw(`"products"."position" % ${SEARCH_SHARDS} = ${k}`);

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
    minOrder: integer("min_order").notNull().default(LIMITS.defaultMinOrder),
    availableQty: integer("available_qty").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** The maker's part number (issue 25): unique, the shop's own when none is given. */
    sku: text("sku")
      .notNull()
      .default(sql`shop_sku(nextval('product_sku_seq'))`),
    brand: text("brand").notNull().default("X-Part"),
    /** The manufacturer's part number, when the brand's differs from the SKU. */
    mpn: text("mpn"),
    /** OEM numbers and other makers' interchange numbers. */
    crossReferences: text("cross_references")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Every part number of the product as search compares them: part_key() (migration 0013) drops case, spaces,
     * dashes, dots and slashes, so `07-1102`, `071102` and `07 1102` are one number. Kept by the database.
     */
    partKeys: text("part_keys")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`part_keys(sku, mpn, cross_references)`),
    /** Typed attributes (SPEC_ATTRIBUTES in @xpart/shared): the product page's table and the shop's facets. */
    specs: jsonb("specs").$type<Specifications>().notNull().default({}),
    /**
     * The makes and models of the product's fitment rows, each once ('Toyota Hilux'), for the search document
     * (migration 0027): kept by triggers on fitments.
     */
    fitmentVehicles: text("fitment_vehicles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The vehicles the product's fitment rows apply to, one vehicle_key() per make, model, year and engine (or
     * every engine) (migration 0027): kept by triggers on fitments, for a word search among a vehicle's parts.
     */
    vehicleKeys: text("vehicle_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What word search reads (issue 42, migrations 0025 and 0027): part numbers and brand weighted A, the name
     * B, the category, specifications and the makes and models it fits C, the description D. Kept by the
     * database.
     */
    searchDoc: tsvector("search_doc")
      .notNull()
      .generatedAlwaysAs(
        sql`product_search_doc(brand, sku, mpn, cross_references, name, category, specs, description, fitment_vehicles)`,
      ),
    /** Fits every vehicle (tools, universal accessories): the fitment filter keeps it, with no fitment rows. */
    universal: boolean("universal").notNull().default(false),
    /** Sold in whole packs of this many (issue 26): every valid quantity is a multiple of it. */
    orderStep: integer("order_step").notNull().default(1),
    /** Volume prices (issue 26), read by the one pricing rule in @xpart/shared (pricing.ts). */
    priceBreaks: jsonb("price_breaks").$type<PriceBreak[]>().notNull().default([]),
    /** Admins are told once when stock falls to this many (issue 27); null: no alert. */
    reorderThreshold: integer("reorder_threshold"),
    /** When stock last fell to the threshold and the alert went out; cleared when stock rises above it, so each
     * crossing alerts once whatever the number of orders or servers. */
    lowStockSince: timestamp("low_stock_since", { withTimezone: true }),
    /** Set when a product that has orders is deleted: hidden from the shop, kept for its orders' history. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("products_available_qty_nonnegative", sql`${t.availableQty} >= 0`),
    check("products_min_order_positive", sql`${t.minOrder} >= 1`),
    check("products_price_positive", sql`${t.priceCents} > 0`),
    check("products_order_step_positive", sql`${t.orderStep} >= 1`),
    check("products_price_breaks_array", sql`jsonb_typeof(${t.priceBreaks}) = 'array'`),
    check("products_reorder_threshold_nonnegative", sql`${t.reorderThreshold} >= 0`),
    index("products_position_idx").on(t.position),
    uniqueIndex("products_sku_idx").on(t.sku),
    index("products_part_keys_idx").using("gin", t.partKeys),
    // Facet filters (specs @> '{"voltage": 12}'): containment through the jsonb_path_ops operator class.
    index("products_specs_idx").using("gin", sql`${t.specs} jsonb_path_ops`),
    index("products_category_idx").on(sql`lower(${t.category})`, t.position),
    // The universal half of a category's fitting products (facets for a vehicle): a few rows of a parts category.
    index("products_universal_category_idx")
      .on(sql`lower(${t.category})`, t.position)
      .where(sql`${t.universal}`),
    index("products_price_idx").on(t.priceCents, t.position),
    index("products_name_idx").on(sql`lower(${t.name})`, t.position),
    // Word search (q=, issue 42): every word of the query, or its start, in the weighted document; and, in the
    // same scan, a vehicle's keys (a word search among its parts).
    index("products_search_doc_idx").using("gin", t.searchDoc, t.vehicleKeys),
    ...Array.from({ length: SEARCH_SHARDS }, (_, k) =>
      index(`products_search_doc_s${k}_idx`).using("gin", t.searchDoc).where(inSearchShard(k)),
    ),
    // The universal half of a word search among a vehicle's parts (fitsVehicleByKeys): a few of a word's rows.
    index("products_universal_search_doc_idx")
      .using("gin", t.searchDoc)
      .where(sql`${t.universal}`),
    // The search's similarity tie-break and a name's fragments (decision 0020).
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // inStock=true in catalogue order: only the orderable rows, so a deep page never reads the rest.
    index("products_in_stock_idx")
      .on(t.position)
      .where(sql`${t.availableQty} >= ${t.minOrder} and ${t.archivedAt} is null`),
  ],
);

/**
 * The words and brands of the products on sale, with how many products have each (issue 42), kept by triggers
 * on products (migration 0025) as category_counts is: typo tolerance and "Did you mean" look up the word
 * closest to one typed here, among thousands, instead of among the catalogue's millions of rows, and the
 * search box's brand suggestions read it. Words are the document's lexemes of three letters or more.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    kind: text("kind", { enum: ["word", "brand"] }).notNull(),
    /** A word as the document has it (lower case), or a brand as written. */
    term: text("term").notNull(),
    products: integer("products").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.term] }),
    // The nearest terms to a typed word, in distance order (KNN), with no similarity threshold to tune.
    index("search_terms_trgm_idx").using("gist", sql`${t.term} gist_trgm_ops`),
    // Terms that start with what is typed: the prefix check and brand suggestions.
    index("search_terms_prefix_idx").on(t.kind, sql`lower(${t.term}) text_pattern_ops`),
  ],
);

/**
 * On-sale products per category, exactly as `GROUP BY category` over the unarchived products would count
 * them, kept by triggers on products (migration 0009, decision 0020) so that every write path (admin, seed,
 * raw SQL) keeps it right and GET /api/categories reads a few rows instead of the whole catalogue. A
 * category whose last product left keeps a row with count 0.
 */
export const categoryCounts = pgTable("category_counts", {
  name: text("name").primaryKey(),
  // No CHECK (count >= 0): an upsert checks the row it would insert, a decrement's negative one, before it
  // meets the existing row. The tests compare the counts with the grouped products instead.
  count: integer("count").notNull(),
});

/**
 * Each category's specification facets, counted as `GROUP BY lower(category), key, value` over the unarchived
 * products' specs would count them, kept by triggers on products (migration 0015, decision 0029) as
 * category_counts is, so a category's facets read a few rows however large the catalogue (issue 25).
 */
export const specCounts = pgTable(
  "spec_counts",
  {
    /** lower(products.category): the shop's category filter compares without case. */
    category: text("category").notNull(),
    key: text("key").notNull(),
    value: jsonb("value").$type<string | number>().notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.key, t.value] })],
);

export const stockReasons = [
  "order_reserve",
  "cancel_release",
  "expiry_release",
  "restock",
  "refund_restock",
] as const;
export type StockReason = (typeof stockReasons)[number];

/** Every change of a product's stock, so stock can be audited (DESIGN §5): the sum of deltas is the change. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: uuid("product_id").notNull(),
    orderId: uuid("order_id"),
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: stockReasons }).notNull(),
    /** A user id, or 'system' for jobs. */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_movements_product_idx").on(t.productId, t.id),
    check(
      "stock_movements_reason_known",
      sql`${t.reason} in ('order_reserve', 'cancel_release', 'expiry_release', 'restock', 'refund_restock')`,
    ),
  ],
);
