// The shop as the Playwright suite sees it: built web app, a fresh data directory with the demo catalogue,
// an admin account, and a local OpenID provider playing Google, all on 127.0.0.1. The directory is removed
// when the server stops.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { register } from "tsx/esm/api";

import { ensureWebBuild } from "./web-build.mjs";

const E2E = {
  port: Number(process.env.E2E_PORT ?? 3999),
  idpPort: Number(process.env.E2E_IDP_PORT ?? 3998),
  admin: { email: "admin@x-part.test", password: "admin-pass" },
};

ensureWebBuild();
register();
const { IDP_CLIENT, startIdp } = await import("../apps/server/test/oidc-idp.ts");
const publicUrl = `http://127.0.0.1:${E2E.port}`;
await startIdp({ port: E2E.idpPort, redirectUris: [`${publicUrl}/api/auth/callback/google`] });

const dataDir = mkdtempSync(path.join(tmpdir(), "xpart-e2e-"));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
Object.assign(process.env, {
  NODE_ENV: "test",
  PORT: String(E2E.port),
  HOST: "127.0.0.1",
  PUBLIC_URL: publicUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  ADMIN_EMAIL: E2E.admin.email,
  ADMIN_PASSWORD: E2E.admin.password,
  GOOGLE_CLIENT_ID: IDP_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: IDP_CLIENT.clientSecret,
  OIDC_ISSUER: `http://127.0.0.1:${E2E.idpPort}`,
  // The suite signs up and in far more often than one person would.
  RATE_LIMIT_MULTIPLIER: "50",
  // The suite's new customers all order from 127.0.0.1: one hold period for the whole run (decision 0022).
  UNVERIFIED_ORDER_TTL: "24h",
  // Mail goes to the development outbox under DATA_DIR; the mail specs wait for it, so the worker looks often.
  MAIL_POLL_INTERVAL: "1s",
  // Buying on account's journey moves the shop's day past a due day (issue 41) and waits for the reminder.
  TEST_CLOCK: "true",
  INVOICE_REMINDER_INTERVAL: "1s",
});
delete process.env.DATABASE_URL;
await import("../apps/server/src/server.ts");
