import {
  centsToDollars,
  TRADE_LIMITS,
  TRADE_TEXTS,
  withCompanyPrice,
  type Cart,
  type LineOutcome,
} from "@xpart/shared";
import { and, asc, eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { isUuid } from "../../db/uuid.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";
import { findProductRows, withSaleProducts } from "../catalog/index.js";
import { memberPriceRules } from "../companies/index.js";

import { cartItems } from "./cart.tables.js";
import { cartLineOf, fitLine } from "./line-rules.js";

export interface LineRequest {
  productId: string;
  quantity: number;
}

/** The stored lines of one cart, oldest first (the order the buyer added them). */
export async function cartItemsOf(db: Database, userId: string): Promise<LineRequest[]> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.position));
}

/** The cart priced now, in one query: a product no longer sold leaves the cart, a line that cannot be ordered says why. */
export async function getCart(db: Database, userId: string): Promise<Cart> {
  const held = db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, position: cartItems.position })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .as("held");
  const rows = await withSaleProducts(db, held);
  // A company member's cart is priced at their company's prices (issue 40), as their checkout charges.
  const { day, prices } = await memberPriceRules(
    db,
    userId,
    rows.map((row) => row.product.id),
  );
  const lines = rows.map((row) =>
    cartLineOf(withCompanyPrice(row.product, prices.get(row.product.id), day), row.quantity),
  );
  const totalCents = lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
  return { lines, total: centsToDollars(totalCents) };
}

/** One account's cart changes one request at a time, so the line limit and the summed quantities hold. */
async function lockCart(tx: Database, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
}

/**
 * Adds lines to the cart (a product already there gets the quantities summed), each fitted to what the shop
 * sells: raised to the minimum, rounded to packs, lowered to the stock, or refused. Answers what happened to each.
 */
export async function addLinesToCart(
  db: Database,
  userId: string,
  lines: readonly LineRequest[],
): Promise<{ outcomes: LineOutcome[]; cart: Cart }> {
  const outcomes = await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const held = new Map((await cartItemsOf(tx, userId)).map((i) => [i.productId, i.quantity]));
    const rows = await findProductRows(
      tx,
      lines.map((l) => l.productId),
    );
    const answers: LineOutcome[] = [];
    const changed = new Map<string, number>();
    for (const line of lines) {
      const product = rows.get(line.productId);
      const fitted = fitLine(
        product,
        product ? line.productId : null,
        (held.get(line.productId) ?? 0) + line.quantity,
      );
      const full =
        fitted.status !== "refused" && !held.has(line.productId) && held.size >= TRADE_LIMITS.maxCartLines;
      answers.push(
        full
          ? {
              ...fitted,
              status: "refused",
              requested: line.quantity,
              quantity: 0,
              reasons: [TRADE_TEXTS.cartTooLarge(TRADE_LIMITS.maxCartLines)],
            }
          : { ...fitted, requested: line.quantity },
      );
      if (fitted.status === "refused" || full) continue;
      held.set(line.productId, fitted.quantity);
      changed.set(line.productId, fitted.quantity);
    }
    // One statement for every line (a quick order adds up to 200): the cart is written at once.
    if (changed.size)
      await tx
        .insert(cartItems)
        .values([...changed].map(([productId, quantity]) => ({ userId, productId, quantity })))
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`excluded.quantity`, updatedAt: new Date() },
        });
    return answers;
  });
  return { outcomes, cart: await getCart(db, userId) };
}

async function upsertItem(tx: Database, userId: string, productId: string, quantity: number) {
  await tx
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity, updatedAt: new Date() },
    });
}

/** Sets one line's quantity, fitted like the billing modal's clamp; a line not in the cart is a 404. */
export async function setCartItem(db: Database, userId: string, productId: string, quantity: number) {
  const outcome = await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    if (!(await hasItem(tx, userId, productId))) throw new NotFoundError(TRADE_TEXTS.productGone);
    const product = (await findProductRows(tx, [productId])).get(productId);
    const fitted = fitLine(product, productId, quantity);
    if (fitted.status === "refused") throw new ConflictError(fitted.reasons.join(". "));
    await upsertItem(tx, userId, productId, fitted.quantity);
    return fitted;
  });
  return { outcomes: [outcome], cart: await getCart(db, userId) };
}

async function hasItem(db: Database, userId: string, productId: string) {
  if (!isUuid(productId)) return false;
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return row !== undefined;
}

export async function removeCartItem(db: Database, userId: string, productId: string): Promise<Cart> {
  if (isUuid(productId))
    await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return getCart(db, userId);
}

/** Empties the cart: after a checkout, in its transaction, or when the buyer asks. */
export async function clearCart(db: Database, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
