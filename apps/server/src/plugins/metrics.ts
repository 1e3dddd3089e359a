import { timingSafeEqual } from "node:crypto";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import type { PoolCounts } from "../db/client.js";

/** Shop-wide totals a module reads from its own tables: one gauge per name, one series per label value. */
export interface BusinessTotals {
  name: string;
  help: string;
  label: string;
  read(): Promise<Record<string, number>>;
}

export interface MetricsOptions {
  /** Refuses a caller who may not read the metrics (a scraper's token, or an admin's: app.ts decides). */
  authorize: (request: FastifyRequest) => Promise<void>;
  poolCounts?: (() => PoolCounts) | undefined;
  business: BusinessTotals[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Counters a route bumps for what only the process sees (a declined card). */
    metrics: { paymentsFailed: Counter<"provider"> };
  }
}

/**
 * Who reads the metrics: a scraper with the configured token (compared in constant time), or else whoever
 * the admin guard lets through. Anonymous callers and customers never do, in any mode (issue 22).
 */
export function metricsReader(
  token: string | undefined,
  adminGuard: (request: FastifyRequest) => Promise<void>,
) {
  const expected = token ? Buffer.from(token) : undefined;
  return async (request: FastifyRequest) => {
    const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "");
    if (expected && given.length === expected.length && timingSafeEqual(given, expected)) return;
    await adminGuard(request);
  };
}

/** Seconds; from a cached catalogue read to a slow payment call. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `GET /metrics` in Prometheus' text format (prom-client): requests by route and status with their latency,
 * the process (event-loop lag, memory, handles), the PostgreSQL pool, and the shop's own totals read from the
 * database at each scrape, so every app server reports the same shop-wide figures (decision 0023). One
 * registry per app, so that tests building several apps in one process never share series.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "xpart_" });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "xpart_http_requests_total",
    help: "HTTP requests answered, by route pattern and status",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "xpart_http_request_duration_seconds",
    help: "Time to answer, by route pattern and status",
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.decorate("metrics", {
    paymentsFailed: new Counter({
      name: "xpart_payments_failed_total",
      help: "Card payments refused or failed at the provider, seen by this app server",
      labelNames: ["provider"],
      registers: [registry],
    }),
  });
  const pool = options.poolCounts;
  if (pool) {
    new Gauge({
      name: "xpart_db_pool_connections",
      help: "PostgreSQL connections of this app server's pool, by state",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const counts = pool();
        this.set({ state: "total" }, counts.total);
        this.set({ state: "idle" }, counts.idle);
        this.set({ state: "waiting" }, counts.waiting);
      },
    });
  }
  for (const totals of options.business) {
    new Gauge({
      name: totals.name,
      help: totals.help,
      labelNames: [totals.label],
      registers: [registry],
      async collect() {
        for (const [value, count] of Object.entries(await totals.read()))
          this.set({ [totals.label]: value }, count);
      },
    });
  }

  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // The route's pattern, never the raw URL: one series per route, whatever ids or emails it carries.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.get(
    "/metrics",
    { config: { access: "public", quietLog: true }, schema: { hide: true } },
    async (request, reply) => {
      await options.authorize(request);
      return reply
        .type(registry.contentType)
        .header("cache-control", "no-store")
        .send(await registry.metrics());
    },
  );
}
