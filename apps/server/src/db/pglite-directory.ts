import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import { hostname } from "node:os";

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

/** The lock's content: the owner's process id, and its host, since ids are only comparable on one machine. */
const OWNER = () => `${process.pid}@${hostname()}`;

/** The lock's owner, or null when the file went away meanwhile (its owner let go). */
function ownerOf(file: string): { pid: number; host: string } | null {
  try {
    const [pid = "", host = ""] = readFileSync(file, "utf8").trim().split("@");
    return { pid: Number(pid), host };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/**
 * Makes `dir` this process's alone until the answer is called: PGlite is one process's database, and a second
 * process on the same files (a second `npm start`, `npm run admin` beside a running shop) would write over the
 * first one's pages and neither would see the other's writes (issue 22). The lock is a file beside the
 * directory naming its owner (`pid@host`), put in place whole by a hard link, so nobody reads it half written.
 * A lock of this host whose process is gone (kill -9, a power cut) is taken over at once, so a restart after a
 * crash never waits; a pid-and-mtime library such as proper-lockfile would make it wait out a staleness period
 * instead (decision 0026). A lock of another host (another container on a shared volume) is never taken over.
 */
export function lockDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  if (held.has(file)) throw inUse(dir, process.pid);
  const mine = `${file}.${process.pid}.tmp`;
  writeFileSync(mine, OWNER(), { mode: 0o600 });
  try {
    for (let tries = 0; tries < 3; tries++) {
      try {
        linkSync(mine, file);
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
      }
      const owner = ownerOf(file);
      if (!owner) continue;
      if (owner.host !== hostname()) throw inUse(dir, NaN, `${file} names host ${owner.host}`);
      // The same id as ours is a lock of an earlier life of this process (a container restarted after kill -9).
      if (owner.pid !== process.pid && running(owner.pid)) throw inUse(dir, owner.pid);
      rmSync(file, { force: true });
    }
    throw inUse(dir, NaN);
  } finally {
    rmSync(mine, { force: true });
  }
}

const inUse = (dir: string, pid: number, detail?: string) =>
  new DataDirectoryInUseError(
    `The database directory ${dir} is in use by ${Number.isNaN(pid) ? "another process" : `process ${pid}`}` +
      `${detail ? ` (${detail}; delete the lock only if no process there uses the directory)` : ""}: ` +
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
  const unusable = (err: unknown) =>
    new DataDirectoryError(`The database directory ${dir} cannot be used: ${(err as Error).message}`, {
      cause: err,
    });
  await mkdir(dir, { recursive: true }).catch((err: unknown) => {
    throw unusable(err);
  });
  // Locked before anything is read: a second start must not judge files the first one is still writing.
  const release = lockDirectory(dir);
  try {
    const entries = await readdir(dir).catch((err: unknown) => {
      throw unusable(err);
    });
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
    const client = await PGlite.create(
      dir,
      loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS,
    ).catch((err: unknown) => {
      throw new DataDirectoryError(
        `PGlite could not open the database in ${dir} (${(err as Error).message}): files are missing, ` +
          `damaged or unwritable. ${remedy}`,
        { cause: err },
      );
    });
    return { client, close: () => client.close().finally(release) };
  } catch (err) {
    release();
    throw err;
  }
}
