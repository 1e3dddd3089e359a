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

  it("reads ORDER_TTL as a duration, 7 days by default", () => {
    expect(loadConfig({}).orderTtlMs).toBe(7 * 24 * 3600 * 1000);
    expect(loadConfig({ ORDER_TTL: "30m" }).orderTtlMs).toBe(30 * 60 * 1000);
    expect(loadConfig({ ORDER_TTL: "90000" }).orderTtlMs).toBe(90_000);
    expect(() => loadConfig({ ORDER_TTL: "soon" })).toThrow(/ORDER_TTL/);
    expect(() => loadConfig({ ORDER_TTL: "10ms" })).toThrow(/ORDER_TTL/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it("fails fast, naming every bad key at once", () => {
    const bad = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });
});
