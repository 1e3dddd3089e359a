import path from "node:path";

import type { Config } from "../config.js";

import { openDatabase, type DatabaseHandle } from "./client.js";

/** Where PGlite keeps the shop's database: DATA_DIR/pglite. */
export const pgliteDirectory = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "pglite");

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite (DATA_DIR also keeps other state). */
export function openConfiguredDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir" | "databasePool">,
  onConnectionError?: (err: Error) => void,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({
        databaseUrl: config.databaseUrl,
        pool: config.databasePool,
        ...(onConnectionError ? { onConnectionError } : {}),
      })
    : openDatabase({ dataDir: pgliteDirectory(config) });
}
