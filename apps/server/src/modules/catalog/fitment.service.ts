import type { FitmentState, ProductFitment, Vehicle } from "@xpart/shared";
import { and, asc, eq, isNull, not, or, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { InvalidError } from "../../domain-errors.js";

import { products } from "./catalog.tables.js";
import { fitments, vehicles } from "./fitment.tables.js";

/** Vehicles and which parts fit them (issue 25): the chooser's steps, a product's applications, the shop's filter. */

export async function findVehicle(db: Database, id: number): Promise<Vehicle | null> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row ?? null;
}

/** The vehicle a shop request names, or a 400: a vehicle that is not in the list fits nothing we could say. */
export async function requireVehicle(db: Database, id: number): Promise<Vehicle> {
  const vehicle = await findVehicle(db, id);
  if (!vehicle) throw new InvalidError("No such vehicle", { vehicle: "is not a vehicle" });
  return vehicle;
}

export async function listVehicleYears(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: vehicles.year })
    .from(vehicles)
    .orderBy(sql`${vehicles.year} desc`);
  return rows.map((r) => r.year);
}

export async function listVehicleMakes(db: Database, year: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ make: vehicles.make })
    .from(vehicles)
    .where(eq(vehicles.year, year))
    .orderBy(asc(vehicles.make));
  return rows.map((r) => r.make);
}

export async function listVehicleModels(db: Database, year: number, make: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ model: vehicles.model })
    .from(vehicles)
    .where(and(eq(vehicles.year, year), eq(vehicles.make, make)))
    .orderBy(asc(vehicles.model));
  return rows.map((r) => r.model);
}

export async function listVehicles(
  db: Database,
  query: { year: number; make: string; model: string },
): Promise<Vehicle[]> {
  return db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.year, query.year), eq(vehicles.make, query.make), eq(vehicles.model, query.model)))
    .orderBy(asc(vehicles.engine));
}

/** A fitment row applies to the vehicle: its make and model, a year in its range, its engine or every engine. */
function appliesTo(vehicle: Vehicle): SQL {
  return and(
    eq(fitments.make, vehicle.make),
    eq(fitments.model, vehicle.model),
    sql`${fitments.yearFrom} <= ${vehicle.year}`,
    sql`${fitments.yearTo} >= ${vehicle.year}`,
    or(isNull(fitments.engine), eq(fitments.engine, vehicle.engine)),
  )!;
}

function hasApplication(vehicle: Vehicle): SQL {
  return sql`exists (select 1 from ${fitments} where ${fitments.productId} = ${products.id} and ${appliesTo(vehicle)})`;
}

/** The products that fit the vehicle: universal ones, and those with an application for it (fitment rows of a
 * universal product, left from before it became so, change nothing). */
export function fitsVehicle(vehicle: Vehicle): SQL {
  return or(products.universal, hasApplication(vehicle))!;
}

/** The ids of the products with an application for the vehicle (a subquery). */
const appliedIds = (vehicle: Vehicle) =>
  sql`select ${fitments.productId} from ${fitments} where ${appliesTo(vehicle)}`;

/**
 * fitsVehicle as two disjoint halves, for a query that reads every fitting product (the facet counts): each half
 * is driven by its own index, universal products by their category (products_universal_category_idx) and the
 * others from the vehicle's fitment rows to their ids, where one OR of both would read the whole category.
 */
export function fitsVehicleHalves(vehicle: Vehicle): [SQL, SQL] {
  return [
    sql`${products.universal}`,
    and(not(products.universal), sql`${products.id} in (${appliedIds(vehicle)})`)!,
  ];
}

/**
 * fitsVehicle as two halves for a word search among the vehicle's parts (search-ranking.ts): universal products
 * through their own index of the document, and the others by the vehicle's keys (vehicle_keys_for(), migration
 * 0027), which the document's index reads in the same scan as the words. A product's keys are every make,
 * model, year and engine (or every engine) its fitment rows apply to, so they say what appliesTo says.
 */
export function fitsVehicleByKeys(vehicle: Vehicle): [SQL, SQL] {
  const { make, model, year, engine } = vehicle;
  return [
    sql`${products.universal}`,
    and(
      not(products.universal),
      sql`${products.vehicleKeys} && vehicle_keys_for(${make}, ${model}, ${year}::integer, ${engine})`,
    )!,
  ];
}

/**
 * The product row's fitment state for the vehicle, as a selected column. `fitsOnly`: the rows are already those
 * that fit, so the state needs no second look at the fitment rows.
 */
export function fitmentStateOf(vehicle: Vehicle, fitsOnly = false): SQL<FitmentState> {
  const otherwise = fitsOnly
    ? sql`'fits'`
    : sql`case when ${hasApplication(vehicle)} then 'fits' else 'doesNotFit' end`;
  return sql<FitmentState>`case when ${products.universal} then 'universal' else ${otherwise} end`;
}

/** A product's applications, by make, model and years (the product page groups them by make and model). */
export async function productFitment(
  db: Database,
  productId: string,
  universal: boolean,
): Promise<ProductFitment> {
  const applications = await db
    .select({
      make: fitments.make,
      model: fitments.model,
      yearFrom: fitments.yearFrom,
      yearTo: fitments.yearTo,
      engine: fitments.engine,
      position: fitments.position,
      quantity: fitments.quantity,
      note: fitments.note,
    })
    .from(fitments)
    .where(eq(fitments.productId, productId))
    .orderBy(
      asc(fitments.make),
      asc(fitments.model),
      asc(fitments.yearFrom),
      asc(fitments.engine),
      asc(fitments.id),
    );
  return { universal, applications };
}
