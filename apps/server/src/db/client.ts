import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { fromPglite, type Db as JobStore } from "pg-boss";

import { openPgliteDirectory, PGLITE_OPTIONS } from "./pglite-directory.js";
import {
  createPostgresPool,
  DEFAULT_POOL_SETTINGS,
  WORD_SIMILARITY_THRESHOLD,
  type PoolSettings,
} from "./postgres-pool.js";

export interface PoolCounts {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}
/**
 * The one database type the services use, whichever driver is underneath. Queries name their tables, so the
 * drivers get no schema (drizzle's relational `db.query` API is not used).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` (start-up: migrations, the demo seed, the first admin) while no other app server on this
   * database runs its own: a PostgreSQL advisory lock; PGlite has a single process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * How the job engine (pg-boss, decision 0024) reaches this database: PGlite's one connection, or the app's
   * own pool (pg-boss sends multi-statement DDL and `BEGIN … COMMIT` blocks as one unparameterised query,
   * which a pool runs on one connection and drizzle's PGlite driver would refuse).
   */
  jobStore: JobStore;
  /** PostgreSQL only: the pool's connections now (the soak watches them for leaks). */
  poolCounts?(): PoolCounts;
  /** PGlite only: the whole data directory as a tarball (a backup, or a template tests start copies from). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));

export type DatabaseTarget =
  | {
      databaseUrl: string;
      pool?: PoolSettings;
      /** Hears of connections PostgreSQL ended (a restart); the pool replaces them by itself. */
      onConnectionError?: (err: Error) => void;
    }
  /** PGlite in a directory; a new one may start from a dump (a restore). */
  | { dataDir: string; loadDataDir?: Blob }
  /** An in-memory PGlite, optionally started from a dump (tests). */
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("databaseUrl" in target) {
    const pool = createPostgresPool(
      target.databaseUrl,
      target.pool ?? DEFAULT_POOL_SETTINGS,
      target.onConnectionError ?? (() => {}),
    );
    const db = drizzlePg({ client: pool });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusively: (work) => withStartUpLock(target.databaseUrl, work),
      jobStore: { executeSql: (text, values) => pool.query(text, values) },
      poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const { client, close } =
    "dataDir" in target
      ? await openPgliteDirectory(target.dataDir, target.loadDataDir)
      : await openInMemory(target.loadDataDir);
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite({ client });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    jobStore: fromPglite(client),
    dump: () => client.dumpDataDir("none"),
    close,
  };
}

async function openInMemory(loadDataDir: Blob | File | undefined) {
  const client = await PGlite.create(loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS);
  return { client, close: () => client.close() };
}

/** Any constant both servers agree on: "xpart" in ASCII. */
const START_UP_LOCK = 0x7870617274;

/**
 * Holds a session advisory lock on a connection of its own (outside the pool, without its statement timeout,
 * since waiting for another server's start-up may take a while) while `work` runs on the pool. Two servers
 * started together on a new database would otherwise both create the tables, and one would die of it.
 */
async function withStartUpLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => {}); // a lost connection releases the lock; `work` reports its own failures
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [START_UP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
