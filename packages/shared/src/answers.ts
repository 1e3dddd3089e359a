import { z } from "zod";

/** The spec's answers to a write (§7): the new object's id, or how many objects changed or went. */
export const insertedIdAnswerSchema = z.object({ insertedId: z.string() });
export const modifiedCountAnswerSchema = z.object({ modifiedCount: z.number().int() });
/** GET /api/health: the process answers and its database does. */
export const healthAnswerSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });
/** GET /api/health, 503: the database does not answer, so a load balancer takes this server out. */
export const healthDownAnswerSchema = z.object({
  status: z.literal("unavailable"),
  database: z.literal("down"),
});
/**
 * GET /api/health/internals, only with DIAGNOSTICS=true (finding M3): what the soak watches for leaks. `pool` is null on
 * PGlite (no pool); `activeResources` counts the process's open handles by kind (sockets, timers, files).
 */
export const healthInternalsAnswerSchema = z.object({
  pool: z.object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int() }).nullable(),
  activeResources: z.record(z.string(), z.number().int()),
  rssBytes: z.number().int(),
  heapUsedBytes: z.number().int(),
});
/** POST /api/webhooks/stripe: the event was taken (Stripe only reads the status). */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });
export const deletedCountAnswerSchema = z.object({ deletedCount: z.number().int() });
