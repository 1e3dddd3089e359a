import { FITMENT_LIMITS, type Vehicle } from "@xpart/shared";
import { and, asc, count, eq, getTableColumns, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";

import { findVehicle } from "./fitment.service.js";
import { savedVehicles, vehicles } from "./fitment.tables.js";

/** 'My vehicles' (issue 25): the vehicles an account keeps, oldest first. Only ever the caller's own. */

export async function listSavedVehicles(db: Database, userId: string): Promise<Vehicle[]> {
  return db
    .select(getTableColumns(vehicles))
    .from(savedVehicles)
    .innerJoin(vehicles, eq(vehicles.id, savedVehicles.vehicleId))
    .where(eq(savedVehicles.userId, userId))
    .orderBy(asc(savedVehicles.createdAt), asc(vehicles.id));
}

/** Keeps a vehicle (again is a no-op); refused past FITMENT_LIMITS.maxSavedVehicles. */
export async function saveVehicle(db: Database, userId: string, vehicleId: number): Promise<Vehicle[]> {
  if (!(await findVehicle(db, vehicleId))) throw new NotFoundError("No such vehicle");
  await db.transaction(async (tx) => {
    // One change of an account's list at a time, so two at once cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_vehicles:${userId}`}))`);
    const mine = eq(savedVehicles.userId, userId);
    const [kept] = await tx
      .select({ n: count() })
      .from(savedVehicles)
      .where(and(mine, eq(savedVehicles.vehicleId, vehicleId)));
    if (kept?.n) return;
    const [all] = await tx.select({ n: count() }).from(savedVehicles).where(mine);
    if ((all?.n ?? 0) >= FITMENT_LIMITS.maxSavedVehicles)
      throw new ConflictError(`You can keep at most ${FITMENT_LIMITS.maxSavedVehicles} vehicles`);
    await tx.insert(savedVehicles).values({ userId, vehicleId }).onConflictDoNothing();
  });
  return listSavedVehicles(db, userId);
}

export async function forgetVehicle(db: Database, userId: string, vehicleId: number): Promise<Vehicle[]> {
  await db
    .delete(savedVehicles)
    .where(and(eq(savedVehicles.userId, userId), eq(savedVehicles.vehicleId, vehicleId)));
  return listSavedVehicles(db, userId);
}
