import { TRADE_LIMITS, TRADE_TEXTS, type Address } from "@xpart/shared";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";

import { addresses } from "./addresses.tables.js";

/**
 * Saved delivery addresses (issue 26): a customer's own, or a company's (issue 40), offered to all its members.
 * Every function reads and writes one owner's only; the routes say whose.
 */

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
  shared: sql<boolean>`${addresses.companyId} is not null`,
};

/** Whose book of addresses: a customer's, or a company's. */
export type AddressOwner = { userId: string } | { companyId: string };

const notFound = () => new NotFoundError(TRADE_TEXTS.addressNotFound);

const ownedBy = (owner: AddressOwner) =>
  "userId" in owner ? eq(addresses.userId, owner.userId) : eq(addresses.companyId, owner.companyId);
const ownerKey = (owner: AddressOwner) => ("userId" in owner ? owner.userId : `company:${owner.companyId}`);

/** One change of an owner's addresses at a time: the limit and the one default hold under parallel calls. */
const lockOwner = (tx: Transaction, owner: AddressOwner) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${ownerKey(owner)}`}))`);

/** Someone else's address matches nothing here, so it is answered exactly as an absent one. */
const own = (owner: AddressOwner, id: string) => and(ownedBy(owner), eq(addresses.id, id));

/** Default first, then in the order they were added. */
export function listAddresses(db: Database, owner: AddressOwner): Promise<Address[]> {
  return db
    .select(answerColumns)
    .from(addresses)
    .where(ownedBy(owner))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

export async function findAddress(db: Database, owner: AddressOwner, id: string): Promise<Address> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select(answerColumns).from(addresses).where(own(owner, id));
  return row ?? Promise.reject(notFound());
}

/** Adds an address; the owner's first is its default. Refused past TRADE_LIMITS.maxAddresses. */
export function addAddress(
  db: Database,
  owner: AddressOwner,
  { isDefault, ...fields }: AddressFields & { isDefault?: boolean | undefined },
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [kept] = await tx.select({ n: count() }).from(addresses).where(ownedBy(owner));
    const n = kept?.n ?? 0;
    if (n >= TRADE_LIMITS.maxAddresses)
      throw new ConflictError(TRADE_TEXTS.tooManyAddresses(TRADE_LIMITS.maxAddresses));
    const makeDefault = n === 0 || isDefault === true;
    // The partial unique index allows one default: the old one gives way first.
    if (makeDefault) await undefaultAll(tx, owner);
    const [row] = await tx
      .insert(addresses)
      .values({ ...owner, ...fields, isDefault: makeDefault })
      .returning(answerColumns);
    return row!;
  });
}

/** Changes the fields given; `isDefault: true` makes this the one default, in the same transaction. */
export async function updateAddress(
  db: Database,
  owner: AddressOwner,
  id: string,
  { isDefault, ...fields }: Partial<AddressFields> & { isDefault?: true | undefined },
): Promise<Address> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    if (isDefault) await undefaultAll(tx, owner, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields, ...(isDefault ? { isDefault } : {}), updatedAt: new Date() })
      .where(own(owner, id))
      .returning(answerColumns);
    // Not the caller's: the rollback puts their old default back.
    if (!row) throw notFound();
    return row;
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(db: Database, owner: AddressOwner, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [gone] = await tx
      .delete(addresses)
      .where(own(owner, id))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound();
    if (!gone.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ownedBy(owner))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
  });
}

/** Clears the owner's default, except on `keep` (already the default: no change needed). */
async function undefaultAll(tx: Transaction, owner: AddressOwner, keep?: string) {
  const mine = and(ownedBy(owner), eq(addresses.isDefault, true));
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(keep ? and(mine, ne(addresses.id, keep)) : mine);
}
