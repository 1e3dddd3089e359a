import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";

import { createPostgresPool, DEFAULT_POOL_SETTINGS, type PoolSettings } from "./postgres-pool.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;

export interface PoolCounts {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}
/** The one database type the services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (the soak watches them for leaks). */
  poolCounts?(): PoolCounts;
  /** PGlite only: the whole data directory as a tarball, to start copies from (tests). */
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
  | { dataDir: string }
  /** An in-memory PGlite, optionally started from a dump (tests). */
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("databaseUrl" in target) {
    const pool = createPostgresPool(
      target.databaseUrl,
      target.pool ?? DEFAULT_POOL_SETTINGS,
      target.onConnectionError ?? (() => {}),
    );
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ("dataDir" in target) {
    await mkdir(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : undefined);
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}
