import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { freePort } from "./free-port.js";

const serverEntry = fileURLToPath(new URL("../../src/server.ts", import.meta.url));

export interface ShopProcess {
  child: ChildProcess;
  url: string;
  /** Every line the server wrote to stdout and stderr so far (pino JSON lines). */
  output: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Waits until a line matching `pattern` was written (or fails after `timeoutMs`). */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGTERM, then waits for the exit; removes a data directory it made. */
  stop(): Promise<number | null>;
}

/**
 * The shop's real server (`src/server.ts`) in its own process, as `npm start` runs it. Without DATABASE_URL
 * in `env` it keeps PGlite in `dataDir`: a given one outlives the process, a fresh one goes with `stop()`.
 * A given `port` lets a restarted server take its predecessor's address.
 */
export async function startShopProcess(
  env: Record<string, string>,
  given?: { dataDir?: string; port?: number },
): Promise<ShopProcess> {
  const port = given?.port ?? (await freePort());
  const ownDataDir = !given?.dataDir;
  const dataDir = given?.dataDir ?? mkdtempSync(path.join(tmpdir(), "xpart-shop-"));
  const child = fork(serverEntry, {
    execArgv: ["--import", "tsx"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: "/nonexistent",
      // debug: the tests wait for a request's "incoming request" line, written only at that level.
      LOG_LEVEL: "debug",
      SEED_DEMO: "true",
      CATALOG_CACHE_MS: "0",
      AUTH_SECRET: "fault-test-secret-fault-test-secret-0123",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const output: string[] = [];
  const listeners = new Set<() => void>();
  // A chunk may end inside a line: each stream keeps its unfinished line until the rest arrives.
  const collector = () => {
    let partial = "";
    return (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      output.push(...lines.filter(Boolean));
      for (const listener of listeners) listener();
    };
  };
  child.stdout!.on("data", collector());
  child.stderr!.on("data", collector());
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const waitForLine = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = output.find((l) => pattern.test(l));
        if (line === undefined) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(line);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no log line matching ${pattern} within ${timeoutMs} ms:\n${output.join("\n")}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });

  const failedToStart = exited.then(
    (code) => new Error(`the server exited with ${code} while starting:\n${output.join("\n")}`),
  );
  const failure = await Promise.race([
    waitForLine(/Server listening at/, 150_000).then(
      () => null,
      (err: Error) => err,
    ),
    failedToStart,
  ]);
  if (failure) {
    // A server that never came up leaves nothing behind: no process, no data directory of ours.
    child.kill("SIGKILL");
    await exited;
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw failure;
  }
  return {
    child,
    url,
    output,
    exited,
    waitForLine,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
