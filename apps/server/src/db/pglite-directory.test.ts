import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";

import { onPostgres } from "../../test/postgres.js";
import { testConfig } from "../../test/test-app.js";
import { buildApp } from "../app.js";
import { LogSmsSender } from "../sms/sms-sender.js";

import { openDatabase } from "./client.js";

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "xpart-pglite-dir-"));
  dir = path.join(root, "pglite");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A data directory holding the seeded template, as a shop that has run leaves it. */
async function usedDirectory() {
  const template = new Blob([await readFile(inject("pgliteTemplate"))]);
  return openDatabase({ dataDir: dir, loadDataDir: template });
}

// PGlite's own files: the PostgreSQL pass has no PGlite template to start from.
describe.skipIf(onPostgres)(
  "a failing PGlite data directory (issue 14): a clear error, never an empty shop",
  () => {
    it("refuses to start on a directory whose PG_VERSION was removed, and leaves what is left alone", async () => {
      await (await usedDirectory()).close();
      rmSync(path.join(dir, "PG_VERSION"));
      // PGlite itself would run initdb over the rest and open an empty database without a word.
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        /holds files but not a whole database \(PG_VERSION missing\): refusing to start.*npm run db:restore/,
      );
      expect(existsSync(path.join(dir, "base"))).toBe(true);
      expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(false);
    });

    it("names the directory when its tables' files are gone", async () => {
      await (await usedDirectory()).close();
      rmSync(path.join(dir, "base"), { recursive: true });
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        /database directory .*pglite.*base missing/,
      );
    });

    it("names the directory when it cannot be made (a file stands in its place)", async () => {
      writeFileSync(dir, "not a directory");
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        /database directory .*pglite cannot be used/,
      );
    });

    it("answers 503 with the JSON error, and logs an error, when files vanish under the running shop", async () => {
      const database = await usedDirectory();
      const lines: string[] = [];
      const app = await buildApp(
        { ...testConfig, logLevel: "error" },
        { database, sms: new LogSmsSender(), logStream: { write: (line: string) => lines.push(line) } },
      );
      try {
        // Before any request: pages already read stay in PGlite's memory and would still answer.
        rmSync(path.join(dir, "base"), { recursive: true });
        const res = await app.inject({ method: "GET", url: "/api/products" });
        expect(res.statusCode).toBe(503);
        expect(res.headers["retry-after"]).toMatch(/^\d+$/);
        expect(res.json()).toEqual({
          error: "Service Unavailable",
          message: expect.any(String),
          requestId: expect.any(String),
        });
        expect(lines.join("\n")).toMatch(/database storage failing/);
      } finally {
        await app.close();
      }
    });
  },
);

const serverRoot = fileURLToPath(new URL("../..", import.meta.url));

/** `npm run admin -- …` as an operator runs it, on DATA_DIR `data`. */
function adminCommand(data: string, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "cli/admin.ts", ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: data, DATABASE_URL: "", NODE_ENV: "test" },
    encoding: "utf8",
  });
}

describe.skipIf(onPostgres)("one process per PGlite directory (issue 22)", () => {
  it("issue 22: a second open of a directory in use is refused, naming the process; closing lets it go", async () => {
    const first = await usedDirectory();
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      new RegExp(`${dir} is in use by process ${process.pid}: PGlite is one process's database`),
    );
    await first.close();
    await (await openDatabase({ dataDir: dir })).close();
  });

  it("issue 22: a lock left by a process that is gone (kill -9) is taken over at once", async () => {
    await (await usedDirectory()).close();
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(`${dir}.lock`, `${gone}@${hostname()}`);
    await (await openDatabase({ dataDir: dir })).close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("issue 22: a lock another host holds (a container on a shared volume) is never taken over", async () => {
    await (await usedDirectory()).close();
    writeFileSync(`${dir}.lock`, `${process.pid}@another-container`);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      /is in use by another process \(.*names host another-container; delete the lock only if/,
    );
    expect(existsSync(`${dir}.lock`)).toBe(true);
  });

  it("issue 22: `npm run admin -- promote` beside a running shop refuses, saying why and what to do", async () => {
    const running = await usedDirectory();
    try {
      const answer = adminCommand(root, "promote", "someone@example.test");
      expect(answer.status).toBe(1);
      expect(answer.stderr).toContain(`in use by process ${process.pid}`);
      expect(answer.stderr).toContain("an admin changes roles on the dashboard's All Users page");
    } finally {
      await running.close();
    }
    const stopped = adminCommand(root, "promote", "someone@example.test");
    expect(stopped.stderr).toContain("No account has the email someone@example.test");
  });
});
