import { ORDER_TEXTS } from "@xpart/shared";

import type { Database } from "../../db/client.js";
import { windowStartOf } from "../../db/window-counters.js";
import { TooManyError } from "../../domain-errors.js";

/** What one customer may hold unpaid (security finding 5): stock reserved by unpaid orders is stock nobody else can buy. */
export interface HoldingLimits {
  /** Open unpaid orders per customer. */
  maxUnpaidOrders: number;
  /** Units of one product per customer across unpaid orders. */
  maxUnpaidQuantity: number;
  /**
   * An account whose email address is not verified costs nothing to make, so its orders hold stock for
   * `ttlMs` at most (security finding M2, decision 0022).
   */
  unverified: { ttlMs: number };
}

/** How long unpaid orders hold their stock: verified customers' and the others' (security finding M2). */
export interface UnpaidHolds {
  ttlMs: number;
  unverifiedTtlMs: number;
}

/**
 * Unverified accounts at one client address share one hold period an hour (two holds): the first order
 * opens it, orders during it hold stock until it ends, and after it no such order is taken until the hour
 * is over. So one person with free accounts blocks a product for one hold at most, then leaves it free at
 * least as long, however many accounts they make (decision 0022).
 */
export async function unverifiedHoldUntil(
  tx: Database,
  address: string,
  ttlMs: number,
  now: number,
): Promise<Date> {
  const start = await windowStartOf(tx, `unverified-holds:${address}`, Math.ceil((2 * ttlMs) / 1000), now);
  if (now < start + ttlMs) return new Date(start + ttlMs);
  throw new TooManyError(ORDER_TEXTS.unverifiedAddressBusy, Math.ceil((start + 2 * ttlMs - now) / 1000));
}
