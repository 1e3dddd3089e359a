import pg from "pg";

/** How the app talks to PostgreSQL; every bound is configurable (config.ts, README). */
export interface PoolSettings {
  /** Connections this process holds at most. */
  max: number;
  /** How long a request waits for a connection (a new one, or a free one from a full pool). */
  connectTimeoutMs: number;
  /** PostgreSQL cancels a statement that runs longer than this. */
  statementTimeoutMs: number;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  max: 10,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 30_000,
};

/**
 * The catalogue search's typo tolerance (decision 0020): pg_trgm's `<%` matches a word at this similarity
 * or more. Its default, 0.6, misses one dropped letter in a short word ('wrnch' is 0.44 from 'Wrench').
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * No JIT compilation: the shop's queries are short, but a few have large cost estimates (a facet count over
 * jsonb_each, an aggregate over every order) and PostgreSQL's default would spend 100–150 ms compiling each of
 * them for a query that runs in a few milliseconds (issue 25's facets for a vehicle: 156 ms with JIT, 17 without).
 * No synchronized scans: a search ranks the first matches a scan meets (search-ranking.ts), and a scan of a big
 * table that joins one already running starts where that one is, so the same search would rank another set and
 * its pages would repeat or skip rows; each scan starts at the table's start instead.
 */
const SESSION_OPTIONS = [
  `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
  "-c jit=off",
  "-c synchronize_seqscans=off",
].join(" ");

/**
 * A node-postgres pool that outlives the database going away. A connection ended by PostgreSQL (a restart, a
 * failover, "terminating connection due to administrator command") emits `error` on its client; an `error`
 * event nobody listens to kills Node. Every client gets a listener for its whole life, idle or checked out (a
 * transaction waiting between statements), and the pool one for its repeat of an idle client's error. A broken client is
 * dropped by the pool when released, and the next request opens a new connection, so the pool recovers by
 * itself once PostgreSQL is back; meanwhile requests fail within `connectTimeoutMs` and say so (503).
 */
export function createPostgresPool(
  connectionString: string,
  settings: PoolSettings,
  onError: (err: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    options: SESSION_OPTIONS,
    // A peer that vanished without closing the connection (a failed host) is noticed by TCP keep-alive.
    keepAlive: true,
  });
  pool.on("connect", (client) => client.on("error", onError));
  // The pool repeats an idle client's error, which that client's own listener has reported already.
  pool.on("error", () => {});
  return pool;
}
