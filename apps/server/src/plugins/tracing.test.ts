import { once } from "node:events";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

import { trace } from "@opentelemetry/api";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { onPostgres } from "../../test/postgres.js";
import { createTestApp } from "../../test/test-app.js";

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: OtlpValue }[];
  status: { code: number; message?: string };
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** A collector's OTLP/HTTP endpoint on 127.0.0.1: every request it gets, and the trace exports' bodies. */
async function otlpReceiver() {
  const requests: string[] = [];
  const exports: OtlpExport[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push(`${request.method} ${request.url}`);
    if (request.method === "POST" && request.url === "/v1/traces")
      exports.push(JSON.parse(Buffer.concat(chunks).toString()) as OtlpExport);
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    spans: () =>
      exports.flatMap((e) =>
        e.resourceSpans.flatMap((r) =>
          r.scopeSpans.flatMap((s) =>
            s.spans.map((span) => ({
              ...span,
              resource: attributes(r.resource.attributes),
              attributes: attributes(span.attributes),
            })),
          ),
        ),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const attributes = (list: { key: string; value: OtlpValue }[]) =>
  Object.fromEntries(list.map(({ key, value }) => [key, value.stringValue ?? Number(value.intValue)]));

let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
beforeAll(async () => {
  receiver = await otlpReceiver();
  // What an operator sets; the SDK reads these itself. JSON, so that the test can read what arrives.
  vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", receiver.url);
  vi.stubEnv("OTEL_EXPORTER_OTLP_PROTOCOL", "http/json");
  vi.stubEnv("OTEL_TRACES_EXPORTER", "otlp");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await receiver.close();
});

// First: OpenTelemetry's SDK is process-wide, and the suite below starts it for the rest of this file.
describe("issue 22: tracing off (the default)", () => {
  it("issue 22: loads and registers nothing of OpenTelemetry and sends nothing", async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ method: "GET", url: "/api/products" })).statusCode).toBe(200);
    expect(t.app.hasPlugin("@fastify/otel")).toBe(false);
    await t.close();
    expect(receiver.requests).toEqual([]);
    expect(trace.getTracer("probe").startSpan("probe").isRecording()).toBe(false);
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => file.includes("@fastify/otel"))).toEqual([]);
  });
});

describe("issue 22: tracing on (OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  const email = "traced.customer@example.com";
  let spans: ReturnType<typeof receiver.spans>;
  beforeAll(async () => {
    const t = await createTestApp({ tracing: { enabled: true, serviceName: "x-part-traced" } });
    expect(t.app.hasPlugin("@fastify/otel")).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/products?limit=5" })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: "GET", url: `/api/orders?email=${email}` });
    expect(refused.statusCode).toBe(401);
    // Closing the app shuts the SDK down, which sends the spans it holds.
    await t.close();
    spans = receiver.spans();
  });

  it("issue 22: a span per request, named by its route, with the route, the status and the service", () => {
    const products = spans.find((span) => span.name === "GET /api/products");
    expect(products?.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.route": "/api/products",
      "http.response.status_code": 200,
      "url.path": "/api/products",
    });
    expect(products?.resource["service.name"]).toBe("x-part-traced");
    expect(receiver.requests.every((request) => request === "POST /v1/traces")).toBe(true);
  });

  it("issue 22: a request the route guard refuses has its span too, without the address's email", () => {
    const orders = spans.find((span) => span.name === "GET /api/orders");
    expect(orders?.attributes).toMatchObject({
      "http.route": "/api/orders",
      "http.response.status_code": 401,
    });
    // An error (2), its message left to the log, where errors are made safe.
    expect(orders?.status).toEqual({ code: 2 });
    expect(JSON.stringify(spans)).not.toContain(email);
  });

  it.skipIf(!onPostgres)("issue 22: PostgreSQL queries are spans inside their request's trace", () => {
    const products = spans.find((span) => span.name === "GET /api/products");
    const queries = spans.filter((span) => span.name.startsWith("pg.query"));
    const reads = queries.filter((query) => query.parentSpanId === products?.spanId);
    expect(reads.map((read) => read.attributes["db.query.text"])).toContainEqual(
      expect.stringMatching(/from "products"/),
    );
    // Only queries made for a request: a poll on its own would be a trace of its own.
    const requestTraces = new Set(spans.filter((s) => s.attributes["http.route"]).map((s) => s.traceId));
    expect(queries.every((query) => requestTraces.has(query.traceId))).toBe(true);
  });
});
