import path from "node:path";

import { describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("needs nothing for the demo: port 3000, PGlite in ./.data, seeding on", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", databaseUrl: undefined, seedDemo: true });
    expect(config.dataDir.endsWith(`${path.sep}.data`)).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("trusts the demo's own origins, and only PUBLIC_URL's once it is set", () => {
    expect(loadConfig({ NODE_ENV: "production" }).trustedOrigins).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
    expect(
      loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example/" }).trustedOrigins,
    ).toEqual(["https://shop.example"]);
    expect(loadConfig({ NODE_ENV: "development" }).trustedOrigins).toContain("http://localhost:5173");
  });

  it("M3: serves the process internals (GET /api/health/internals) only when DIAGNOSTICS=true asks for them", () => {
    // Without NODE_ENV the server runs in development: that alone must not open anything.
    expect(loadConfig({}).diagnostics).toBe(false);
    for (const NODE_ENV of ["production", "development", "test"])
      expect(loadConfig({ NODE_ENV }).diagnostics).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DIAGNOSTICS: "true" }).diagnostics).toBe(true);
    expect(() => loadConfig({ DIAGNOSTICS: "yes" })).toThrow(/DIAGNOSTICS/);
  });

  it("issue 41: the test clock is off unless TEST_CLOCK=true, and refused in production", () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", TEST_CLOCK: "true" }).testClock).toBe(true);
    expect(() => loadConfig({ NODE_ENV: "production", TEST_CLOCK: "true" })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({}).invoiceReminderMs).toBe(15 * 60_000);
  });

  it("L10: the API reference is public in development and test, an admin's in production unless API_DOCS=public", () => {
    expect(loadConfig({}).apiDocs).toBe("public");
    expect(loadConfig({ NODE_ENV: "test" }).apiDocs).toBe("public");
    expect(loadConfig({ NODE_ENV: "production" }).apiDocs).toBe("admins");
    expect(loadConfig({ NODE_ENV: "production", API_DOCS: "public" }).apiDocs).toBe("public");
    expect(loadConfig({ API_DOCS: "admins" }).apiDocs).toBe("admins");
    expect(() => loadConfig({ API_DOCS: "everyone" })).toThrow(/API_DOCS/);
  });

  it("reads PORT, DATA_DIR and DATABASE_URL", () => {
    const config = loadConfig({
      PORT: "4000",
      DATA_DIR: "/tmp/x",
      DATABASE_URL: "postgres://u@127.0.0.1:5432/db",
    });
    expect(config).toMatchObject({
      port: 4000,
      dataDir: "/tmp/x",
      databaseUrl: "postgres://u@127.0.0.1:5432/db",
    });
  });

  it("reads ORDER_TTL as a duration, 24 hours by default (finding 5, decision 0008)", () => {
    expect(loadConfig({}).orderTtlMs).toBe(24 * 3600 * 1000);
    expect(loadConfig({ ORDER_TTL: "30m" }).orderTtlMs).toBe(30 * 60 * 1000);
    expect(loadConfig({ ORDER_TTL: "90000" }).orderTtlMs).toBe(90_000);
    expect(() => loadConfig({ ORDER_TTL: "soon" })).toThrow(/ORDER_TTL/);
    expect(() => loadConfig({ ORDER_TTL: "10ms" })).toThrow(/ORDER_TTL/);
  });

  it("reads the PostgreSQL pool's size and timeouts, with documented defaults", () => {
    expect(loadConfig({}).databasePool).toEqual({
      max: 10,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 30_000,
    });
    expect(
      loadConfig({ DB_POOL_SIZE: "25", DB_CONNECT_TIMEOUT: "2s", DB_STATEMENT_TIMEOUT: "1m" }).databasePool,
    ).toEqual({ max: 25, connectTimeoutMs: 2000, statementTimeoutMs: 60_000 });
    expect(() => loadConfig({ DB_POOL_SIZE: "0", DB_CONNECT_TIMEOUT: "soon" })).toThrow(
      /DB_POOL_SIZE[\s\S]*DB_CONNECT_TIMEOUT/,
    );
  });

  it("issue 42: reads DATABASE_READ_URL as a list of replicas beside DATABASE_URL, their lag limit 2 s by default", () => {
    const primary = "postgres://u@10.0.0.1:5432/shop";
    expect(loadConfig({ DATABASE_URL: primary }).readReplicas).toBeUndefined();
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URL: "postgres://u:pw@10.0.0.2:5432/shop, postgresql://u@10.0.0.3/shop",
      }).readReplicas,
    ).toEqual({
      urls: ["postgres://u:pw@10.0.0.2:5432/shop", "postgresql://u@10.0.0.3/shop"],
      maxLagMs: 2000,
    });
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URL: "postgres://u@10.0.0.2/shop",
        DATABASE_READ_MAX_LAG_MS: "5000",
      }).readReplicas?.maxLagMs,
    ).toBe(5000);
  });

  it("issue 42: refuses replicas without a primary, a URL that is not PostgreSQL's, and a lag limit under the checks' pace", () => {
    expect(() => loadConfig({ DATABASE_READ_URL: "postgres://u@10.0.0.2/shop" })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
    const primary = "postgres://u@10.0.0.1:5432/shop";
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: "postgres://u@10.0.0.2/shop,mysql://x" }),
    ).toThrow(/DATABASE_READ_URL\.1: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: "replica-host" })).toThrow(
      /DATABASE_READ_URL/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URL: "postgres://u@10.0.0.2/shop",
        DATABASE_READ_MAX_LAG_MS: "100",
      }),
    ).toThrow(/DATABASE_READ_MAX_LAG_MS/);
  });

  it("reads SHUTDOWN_TIMEOUT, 10 seconds by default", () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT: "30s" }).shutdownTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: "later" })).toThrow(/SHUTDOWN_TIMEOUT/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it("fails fast, naming every bad key at once", () => {
    const bad = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });

  it("finding 5: holding limits have documented defaults and can be set", () => {
    expect(loadConfig({}).holding).toMatchObject({ maxUnpaidOrders: 3, maxUnpaidQuantity: 250 });
    expect(loadConfig({ MAX_UNPAID_ORDERS: "5", MAX_UNPAID_QUANTITY: "1000" }).holding).toMatchObject({
      maxUnpaidOrders: 5,
      maxUnpaidQuantity: 1000,
    });
    expect(() => loadConfig({ MAX_UNPAID_ORDERS: "0" })).toThrow(/MAX_UNPAID_ORDERS/);
  });

  it("M2: unverified accounts' orders hold stock 30 minutes by default, never longer than ORDER_TTL", () => {
    expect(loadConfig({}).holding.unverified).toEqual({ ttlMs: 30 * 60 * 1000 });
    expect(loadConfig({ UNVERIFIED_ORDER_TTL: "10m" }).holding.unverified).toEqual({ ttlMs: 10 * 60 * 1000 });
    expect(loadConfig({ ORDER_TTL: "10m" }).holding.unverified.ttlMs).toBe(10 * 60 * 1000);
    expect(() => loadConfig({ UNVERIFIED_ORDER_TTL: "soon" })).toThrow(/UNVERIFIED_ORDER_TTL/);
  });

  it("finding 12: the SMS log outbox is for development only; Twilio needs its credentials", () => {
    expect(loadConfig({}).sms).toEqual({ provider: "log" });
    expect(loadConfig({ NODE_ENV: "production" }).sms).toEqual({ provider: "none" });
    expect(() => loadConfig({ NODE_ENV: "production", SMS_PROVIDER: "log" })).toThrow(
      /refused in production/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: "twilio" })).toThrow(/TWILIO_ACCOUNT_SID/);
    const twilio = {
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC0123",
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_FROM: "+15550001111",
    };
    expect(loadConfig(twilio).sms).toEqual({
      provider: "twilio",
      accountSid: "AC0123",
      authToken: "token",
      from: "+15550001111",
    });
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: "me" })).toThrow(/TWILIO_FROM/);
  });

  it("issue 12: in production without Stripe keys the test-card processor runs only with PAYMENTS=test-cards", () => {
    expect(loadConfig({}).testCards).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).testCards).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", PAYMENTS: "test-cards" }).testCards).toBe(true);
    expect(() => loadConfig({ PAYMENTS: "yes" })).toThrow(/PAYMENTS/);
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" };
    expect(() => loadConfig({ ...stripe, PAYMENTS: "test-cards" })).toThrow(/exclude each other/);
  });

  it("issue 22: with no variables the shop has every first-run convenience; production none of them", () => {
    const firstRun = loadConfig({});
    expect(firstRun).toMatchObject({ firstAdmin: true, testCards: true, sms: { provider: "log" } });
    expect(firstRun.mail.transport).toBe("outbox");
    const production = loadConfig({ NODE_ENV: "production" });
    expect(production).toMatchObject({ firstAdmin: false, testCards: false, sms: { provider: "none" } });
    expect(production.mail.transport).toBe("none");
    expect(loadConfig({ ADMIN_EMAIL: "boss@example.test" }).firstAdmin).toBe(false);
  });

  it("issue 22: a public PUBLIC_URL without NODE_ENV is refused, so an upgraded `npm start` never runs the demo", () => {
    expect(() => loadConfig({ PUBLIC_URL: "https://shop.example" })).toThrow(/NODE_ENV is not set/);
    expect(loadConfig({ PUBLIC_URL: "https://shop.example", NODE_ENV: "production" }).testCards).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://shop.example", NODE_ENV: "development" }).firstAdmin).toBe(true);
    for (const local of ["http://localhost:3000", "http://127.0.0.1:4000", "http://[::1]:3000"]) {
      expect(loadConfig({ PUBLIC_URL: local }).firstAdmin).toBe(true);
    }
  });

  it("points the Stripe SDK at STRIPE_API_URL when given (a stand-in), else at api.stripe.com", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" };
    expect(loadConfig(stripe).stripe?.host).toBeUndefined();
    expect(loadConfig({ ...stripe, STRIPE_API_URL: "http://127.0.0.1:12111" }).stripe?.host).toEqual({
      host: "127.0.0.1",
      port: 12111,
      protocol: "http",
    });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: "https://stripe.internal" }).stripe?.host?.port).toBe(443);
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: "ftp://x" })).toThrow(/STRIPE_API_URL/);
  });

  it("issue 22: LOG_FORMAT is auto unless chosen; METRICS_TOKEN is a long secret or unset", () => {
    expect(loadConfig({})).toMatchObject({ logFormat: "auto", metricsToken: undefined });
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    const token = "m".repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ LOG_FORMAT: "xml", METRICS_TOKEN: "short" })).toThrow(
      /LOG_FORMAT[\s\S]*METRICS_TOKEN/,
    );
  });

  it("issue 22: tracing is off by default, on with an OTLP endpoint or an exporter, named x-part unless told", () => {
    expect(loadConfig({}).tracing).toEqual({ enabled: false, serviceName: "x-part" });
    expect(loadConfig({ NODE_ENV: "production" }).tracing.enabled).toBe(false);
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };
    expect(loadConfig(endpoint).tracing).toEqual({ enabled: true, serviceName: "x-part" });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" }).tracing.enabled,
    ).toBe(true);
    expect(loadConfig({ OTEL_TRACES_EXPORTER: "otlp" }).tracing.enabled).toBe(true);
    expect(loadConfig({ ...endpoint, OTEL_SERVICE_NAME: "shop-eu" }).tracing.serviceName).toBe("shop-eu");
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector" })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it("issue 22: OTEL_SDK_DISABLED=true and OTEL_TRACES_EXPORTER=none keep tracing off whatever else is set", () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };
    expect(loadConfig({ ...endpoint, OTEL_SDK_DISABLED: "true" }).tracing.enabled).toBe(false);
    expect(loadConfig({ ...endpoint, OTEL_SDK_DISABLED: "TRUE" }).tracing.enabled).toBe(false);
    expect(loadConfig({ ...endpoint, OTEL_SDK_DISABLED: "false" }).tracing.enabled).toBe(true);
    expect(loadConfig({ OTEL_TRACES_EXPORTER: "otlp", OTEL_SDK_DISABLED: "true" }).tracing.enabled).toBe(
      false,
    );
    expect(loadConfig({ ...endpoint, OTEL_TRACES_EXPORTER: "none" }).tracing.enabled).toBe(false);
    expect(loadConfig({ OTEL_TRACES_EXPORTER: "none" }).tracing.enabled).toBe(false);
  });
});
