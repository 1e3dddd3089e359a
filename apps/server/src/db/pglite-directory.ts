import { mkdir, readdir } from "node:fs/promises";

import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** A PGlite data directory the shop must not start on: the message says what is wrong and what to do. */
export class DataDirectoryError extends Error {}

/** What every PostgreSQL data directory holds once initialised; a directory without them is not whole. */
const REQUIRED = ["PG_VERSION", "base", "global", "pg_wal"];

/**
 * How the shop opens PGlite. pg_trgm backs the catalogue's search (migration catalog_search creates it).
 * Shared buffers of 16 MB instead of 128 MB: PGlite's WebAssembly heap never shrinks, and its files are in the
 * OS page cache anyway (decision 0020: about 100 MB less resident memory, measured).
 */
export const PGLITE_OPTIONS: PGliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
};

const remedy =
  "Restore a backup into an empty directory (npm run db:restore) or move this one away to start an empty shop.";

/**
 * Opens PGlite in `dir`, an empty or missing directory getting a new database (from `loadDataDir` when
 * given). A directory with files but without PostgreSQL's own is refused: PGlite would run initdb over what
 * is left and the shop would start empty on top of the lost data, saying nothing (issue 14).
 */
export async function openPgliteDirectory(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  let entries: string[];
  try {
    await mkdir(dir, { recursive: true });
    entries = await readdir(dir);
  } catch (err) {
    throw new DataDirectoryError(`The database directory ${dir} cannot be used: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const missing = REQUIRED.filter((name) => !entries.includes(name));
  if (entries.length > 0 && missing.length > 0) {
    throw new DataDirectoryError(
      `The database directory ${dir} holds files but not a whole database (${missing.join(", ")} missing): ` +
        `refusing to start on it. ${remedy}`,
    );
  }
  if (entries.length > 0 && loadDataDir) {
    throw new DataDirectoryError(
      `The database directory ${dir} is not empty: a backup is restored only into an empty one.`,
    );
  }
  try {
    return await PGlite.create(dir, loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS);
  } catch (err) {
    throw new DataDirectoryError(
      `PGlite could not open the database in ${dir} (${(err as Error).message}): files are missing, damaged ` +
        `or unwritable. ${remedy}`,
      { cause: err },
    );
  }
}
