import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";

import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** A PGlite data directory the shop must not start on: the message says what is wrong and what to do. */
export class DataDirectoryError extends Error {}

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Directories this process holds: a second open from the same process is refused as well. */
const held = new Set<string>();

/**
 * Makes `dir` this process's alone until the answer is called: PGlite is one process's database, and a second
 * process on the same files (a second `npm start`, `npm run admin` beside a running shop) would write over the
 * first one's pages and neither would see the other's writes (issue 22). The lock is a file beside the
 * directory holding the owner's process id, created exclusively. A lock whose process is gone (kill -9, a
 * power cut) is taken over at once, so a restart after a crash never waits; a pid-and-mtime library such as
 * proper-lockfile would make it wait out a staleness period instead (decision 0024).
 */
export function lockDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  if (held.has(file)) throw inUse(dir, process.pid);
  for (let tries = 0; tries < 2; tries++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new DataDirectoryError(`The lock ${file} cannot be written: ${(err as Error).message}`, {
          cause: err,
        });
      }
      const owner = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && running(owner)) {
        throw inUse(dir, owner);
      }
      rmSync(file, { force: true });
    }
  }
  throw inUse(dir, NaN);
}

const inUse = (dir: string, pid: number) =>
  new DataDirectoryInUseError(
    `The database directory ${dir} is in use by ${Number.isNaN(pid) ? "another process" : `process ${pid}`}: ` +
      "PGlite is one process's database. Stop that process first, or use PostgreSQL (DATABASE_URL) to run " +
      "several processes on one database.",
    pid,
  );

export class DataDirectoryInUseError extends DataDirectoryError {
  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
  }
}

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

/** An open PGlite directory: `close` closes the database, then lets the directory go. */
export interface OpenDirectory {
  client: PGlite;
  close(): Promise<void>;
}

/**
 * Opens PGlite in `dir`, an empty or missing directory getting a new database (from `loadDataDir` when
 * given), for this process alone (`lockDirectory`). A directory with files but without PostgreSQL's own is
 * refused: PGlite would run initdb over what is left and the shop would start empty on top of the lost data,
 * saying nothing (issue 14).
 */
export async function openPgliteDirectory(dir: string, loadDataDir?: Blob): Promise<OpenDirectory> {
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
  const release = lockDirectory(dir);
  try {
    const client = await PGlite.create(
      dir,
      loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS,
    );
    return {
      client,
      close: () => client.close().finally(release),
    };
  } catch (err) {
    release();
    throw new DataDirectoryError(
      `PGlite could not open the database in ${dir} (${(err as Error).message}): files are missing, damaged ` +
        `or unwritable. ${remedy}`,
      { cause: err },
    );
  }
}
