import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { open, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import pg from "pg";

import type { Config } from "../config.js";

import { pgliteDirectory } from "./open.js";
import { DataDirectoryError, openPgliteDirectory } from "./pglite-directory.js";

const run = promisify(execFile);

type Store = Pick<Config, "databaseUrl" | "dataDir">;

/** The first bytes of each store's backup, so that one is never restored into the other. */
const MAGIC = { postgres: "PGDMP", pglite: "\x1f\x8b" } as const;

/**
 * pg_dump or pg_restore: from PG_BIN when set, else the newest /usr/lib/postgresql/<major>/bin (Debian's
 * layout; a newer pg_dump reads older servers, an older one refuses newer), else whatever the PATH has.
 */
export function postgresTool(name: "pg_dump" | "pg_restore", env = process.env): string {
  if (env.PG_BIN) return path.join(env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root) ? readdirSync(root).filter((d) => /^\d+$/.test(d)) : [];
  const newest = majors
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => path.join(root, major, "bin", name))
    .find((file) => existsSync(file));
  return newest ?? name;
}

async function runTool(name: "pg_dump" | "pg_restore", args: string[]) {
  const tool = postgresTool(name);
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const { stderr, code } = err as { stderr?: string; code?: string | number };
    if (code === "ENOENT")
      throw new Error(`${tool} not found: install PostgreSQL's client tools or set PG_BIN`, { cause: err });
    throw new Error(`${name} failed: ${stderr?.trim() || (err as Error).message}`, { cause: err });
  }
}

/**
 * Writes a backup of the configured database to `file`: pg_dump's custom format for PostgreSQL (taken
 * while the shop runs, one consistent snapshot), PGlite's data directory as a gzipped tarball (the shop
 * must be stopped: PGlite is one process's database).
 */
export async function backupDatabase(store: Store, file: string): Promise<void> {
  if (store.databaseUrl) {
    await runTool("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--file",
      file,
      "--dbname",
      store.databaseUrl,
    ]);
    return;
  }
  const dir = pgliteDirectory(store);
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    throw new DataDirectoryError(`No PGlite database in ${dir} to back up (check DATA_DIR)`);
  }
  const { client, close } = await openPgliteDirectory(dir);
  try {
    await writeFile(file, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  } finally {
    await close();
  }
}

/** Restores `file` (from backupDatabase) into the configured database, which must be new and empty. */
export async function restoreDatabase(store: Store, file: string): Promise<void> {
  const kind = store.databaseUrl ? "postgres" : "pglite";
  const handle = await open(file, "r");
  const head = Buffer.alloc(5);
  await handle.read(head, 0, 5, 0);
  await handle.close();
  if (!head.toString("latin1").startsWith(MAGIC[kind])) {
    throw new Error(`${file} is not a ${kind === "postgres" ? "PostgreSQL" : "PGlite"} backup of this shop`);
  }
  if (!store.databaseUrl) {
    await (await openPgliteDirectory(pgliteDirectory(store), new Blob([await readFile(file)]))).close();
    return;
  }
  const pool = new pg.Pool({ connectionString: store.databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if (rows[0]!.n > 0) {
      throw new Error(
        "The database of DATABASE_URL is not empty: a backup is restored only into a new database",
      );
    }
  } finally {
    await pool.end();
  }
  await runTool("pg_restore", [
    "--no-owner",
    "--exit-on-error",
    "--single-transaction",
    "--dbname",
    store.databaseUrl,
    file,
  ]);
}
