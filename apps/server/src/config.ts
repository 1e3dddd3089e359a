import path from "node:path";
import { fileURLToPath } from "node:url";

import { z } from "zod";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, ".data")),
  DATABASE_URL: z
    .url()
    .refine((u) => /^postgres(ql)?:/.test(u), "must be a postgres:// URL")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, "apps/web/dist")),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  /** Where PGlite keeps its files (and later the generated secrets). */
  dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** Seed the 19 demo products when the catalogue is empty. */
  seedDemo: boolean;
  /** The built web app; served when it exists. */
  webDist: string;
  /** How long catalogue answers may be reused (0: never); other app servers' writes show after this. */
  catalogCacheMs: number;
}

export class ConfigError extends Error {}

/** The only reader of process.env: fails fast, naming every bad key at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most shells' and tools' conventions.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === "true",
    webDist: path.resolve(e.WEB_DIST),
    catalogCacheMs: e.CATALOG_CACHE_MS,
  };
}
