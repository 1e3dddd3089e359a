import type { Order } from "@xpart/shared";
import { expect } from "vitest";

import { shop, type TestApp } from "./attacks/fixtures.js";
import { bearer } from "./auth-helpers.js";
import { addProduct } from "./catalog-fixtures.js";

/** Purchases of several lines placed as a customer places them (issue 26): the cart, its checkout, one payment. */

let made = 0;

export interface Purchase {
  checkoutId: string;
  /** The lines' order ids, in the cart's order (the first is the checkout's id, decision 0031). */
  ids: string[];
  /** Each line's product name, unique to the purchase. */
  names: string[];
}

/**
 * A purchase of `lines` products of their own, 10 of each at $12.50, $13.50 and so on, with a PO number, paid
 * with test card 4242 unless `paid` is false.
 */
export async function aPurchase(
  t: TestApp,
  token: string,
  {
    lines = 3,
    paid = true,
    poNumber = "PO-3939",
  }: { lines?: number; paid?: boolean; poNumber?: string } = {},
): Promise<Purchase> {
  made += 1;
  const names = Array.from({ length: lines }, (_, i) => `Purchase ${made} part ${i + 1}`);
  const productIds: string[] = [];
  for (const [i, name] of names.entries())
    productIds.push(await addProduct(t.db, { name, minOrder: 1, priceCents: 1_250 + i * 100 }));
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: bearer(token), payload });
  const added = await post("/api/cart/items", {
    lines: productIds.map((productId) => ({ productId, quantity: 10 })),
  });
  expect(added.statusCode, added.body).toBe(200);
  const placed = await post("/api/checkout", {
    name: "Ada Buyer",
    address: "1 Gear Road, Springfield",
    phone: "+1 555 0100",
    poNumber,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { checkoutId, orders } = placed.json() as { checkoutId: string; orders: Order[] };
  if (paid) await shop(t).pay(token, checkoutId);
  return { checkoutId, ids: orders.map((o) => o._id), names };
}
