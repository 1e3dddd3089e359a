import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
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
 * A port free on loopback right now. Fixed ports collided with other benchmarks on a shared machine: a second
 * shop failed to listen while the health check reached the first one.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ShopOptions {
  /** The shop's data directory (PGlite lives there unless `env.DATABASE_URL` is set); a fresh one by default. */
  dataDir?: string;
  /** Environment of the server: the database, cache and limits of the scenario. */
  env?: Record<string, string>;
  /** Node options, e.g. `--cpu-prof` (BENCH_CPU_PROF). */
  execArgv?: string[];
}

/** The shop's server in its own process, on loopback, in production mode, PGlite unless told otherwise. */
export async function startShop(options: ShopOptions = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "xpart-bench-"));
  const started = performance.now();
  const child = fork(path.join(root, "apps/server/src/server.ts"), {
    execArgv: ["--import", "tsx", ...(options.execArgv ?? [])],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PAYMENTS: "test-cards",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...options.env,
    },
    stdio: "inherit",
  });
  const startupMs = await waitFor(`http://127.0.0.1:${port}/api/health`, child, started);
  return { child, url: `http://127.0.0.1:${port}`, startupMs, dataDir };
}

export async function startBare(response: { body: string; headers: Record<string, string> }) {
  const port = await freePort();
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

/** Samples a process's resident memory every half second until stopped: the peak and the last value. */
export function watchRss(pid: number | undefined) {
  let peak = 0;
  let last: number | null = null;
  const timer = setInterval(() => {
    void rssMb(pid).then((mb) => {
      last = mb;
      if (mb !== null && mb > peak) peak = mb;
    });
  }, 500);
  return {
    async stop() {
      clearInterval(timer);
      last = (await rssMb(pid)) ?? last;
      return { peakMb: Math.max(peak, last ?? 0), endMb: last };
    },
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export async function rssMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}
