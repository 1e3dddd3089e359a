import path from "node:path";
import { fileURLToPath } from "node:url";

import { z } from "zod";

import { DEFAULT_POOL_SETTINGS, type PoolSettings } from "./db/postgres-pool.js";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '7d', '12h', '30m', '45s', '500ms' or plain milliseconds. */
const duration = z
  .string()
  .regex(/^\d+(ms|s|m|h|d)?$/, "must be a duration such as 7d, 12h, 30m, 45s or 500ms")
  .transform((text) => {
    const [, amount, unit] = /^(\d+)(ms|s|m|h|d)?$/.exec(text)!;
    return Number(amount) * UNIT_MS[(unit ?? "ms") as keyof typeof UNIT_MS];
  })
  .pipe(z.number().int().min(1000, "must be at least 1s"));

const postgresUrl = z.url().refine((u) => /^postgres(ql)?:/.test(u), "must be a postgres:// URL");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, ".data")),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_READ_URL: z
    .string()
    .transform((text) => text.split(",").map((url) => url.trim()))
    .pipe(z.array(postgresUrl))
    .optional(),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(500).max(600_000).default(2000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["auto", "pretty", "json"]).default("auto"),
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, "apps/web/dist")),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, "must be at least 6 characters").max(128).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url().default("https://accounts.google.com"),
  SMS_PROVIDER: z.enum(["log", "twilio", "none"]).optional(),
  TWILIO_ACCOUNT_SID: z.string().startsWith("AC").optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-f]{32})$/i, "must be an E.164 number or a Messaging Service SID (MG…)")
    .optional(),
  TWILIO_API_URL: z.url().optional(),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
  STRIPE_API_URL: z
    .url()
    .refine((u) => /^https?:/.test(u), "must be an http(s):// URL")
    .optional(),
  PAYMENTS: z.enum(["test-cards"]).optional(),
  ORDER_TTL: duration.default(24 * UNIT_MS.h),
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(1000).default(3),
  MAX_UNPAID_QUANTITY: z.coerce.number().int().min(1).max(1_000_000).default(250),
  UNVERIFIED_ORDER_TTL: duration.default(30 * UNIT_MS.m),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SETTINGS.max),
  DB_CONNECT_TIMEOUT: duration.default(DEFAULT_POOL_SETTINGS.connectTimeoutMs),
  DB_STATEMENT_TIMEOUT: duration.default(DEFAULT_POOL_SETTINGS.statementTimeoutMs),
  SHUTDOWN_TIMEOUT: duration.default(10 * UNIT_MS.s),
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:/.test(u), "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("X-Part <no-reply@x-part.example>"),
  MAIL_POLL_INTERVAL: duration.default(5 * UNIT_MS.s),
  INVOICE_REMINDER_INTERVAL: duration.default(15 * UNIT_MS.m),
  DIAGNOSTICS: z.enum(["true", "false"]).default("false"),
  TEST_CLOCK: z.enum(["true", "false"]).default("false"),
  API_DOCS: z.enum(["public", "admins"]).optional(),
  // OpenTelemetry's standard variables, read here only to decide whether tracing is on (decision 0025).
  OTEL_SDK_DISABLED: z.string().optional(),
  OTEL_TRACES_EXPORTER: z.string().optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** Origins whose browser requests the identity service accepts (better-auth's Origin check). */
  trustedOrigins: string[];
  /** Where PGlite keeps its files (and later the generated secrets). */
  dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** PostgreSQL only: pool size and how long a connection and a statement may take. */
  databasePool: PoolSettings;
  /**
   * Streaming replicas of DATABASE_URL that take the catalogue's reads (issue 42, decision 0044), each with a
   * pool like the primary's; one further behind than `maxLagMs`, or away, is skipped. Absent: every read on
   * the primary.
   */
  readReplicas?: { urls: string[]; maxLagMs: number } | undefined;
  logLevel: string;
  /** `auto`: readable lines on a terminal, JSON otherwise (plugins/log-format.ts). */
  logFormat: "auto" | "pretty" | "json";
  /** The bearer token a Prometheus scraper sends to GET /metrics; admins' API tokens also read it. */
  metricsToken: string | undefined;
  /** Seed the demo catalogue (src/seed/) when the catalogue is empty. */
  seedDemo: boolean;
  /** The built web app; served when it exists. */
  webDist: string;
  /** Signs sessions and API tokens; generated and kept in DATA_DIR when not given. */
  authSecret: string | undefined;
  /** The admin account made sure of at start-up. */
  admin: { email: string; password: string | undefined } | undefined;
  /**
   * Outside production and without ADMIN_EMAIL, a shop with no admin gets the owner's account with a generated
   * password on its first start (modules/accounts/first-admin.ts).
   */
  firstAdmin: boolean;
  /** Google sign-in through OpenID Connect; absent, the web app hides its button. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /**
   * Where SMS one-time codes go: `log` is the development outbox (the server log, refused in production),
   * `twilio` the real network, `none` no text messages (the authenticator app remains).
   */
  sms:
    | { provider: "log" | "none" }
    | { provider: "twilio"; accountSid: string; authToken: string; from: string; apiBaseUrl?: string };
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Raises every rate limit this many times (a test suite that signs in often); 1 in production. */
  rateLimitMultiplier: number;
  /** Card payments through Stripe; absent, the built-in test-card processor takes payments when allowed. */
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        /** Another Stripe-compatible API (a local stand-in such as stripe-mock); absent, api.stripe.com. */
        host?: { host: string; port: number; protocol: "http" | "https" };
      }
    | undefined;
  /**
   * Whether the built-in test-card processor may take payments when Stripe is not configured: always outside
   * production, in production only with `PAYMENTS=test-cards` (issue 12). Otherwise the shop takes no payments.
   */
  testCards: boolean;
  /** Unpaid orders older than this are cancelled and their stock released. */
  orderTtlMs: number;
  /**
   * What one customer may hold unpaid (orders, and units of one product), and what an account whose email
   * address is not verified may hold on top of that rule (security finding M2).
   */
  holding: {
    maxUnpaidOrders: number;
    maxUnpaidQuantity: number;
    /** How long an unverified account's unpaid orders hold stock: never longer than ORDER_TTL. */
    unverified: { ttlMs: number };
  };
  /** On SIGTERM/SIGINT, how long in-flight requests may take to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * Where mail goes (decision 0017): `smtp` through SMTP_URL; `outbox`, the development outbox under DATA_DIR
   * (never in production); `none` in production without SMTP_URL, where the mail features say so.
   */
  mail: { transport: "smtp"; url: string; from: string } | { transport: "outbox" | "none"; from: string };
  /** How often each app server's mail worker looks for due mail. */
  mailPollMs: number;
  /** How often invoices on account are scanned for a reminder due (issue 41): steps are days apart. */
  invoiceReminderMs: number;
  /** How long catalogue answers may be reused (0: never); other app servers' writes show after this. */
  catalogCacheMs: number;
  /**
   * Serve `GET /api/health/internals` (pool counts, active handles, memory) for the soak: only with
   * DIAGNOSTICS=true, whatever NODE_ENV says (a server started without it runs in development), since a
   * public shop should not tell strangers how its process is doing (M3).
   */
  diagnostics: boolean;
  /**
   * Serve `POST /api/test-clock` (admins), which moves the shop's calendar day for buying on account forward
   * (clock.ts): TEST_CLOCK=true, for the browser tests; refused in production.
   */
  testClock: boolean;
  /**
   * Who reads the API reference (/api/docs, /api/openapi.json): anyone, or only an admin's session (L10).
   * API_DOCS, by default `admins` in production and `public` otherwise.
   */
  apiDocs: "public" | "admins";
  /**
   * OpenTelemetry traces (plugins/tracing.ts, decision 0025): on when OTEL_TRACES_EXPORTER names an exporter
   * or an OTLP endpoint is given, never with OTEL_SDK_DISABLED=true. The SDK reads the other OTEL_* variables
   * (endpoint, protocol, headers, sampler…) from the environment itself, as every OpenTelemetry SDK does.
   */
  tracing: { enabled: boolean; serviceName: string };
}

export class ConfigError extends Error {}

const invalid = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);

/** A test clock moves invoices' due days for everyone: tests only. */
function refuseTestClockInProduction(e: z.infer<typeof envSchema>) {
  if (e.TEST_CLOCK === "true" && e.NODE_ENV === "production")
    throw invalid("TEST_CLOCK: moves the shop's calendar and is refused in production");
}

/** Codes in a log are codes anyone with the log can use: the outbox is for development only (finding 12). */
function smsConfig(e: z.infer<typeof envSchema>): Config["sms"] {
  const provider = e.SMS_PROVIDER ?? (e.NODE_ENV === "production" ? "none" : "log");
  if (provider === "log" && e.NODE_ENV === "production") {
    throw invalid("SMS_PROVIDER: log writes one-time codes to the log and is refused in production");
  }
  if (provider !== "twilio") return { provider };
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !e.TWILIO_FROM) {
    throw invalid("SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM");
  }
  return {
    provider,
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    from: e.TWILIO_FROM,
    ...(e.TWILIO_API_URL ? { apiBaseUrl: e.TWILIO_API_URL } : {}),
  };
}

/** As the SDK reads them: a list whose first exporter is `none` exports nothing; "true" in any case. */
function tracingConfig(e: z.infer<typeof envSchema>): Config["tracing"] {
  const exporters = e.OTEL_TRACES_EXPORTER?.split(",").map((name) => name.trim().toLowerCase());
  const asked = exporters
    ? exporters[0] !== "none"
    : Boolean(e.OTEL_EXPORTER_OTLP_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  const disabled = e.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true";
  return { enabled: asked && !disabled, serviceName: e.OTEL_SERVICE_NAME ?? "x-part" };
}

function apiHost(url: string) {
  const { hostname, port, protocol } = new URL(url);
  const secure = protocol === "https:";
  return {
    host: hostname,
    port: Number(port) || (secure ? 443 : 80),
    protocol: secure ? "https" : "http",
  } as const;
}

const isLoopback = (host: string) => host === "localhost" || host === "[::1]" || /^127\./.test(host);

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
  // `npm start` once meant production; a shop upgraded and started the same way must not quietly become the
  // demo, with its caught reset links, codes in the log, test cards and generated owner (issue 22).
  if (!given.NODE_ENV && e.PUBLIC_URL && !isLoopback(new URL(e.PUBLIC_URL).hostname)) {
    throw invalid(
      "NODE_ENV is not set but PUBLIC_URL is a public address: set NODE_ENV=production for the real shop " +
        "(README, Going to production), or NODE_ENV=development to run the demo there on purpose",
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw invalid(
      "DATABASE_READ_URL needs DATABASE_URL: its replicas copy that PostgreSQL (PGlite has none)",
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw invalid("STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together");
  }
  if (e.PAYMENTS === "test-cards" && e.STRIPE_SECRET_KEY) {
    throw invalid("PAYMENTS=test-cards and the STRIPE_* keys exclude each other: choose one processor");
  }
  refuseTestClockInProduction(e);
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw invalid("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together");
  }
  return {
    sms: smsConfig(e),
    mail: e.SMTP_URL
      ? { transport: "smtp", url: e.SMTP_URL, from: e.MAIL_FROM }
      : // The outbox shows reset and verification links to whoever reads it: development and tests only.
        { transport: e.NODE_ENV === "production" ? "none" : "outbox", from: e.MAIL_FROM },
    mailPollMs: e.MAIL_POLL_INTERVAL,
    invoiceReminderMs: e.INVOICE_REMINDER_INTERVAL,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustedOrigins: [
      new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
      // The demo answers on localhost and 127.0.0.1 alike; a configured PUBLIC_URL is the only origin.
      ...(e.PUBLIC_URL ? [] : [`http://127.0.0.1:${e.PORT}`]),
      // `npm run dev` serves the pages from Vite's port, proxying /api here.
      ...(e.NODE_ENV === "development" ? ["http://localhost:5173", "http://127.0.0.1:5173"] : []),
    ],
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePool: {
      max: e.DB_POOL_SIZE,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT,
    },
    readReplicas: e.DATABASE_READ_URL
      ? { urls: e.DATABASE_READ_URL, maxLagMs: e.DATABASE_READ_MAX_LAG_MS }
      : undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    seedDemo: e.SEED_DEMO === "true",
    webDist: path.resolve(e.WEB_DIST),
    catalogCacheMs: e.CATALOG_CACHE_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT,
    orderTtlMs: e.ORDER_TTL,
    holding: {
      maxUnpaidOrders: e.MAX_UNPAID_ORDERS,
      maxUnpaidQuantity: e.MAX_UNPAID_QUANTITY,
      unverified: { ttlMs: Math.min(e.UNVERIFIED_ORDER_TTL, e.ORDER_TTL) },
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(e.STRIPE_API_URL ? { host: apiHost(e.STRIPE_API_URL) } : {}),
          }
        : undefined,
    // A production shop that forgot its Stripe keys must not take real card numbers into a test processor.
    testCards: e.NODE_ENV !== "production" || e.PAYMENTS === "test-cards",
    authSecret: e.AUTH_SECRET,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    firstAdmin: !e.ADMIN_EMAIL && e.NODE_ENV !== "production",
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER }
        : undefined,
    trustProxy: e.TRUST_PROXY === "true",
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    diagnostics: e.DIAGNOSTICS === "true",
    testClock: e.TEST_CLOCK === "true",
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === "production" ? "admins" : "public"),
    tracing: tracingConfig(e),
  };
}
