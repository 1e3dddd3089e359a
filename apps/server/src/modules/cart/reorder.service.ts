import { centsToDollars, memberUnitPriceCents, TRADE_TEXTS } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import type { Caller } from "../accounts/index.js";
import { findProductRows } from "../catalog/index.js";
import { memberPriceRules } from "../companies/index.js";
import { getOwnOrder, linesOf } from "../orders/index.js";

import { addLinesToCart } from "./cart.service.js";

/**
 * 'Order again': every line of the order's checkout goes back in the cart at today's price and stock, and
 * each answer says what changed (price, quantity, or no longer sold).
 */
export async function reorder(db: Database, caller: Caller, orderId: string) {
  const order = await getOwnOrder(db, caller, orderId);
  const lines = (await linesOf(db, order.checkoutId)).filter((line) => line.productId !== null);
  const { outcomes, cart } = await addLinesToCart(
    db,
    caller.id,
    lines.map((line) => ({ productId: line.productId!, quantity: line.quantity })),
  );
  const products = await findProductRows(
    db,
    lines.map((line) => line.productId!),
  );
  const { day, prices } = await memberPriceRules(db, caller.id, [...products.keys()]);
  return {
    outcomes: outcomes.map((outcome, i) => {
      const line = lines[i]!;
      const product = products.get(line.productId!);
      const reasons = [...outcome.reasons];
      if (product && outcome.status !== "refused") {
        const now = memberUnitPriceCents(product, outcome.quantity, prices.get(product.id), day);
        if (now !== line.unitPriceCents)
          reasons.push(TRADE_TEXTS.priceChanged(centsToDollars(line.unitPriceCents), centsToDollars(now)));
      }
      return { ...outcome, productName: line.productName, reasons };
    }),
    cart,
  };
}
