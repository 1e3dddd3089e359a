import type { FastifyBaseLogger } from "fastify";

import type { Database } from "../../db/client.js";
import { recurringQueue, type JobEngine } from "../../jobs/index.js";

import type { UnpaidHolds } from "./order-holds.js";
import { expireUnpaidOrders, type PaymentSettlement } from "./order-transitions.service.js";

/** The expiry of unpaid orders, run periodically. */
export const ORDER_EXPIRY_QUEUE = "orders.expire";
export const ORDER_QUEUES = [recurringQueue(ORDER_EXPIRY_QUEUE)];

/**
 * Runs the expiry of unpaid orders periodically while the app is up (a tenth of the shorter hold, at most a
 * minute, at least a second), once per period across all app servers (the job engine's `every`). Should two
 * runs still meet (one outlasting its period), each order is expired once: the cancel is a compare-and-set
 * (`unpaid` → `cancelled` in the UPDATE's WHERE) and its stock is released in the same transaction only by
 * the run whose UPDATE took the row (decision 0018).
 */
export function startOrderExpiry(
  log: FastifyBaseLogger,
  jobs: JobEngine,
  db: Database,
  holds: UnpaidHolds,
  settle: PaymentSettlement,
) {
  const shortest = Math.min(holds.ttlMs, holds.unverifiedTtlMs);
  jobs.every(ORDER_EXPIRY_QUEUE, Math.min(Math.max(shortest / 10, 1000), 60_000), async () => {
    const count = await expireUnpaidOrders(db, holds, settle);
    if (count > 0) log.info({ count }, "expired unpaid orders");
  });
}
