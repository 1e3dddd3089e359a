import { TRADE_LIMITS, TRADE_TEXTS, type Address } from "@xpart/shared";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";

import { addresses } from "./addresses.tables.js";

/** A customer's saved delivery addresses (issue 26). Every function reads and writes the caller's own only. */

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export interface AddressFields {
  label: string;
  name: string;
  address: string;
  phone: string;
}

const answerColumns = {
  id: addresses.id,
  label: addresses.label,
  name: addresses.name,
  address: addresses.address,
  phone: addresses.phone,
  isDefault: addresses.isDefault,
};

const notFound = () => new NotFoundError(TRADE_TEXTS.addressNotFound);

/** One change of an account's addresses at a time: the limit and the one default hold under parallel calls. */
const lockAccount = (tx: Transaction, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);

/** Someone else's address matches nothing here, so it is answered exactly as an absent one. */
const own = (userId: string, id: string) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** Default first, then in the order they were added. */
export function listAddresses(db: Database, userId: string): Promise<Address[]> {
  return db
    .select(answerColumns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

export async function findAddress(db: Database, userId: string, id: string): Promise<Address> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select(answerColumns).from(addresses).where(own(userId, id));
  return row ?? Promise.reject(notFound());
}

/** Adds an address; the account's first is its default. Refused past TRADE_LIMITS.maxAddresses. */
export function addAddress(
  db: Database,
  userId: string,
  { isDefault, ...fields }: AddressFields & { isDefault?: boolean | undefined },
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [kept] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const n = kept?.n ?? 0;
    if (n >= TRADE_LIMITS.maxAddresses)
      throw new ConflictError(TRADE_TEXTS.tooManyAddresses(TRADE_LIMITS.maxAddresses));
    const makeDefault = n === 0 || isDefault === true;
    // The partial unique index allows one default: the old one gives way first.
    if (makeDefault) await undefaultAll(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...fields, isDefault: makeDefault })
      .returning(answerColumns);
    return row!;
  });
}

/** Changes the fields given; `isDefault: true` makes this the one default, in the same transaction. */
export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  { isDefault, ...fields }: Partial<AddressFields> & { isDefault?: true | undefined },
): Promise<Address> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    if (isDefault) await undefaultAll(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields, ...(isDefault ? { isDefault } : {}), updatedAt: new Date() })
      .where(own(userId, id))
      .returning(answerColumns);
    // Not the caller's: the rollback puts their old default back.
    if (!row) throw notFound();
    return row;
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [gone] = await tx
      .delete(addresses)
      .where(own(userId, id))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound();
    if (!gone.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
  });
}

/** Clears the account's default, except on `keep` (already the default: no change needed). */
async function undefaultAll(tx: Transaction, userId: string, keep?: string) {
  const mine = and(eq(addresses.userId, userId), eq(addresses.isDefault, true));
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(keep ? and(mine, ne(addresses.id, keep)) : mine);
}
