import { TRADE_TEXTS } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { ConflictError } from "../../domain-errors.js";
import type { Caller } from "../accounts/index.js";
import {
  placeCheckout,
  type BillingDetails,
  type CheckoutRules,
  type PlacedCheckout,
} from "../orders/index.js";

import { cartItemsOf, clearCart } from "./cart.service.js";

/**
 * POST /api/checkout (issue 26, decision 0031): the customer's whole cart as one checkout, in one transaction:
 * its lines read, handed to orders (which takes every line's stock, or refuses the whole checkout naming the
 * lines), and the cart emptied. An empty cart is a 409; any refusal leaves the cart and the stock as they were.
 */
export async function checkoutCart(
  db: Database,
  caller: Caller,
  details: BillingDetails,
  rules: Omit<CheckoutRules, "single">,
): Promise<PlacedCheckout> {
  return db.transaction(async (tx) => {
    const lines = await cartItemsOf(tx, caller.id);
    if (lines.length === 0) throw new ConflictError(TRADE_TEXTS.emptyCart);
    const placed = await placeCheckout(tx, caller, lines, details, rules);
    await clearCart(tx, caller.id);
    return placed;
  });
}
