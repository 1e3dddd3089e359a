import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "./free-port.js";

const PGBIN = "/usr/lib/postgresql/15/bin";

/**
 * Fault tests stop and start PostgreSQL, so they bring their own: never the shared cluster of DATABASE_URL.
 * That takes root (initdb runs as the `postgres` user) and PostgreSQL 15's binaries, as `.ci/run` has.
 */
export const canRunThrowawayPostgres =
  process.getuid?.() === 0 &&
  existsSync(path.join(PGBIN, "initdb")) &&
  existsSync(path.join(PGBIN, "pg_ctl"));

export interface ThrowawayPostgres {
  /** postgres://… of its `postgres` database. */
  url: string;
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

function asPostgres(command: string) {
  execFileSync("su", ["postgres", "-c", command], { stdio: "ignore" });
}

/** A fresh cluster under the temp directory on a free port (or THROWAWAY_PG_PORT), tuned for tests. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const port = Number(process.env.THROWAWAY_PG_PORT) || (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), "xpart-pg-"));
  chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  const data = path.join(dir, "data");
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const start = () => asPostgres(`${PGBIN}/pg_ctl -D ${data} -l ${dir}/server.log -w -o '${options}' start`);
  // `-m fast`, as a managed database does in maintenance or failover: every session is terminated.
  const stop = () => asPostgres(`${PGBIN}/pg_ctl -D ${data} -m fast -w stop`);
  try {
    asPostgres(`${PGBIN}/initdb -D ${data} -U postgres -A trust -E UTF8 --no-sync`);
    start();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
