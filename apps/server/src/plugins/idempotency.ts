import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import type { Database } from "../db/client.js";
import { recurringQueue, type JobEngine } from "../jobs/index.js";

import { HttpError } from "./errors.js";
import { idempotencyKeys } from "./idempotency.tables.js";

/**
 * `replay`: a repeat gets the first answer, stored. `rerun`: the handler is idempotent by itself (one
 * payment per order) and runs again, so nothing secret is stored; the key still refuses another body.
 */
export type IdempotencyMode = "replay" | "rerun";

declare module "fastify" {
  interface FastifyContextConfig {
    idempotency?: IdempotencyMode;
  }
  interface FastifyRequest {
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Stripe's rule: keys are remembered for 24 hours. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A first request that never finished (its server died) stops blocking its key after this. */
const ABANDONED_MS = 60 * 1000;
const WAIT_FOR_FIRST_MS = 10 * 1000;
const KEY_FORMAT = /^[A-Za-z0-9_\-:.]{1,255}$/;

function fingerprint(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest("base64url");
}

/** 2xx and 4xx answers are final; a 429 or a 5xx is not, so the same key may try again. */
const isFinal = (status: number) => status < 500 && status !== 429;

/**
 * `Idempotency-Key` on the routes that create things (security finding 6, DESIGN §6): the same key with
 * the same request within 24 h gives the first answer, with another request a 422. Two requests racing
 * with one key are serialised by the key's primary key: the second waits for the first's answer.
 */
/** The hourly sweep of keys past their lifetime. */
const SWEEP_QUEUE = "idempotency.sweep";
export const IDEMPOTENCY_QUEUES = [recurringQueue(SWEEP_QUEUE)];

export function registerIdempotency(app: FastifyInstance, db: Database, jobs: JobEngine) {
  app.decorateRequest("idempotencyClaim", null);

  async function claim(userId: string, key: string, print: string) {
    const now = new Date();
    const expired = new Date(now.getTime() - KEY_LIFETIME_MS);
    const abandoned = new Date(now.getTime() - ABANDONED_MS);
    const fresh = { fingerprint: print, statusCode: null, contentType: null, body: null, createdAt: now };
    const won = await db
      .insert(idempotencyKeys)
      .values({ userId, key, ...fresh })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: fresh,
        setWhere: or(
          lt(idempotencyKeys.createdAt, expired),
          and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, abandoned)),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    return won.length > 0;
  }

  async function replay(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    key: string,
    print: string,
  ) {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!row) return false;
      if (row.fingerprint !== print) {
        throw new HttpError(422, "This Idempotency-Key was already used for a different request");
      }
      if (row.statusCode !== null && row.body === null) return false;
      if (row.statusCode !== null) {
        await reply
          .code(row.statusCode)
          .header("idempotent-replayed", "true")
          .type(row.contentType ?? "application/json; charset=utf-8")
          .send(row.body);
        return true;
      }
      if (Date.now() > deadline)
        throw new HttpError(409, "A request with this Idempotency-Key is still being processed");
      await sleep(50);
    }
  }

  app.addHook("preHandler", async (request, reply) => {
    const mode = request.routeOptions.config.idempotency;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (!mode || header === undefined) return;
    if (typeof header !== "string" || !KEY_FORMAT.test(header)) {
      throw new HttpError(400, "Idempotency-Key must be 1 to 255 letters, digits or - _ : .");
    }
    const userId = request.caller?.id;
    if (!userId) return;
    const print = fingerprint(request);
    if (await claim(userId, header, print)) {
      request.idempotencyClaim = { userId, key: header };
      return;
    }
    if (await replay(request, reply, userId, header, print)) return reply;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.userId, claimed.userId), eq(idempotencyKeys.key, claimed.key));
    if (!isFinal(reply.statusCode)) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const stored = request.routeOptions.config.idempotency === "replay" && typeof payload === "string";
    await db
      .update(idempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        contentType: stored ? String(reply.getHeader("content-type") ?? "") : null,
        body: stored ? payload : null,
      })
      .where(where);
    return payload;
  });

  jobs.schedule(SWEEP_QUEUE, "0 * * * *", async () => {
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEY_LIFETIME_MS)));
  });
}
