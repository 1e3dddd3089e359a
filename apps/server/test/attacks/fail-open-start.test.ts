import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import type { OutboxEntry } from "../../src/modules/mail/index.js";
import { freePort } from "../faults/free-port.js";
import { onPostgres } from "../postgres.js";

/**
 * Security issue 21, M3: `tsx apps/server/src/server.ts` (or `npm run start -w @xpart/server`, or a container
 * running server.ts) without NODE_ENV starts in development, where mail is caught in the outbox. Nobody but an
 * admin may read it: the outbox held a reset link that took an account over.
 */
const root = fileURLToPath(new URL("../../../../", import.meta.url));
const buyer = { name: "Fail Open Buyer", email: "fail-open-buyer@example.test", password: "bolt-and-nut-7" };

/** The server as a container would run it: server.ts through tsx, with no NODE_ENV in its environment. */
async function startWithoutNodeEnv(dataDir: string) {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: "/nonexistent",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    MAIL_POLL_INTERVAL: "1s",
  };
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/server.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output.join("")}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The buyer's reset mail once the mail worker wrote it, read from the outbox's files as the operator can. */
async function resetMailIn(outboxDir: string): Promise<OutboxEntry> {
  for (;;) {
    const names = await readdir(outboxDir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith(".json"))) {
      const mail = JSON.parse(await readFile(path.join(outboxDir, name), "utf8")) as OutboxEntry;
      if (mail.to === buyer.email && /reset your/i.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(onPostgres)("M3: a server started without NODE_ENV (runs in the PGlite pass)", () => {
  it("M3: server.ts without NODE_ENV: an anonymous caller reads no mail, code, link or diagnostics", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "xpart-fail-open-"));
    const shop = await startWithoutNodeEnv(dataDir);
    try {
      const json = { "content-type": "application/json", origin: shop.url };
      const signUp = await fetch(`${shop.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify(buyer),
      });
      expect(signUp.status).toBe(200);
      const reset = await fetch(`${shop.url}/api/auth/request-password-reset`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: buyer.email }),
      });
      expect(reset.status).toBe(200);
      // The outbox holds a link that would take the account over.
      const mail = await resetMailIn(path.join(dataDir, "outbox"));
      const token = /reset-password\?token=([^\s&]+)/.exec(mail.text)![1]!;

      for (const url of [
        "/dev/outbox",
        "/dev/outbox.json",
        `/dev/outbox/${mail.id}`,
        "/dev/outbox/templates/reset-password",
        "/api/outbox",
        "/api/health/internals",
      ]) {
        const res = await fetch(`${shop.url}${url}`, { redirect: "manual" });
        const body = await res.text();
        expect([url, [401, 403, 404].includes(res.status)]).toEqual([url, true]);
        for (const secret of [token, buyer.email, mail.subject, "rssBytes", "activeResources"])
          expect(body, `${url} shows ${secret}`).not.toContain(secret);
      }
    } finally {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
