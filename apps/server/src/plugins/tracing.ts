import { createRequire } from "node:module";

import type { Span } from "@opentelemetry/api";
import type { FastifyInstance, FastifyRequest } from "fastify";

import type { Config } from "../config.js";

import { safeUrl } from "./log-safety.js";

/** OpenTelemetry's API holds one tracer provider per process: a second SDK could not take over. */
let started = false;

/**
 * pg's instrumentation patches pg when it is `require`d, through require-in-the-middle. The server `import`s
 * pg (ESM, db/client.ts) before the SDK starts, which that hook never sees, and hooking `import` itself needs
 * a loader at launch (`node --import`). Requiring the already loaded modules once more lets the hook patch
 * them: the instrumentation wraps methods on their prototypes, which the server's pool shares.
 */
function hookLoadedPg() {
  const require = createRequire(import.meta.url);
  require("pg");
  createRequire(require.resolve("pg"))("pg-pool");
}

/**
 * The span's name and address as the HTTP conventions have them (`GET /api/products/:id`), the raw URL left
 * out: it may carry an email address or a token (I3), as in the log (`safeUrl`).
 */
function describeRequest(span: Span, request: FastifyRequest) {
  const route = request.routeOptions.url;
  span.updateName(route ? `${request.method} ${route}` : request.method);
  span.setAttribute("url.path", safeUrl(request.url).split("?")[0] ?? "");
  // The plugin copies a failure's message into the status, and Drizzle's quotes the query's parameters
  // (finding 12): the span keeps the status code; the log has the error, made safe, under the request's id.
  const setStatus = span.setStatus.bind(span);
  span.setStatus = ({ code }) => setStatus({ code });
}

/**
 * OpenTelemetry traces (issue 22, decision 0025), only when the OTEL_* variables ask for them (config.ts):
 * one span per request named by its route, with its status, and under it one per PostgreSQL query (not on
 * PGlite, which is not pg). Off, none of OpenTelemetry is even loaded. The SDK reads the other OTEL_*
 * variables itself (exporter, endpoint, protocol, headers, sampler, resource attributes). Registered before
 * the hooks that guard routes, so that a refused request and the session lookup are in its span; the SDK
 * flushes its spans when the app closes.
 */
export async function registerTracing(app: FastifyInstance, tracing: Config["tracing"]) {
  if (!tracing.enabled) return;
  if (started) throw new Error("OpenTelemetry tracing starts once per process");
  started = true;
  const [{ NodeSDK }, { FastifyOtelInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import("@opentelemetry/sdk-node"),
    import("@fastify/otel"),
    import("@opentelemetry/instrumentation-pg"),
  ]);
  const fastifyOtel = new FastifyOtelInstrumentation({
    // One span per request: spans for each hook and the handler would outnumber the queries they wrap.
    instrumentHooks: false,
    instrumentHandler: false,
    // The exception's message and stack: the log has them, made safe.
    recordExceptions: false,
    requestHook: describeRequest,
  });
  const sdk = new NodeSDK({
    serviceName: tracing.serviceName,
    instrumentations: [
      fastifyOtel,
      // Queries outside a request (the mail worker's polls, expiry sweeps) would each make a trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
    // Traces only: the metrics are GET /metrics' (prom-client) and the logs pino's.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  hookLoadedPg();
  await app.register(fastifyOtel.plugin());
  app.addHook("onClose", () => sdk.shutdown());
}
