// The shop as the Playwright suite sees it: built web app, a fresh data directory with the demo catalogue,
// on 127.0.0.1:3999. The directory is removed when the server stops.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { register } from "tsx/esm/api";

import { ensureWebBuild } from "./web-build.mjs";

ensureWebBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "xpart-e2e-"));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
Object.assign(process.env, {
  NODE_ENV: "test",
  PORT: process.env.E2E_PORT ?? "3999",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
});
delete process.env.DATABASE_URL;
register();
await import("../apps/server/src/server.ts");
