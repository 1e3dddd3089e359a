import { INFO_TEXTS, type InfoRecord } from "@xpart/shared";
import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";

import { infoRecords } from "./profiles.tables.js";

type InfoRow = typeof infoRecords.$inferSelect;
/** The record's own fields; null clears one. */
export type InfoFields = Partial<
  Pick<InfoRow, "studyIn" | "livesIn" | "phone" | "facebook" | "linkedin" | "github">
>;

const toApiInfo = (row: InfoRow, email: string): InfoRecord => ({
  _id: row.id,
  email,
  studyIn: row.studyIn,
  livesIn: row.livesIn,
  phone: row.phone,
  facebook: row.facebook,
  linkedin: row.linkedin,
  github: row.github,
});

/** The caller's info record, as the spec's list: one record or none. */
export async function listInfoOf(db: Database, caller: Caller): Promise<InfoRecord[]> {
  const rows = await db.select().from(infoRecords).where(eq(infoRecords.userId, caller.id));
  return rows.map((row) => toApiInfo(row, caller.email));
}

/** Adds the caller's one record; a second is a conflict (the web app offers Update instead). */
export async function addInfo(db: Database, caller: Caller, fields: InfoFields): Promise<string> {
  const [row] = await db
    .insert(infoRecords)
    .values({ userId: caller.id, ...fields })
    .onConflictDoNothing({ target: infoRecords.userId })
    .returning({ id: infoRecords.id });
  if (!row) throw new ConflictError(INFO_TEXTS.alreadyAdded);
  return row.id;
}

/** Changes only the fields given, in one statement. */
export async function updateInfo(db: Database, caller: Caller, fields: InfoFields): Promise<number> {
  const [row] = await db
    .update(infoRecords)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(infoRecords.userId, caller.id))
    .returning({ id: infoRecords.id });
  if (!row) throw new NotFoundError(INFO_TEXTS.notAdded);
  return 1;
}
