import type { FastifyInstance } from "fastify";

import type { Database } from "../../db/client.js";

import { expireUnpaidOrders, type PaymentSettlement, type UnpaidHolds } from "./orders.service.js";

/**
 * Runs the expiry of unpaid orders periodically while the app is up (a tenth of the shorter hold, at most a
 * minute). Every app server runs its own timer, and two sweeps may read the same due orders: each order is
 * still expired once, because the cancel is a compare-and-set (`unpaid` → `cancelled` in the UPDATE's WHERE)
 * and its stock is released in the same transaction only by the sweep whose UPDATE took the row (decision
 * 0018).
 */
export function startOrderExpiry(
  app: FastifyInstance,
  db: Database,
  holds: UnpaidHolds,
  settle: PaymentSettlement,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = expireUnpaidOrders(db, holds, settle).then(
      (count) => {
        if (count > 0) app.log.info({ count }, "expired unpaid orders");
      },
      (err: unknown) => app.log.error({ err }, "order expiry failed"),
    );
  };
  app.addHook("onReady", async () => {
    const shortest = Math.min(holds.ttlMs, holds.unverifiedTtlMs);
    timer = setInterval(run, Math.min(Math.max(shortest / 10, 1000), 60_000));
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
