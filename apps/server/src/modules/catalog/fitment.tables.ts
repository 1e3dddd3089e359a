import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

import { user } from "../accounts/accounts.tables.js";

import { products } from "./catalog.tables.js";

/** The vehicles a shopper can choose (issue 25): a year, make, model and engine each. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    year: smallint("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    engine: text("engine").notNull(),
  },
  (t) => [
    unique("vehicles_identity_key").on(t.year, t.make, t.model, t.engine),
    // The choosers' steps: years, then a year's makes, then its models, then their engines.
    index("vehicles_make_model_idx").on(t.make, t.model, t.year),
  ],
);

/**
 * Which vehicles a part fits, in the shape of an ACES application: a make and model over a range of years,
 * one engine or (null) all of them, where on the vehicle, how many per vehicle and a note.
 */
export const fitments = pgTable(
  "fitments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    make: text("make").notNull(),
    model: text("model").notNull(),
    yearFrom: smallint("year_from").notNull(),
    yearTo: smallint("year_to").notNull(),
    engine: text("engine"),
    position: text("position"),
    quantity: integer("quantity").notNull().default(1),
    note: text("note"),
  },
  (t) => [
    check("fitments_years_ordered", sql`${t.yearFrom} <= ${t.yearTo}`),
    check("fitments_quantity_positive", sql`${t.quantity} >= 1`),
    // 'Which parts fit this vehicle': one range scan per make and model, the product ids read from the index.
    // A year bounds one column of the range at a time, so each side has its index and the planner reads the
    // narrower: from the first year for an older vehicle, from the last year for a recent one (decision 0029).
    index("fitments_vehicle_idx").on(t.make, t.model, t.yearFrom, t.yearTo, t.engine, t.productId),
    index("fitments_vehicle_recent_idx").on(t.make, t.model, t.yearTo, t.yearFrom, t.engine, t.productId),
    index("fitments_product_idx").on(t.productId),
  ],
);

/** 'My vehicles': the vehicles an account keeps, so every device shows its parts as fitting or not. */
export const savedVehicles = pgTable(
  "saved_vehicles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vehicleId] })],
);
