import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../../test/admin-fixtures.js";
import { customer } from "../../test/auth-helpers.js";
import { createTestApp } from "../../test/test-app.js";

interface Operation {
  responses?: Record<string, unknown>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: Awaited<ReturnType<typeof createTestApp>>;
let document: OpenApi;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

/** Fastify's `:id` is OpenAPI's `{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** The API routes the app serves, except the document and its reference page themselves. */
const apiRoutes = () =>
  t.app.routeList.filter(
    (r) => r.url.startsWith("/api/") && r.url !== "/api/openapi.json" && !r.url.startsWith("/api/docs"),
  );

describe("the OpenAPI document (issue 9)", () => {
  it("is OpenAPI 3.1 and validates against the specification's schema", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every API route the app serves, and nothing else", () => {
    const served = apiRoutes().map((r) => `${r.method} ${openApiPath(r.url)}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(30);
    expect(documented.sort()).toEqual([...new Set(served)].sort());
  });

  it("gives every operation a success answer and the error shape for each error it documents", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const codes = Object.keys(operation.responses ?? {});
        expect(
          codes.some((c) => c.startsWith("2")),
          `${method} ${path} has no 2xx`,
        ).toBe(true);
        for (const code of codes.filter((c) => c.startsWith("4"))) {
          const schema = JSON.stringify(operation.responses![code]);
          expect(schema, `${method} ${path} ${code}`).toContain('"requestId"');
        }
      }
    }
  });

  it("documents the guard of a token route: bearer security, 401 and 403", () => {
    const operation = document.paths["/api/admin/{email}"]!.get as Operation & { security?: unknown };
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(operation.responses!)).toEqual(expect.arrayContaining(["200", "401", "403", "404"]));
  });

  it("serves the API reference page at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });
});

describe("L10: no public API reference in production", () => {
  const reference = ["/api/docs", "/api/docs/start.js", "/api/docs/swagger-ui.css", "/api/openapi.json"];

  it("L10: with API_DOCS=admins (production's default) only an admin's session reads the reference", async () => {
    const production = await createTestApp({ apiDocs: "admins" });
    try {
      const buyer = await customer(production.app);
      const admin = await anAdmin(production.app, production.db);
      const get = (url: string, cookie?: string) =>
        production.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
      for (const url of reference) {
        const answers = [await get(url), await get(url, buyer.cookie), await get(url, admin.cookie)];
        expect([url, ...answers.map((res) => res.statusCode)]).toEqual([url, 401, 403, 200]);
        expect(answers[0]!.body).not.toContain("/api/orders");
        // An admin's copy is kept by no shared cache.
        expect(answers[2]!.headers["cache-control"]).toBe("no-store");
      }
      expect((await get("/api/openapi.json", admin.cookie)).json().paths["/api/orders"]).toBeDefined();
    } finally {
      await production.close();
    }
  });

  it("L10: public in development and test, where the document is read without signing in", async () => {
    for (const url of reference)
      expect([url, (await t.app.inject({ method: "GET", url })).statusCode]).toEqual([url, 200]);
  });
});
