import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export interface Started {
  child: ChildProcess;
  url: string;
  startupMs: number;
}

async function waitFor(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The shop's server in its own process, on loopback, with its own data directory unless one is given; `env`
 * adds to or overrides the server's environment.
 */
export async function startShop(
  port: number,
  dataDir = mkdtempSync(path.join(tmpdir(), "xpart-bench-")),
  env: Record<string, string> = {},
) {
  const started = performance.now();
  const child = fork(path.join(root, "apps/server/src/server.ts"), {
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
      ...env,
    },
    stdio: "inherit",
  });
  const startupMs = await waitFor(`http://127.0.0.1:${port}/api/health`, child, started);
  return { child, url: `http://127.0.0.1:${port}`, startupMs, dataDir };
}

export async function startBare(port: number, response: { body: string; headers: Record<string, string> }) {
  const started = performance.now();
  const child = fork(path.join(root, "bench/bare-server.ts"), {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, PORT: String(port), BARE_RESPONSE: JSON.stringify(response) },
    stdio: "inherit",
  });
  const startupMs = await waitFor(`http://127.0.0.1:${port}/`, child, started);
  return { child, url: `http://127.0.0.1:${port}`, startupMs };
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export async function rssMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}
