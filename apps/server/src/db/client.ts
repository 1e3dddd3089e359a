import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";

import {
  createPostgresPool,
  DEFAULT_POOL_SETTINGS,
  WORD_SIMILARITY_THRESHOLD,
  type PoolSettings,
} from "./postgres-pool.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
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
      close: () => pool.end(),
    };
  }
  // pg_trgm backs the catalogue's search (migration catalog_search creates it). Shared buffers of 16 MB
  // instead of 128 MB: PGlite's WebAssembly heap never shrinks, and its files are in the OS page cache anyway
  // (decision 0020: about 100 MB less resident memory, measured).
  const options: PGliteOptions = {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  };
  let client: PGlite;
  if ("dataDir" in target) {
    await mkdir(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir, options);
  } else {
    client = await PGlite.create(
      target.loadDataDir ? { ...options, loadDataDir: target.loadDataDir } : options,
    );
  }
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}
