import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";

import type { Database } from "./client.js";
import { createPostgresPool, type PoolSettings } from "./postgres-pool.js";
import { sqlState } from "./sql-state.js";
import { isDatabaseUnavailable } from "./unavailable.js";

/** Where reads that may be a little behind go (issue 42, decision 0044): a replica, or else the primary. */
export interface ReadRouter {
  /**
   * Runs a read-only query function on a healthy replica, or on the primary when none is healthy; a replica's
   * connection failure re-runs `work` on the primary (never a 5xx because of a replica).
   */
  read<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** For tests/health: each replica's state. */
  status(): ReplicaStatus[];
  close(): Promise<void>;
}

export interface ReplicaStatus {
  /** Its DATABASE_READ_URL entry without the password. */
  url: string;
  healthy: boolean;
  /** How long ago the primary wrote what it has not replayed yet (0: nothing); null when it does not answer. */
  lagMs: number | null;
}

/** PGlite, or PostgreSQL without DATABASE_READ_URL: every read on the one database. */
export function primaryOnly(db: Database): ReadRouter {
  return { read: (work) => work(db), status: () => [], close: async () => {} };
}

/** How often the primary's WAL position and each replica's replay are read: two cheap queries. */
const CHECK_EVERY_MS = 250;

export interface ReadReplicaOptions {
  /** The fallback, and where the replicas' lag is measured from. */
  primary: Database;
  /** postgres:// URLs of streaming replicas of `primary`. */
  urls: string[];
  /** Each replica's pool gets the primary's settings. */
  pool: PoolSettings;
  /** A replica further behind than this is skipped until it catches up. */
  maxLagMs: number;
  /** Hears of a replica taken out of use or back into it (the app logs it). */
  onChange?: (status: ReplicaStatus, cause?: unknown) => void;
}

/** One node-postgres pool per replica, with drizzle over each, and their health checks. */
export function openReadReplicas(options: ReadReplicaOptions): ReadRouter {
  const replicas = options.urls.map((url) => {
    const pool = createPostgresPool(url, options.pool, () => {});
    return {
      url: withoutPassword(url),
      db: drizzle({ client: pool }),
      async replayed() {
        const { rows } = await pool.query<{ recovering: boolean; lsn: string | null }>(
          "select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as lsn",
        );
        return {
          recovering: rows[0]!.recovering,
          lsn: rows[0]!.lsn === null ? null : parseLsn(rows[0]!.lsn),
        };
      },
      close: () => pool.end(),
    };
  });
  return createReadRouter({
    ...options,
    replicas,
    async primaryLsn() {
      const result = await options.primary.execute<{ lsn: string }>(
        sql`select pg_current_wal_lsn()::text as lsn`,
      );
      return parseLsn((result as unknown as { rows: { lsn: string }[] }).rows[0]!.lsn);
    },
  });
}

/** A replica as the router sees it: somewhere to run reads, and how far it has replayed the primary's WAL. */
export interface ReplicaLink {
  url: string;
  db: Database;
  replayed(): Promise<{ recovering: boolean; lsn: bigint | null }>;
  close(): Promise<void>;
}

interface RouterParts extends Pick<ReadReplicaOptions, "primary" | "maxLagMs" | "onChange"> {
  replicas: ReplicaLink[];
  /** The position up to which the primary has written its WAL now. */
  primaryLsn(): Promise<bigint>;
  checkEveryMs?: number;
}

/** The router itself, over replicas given as links (openReadReplicas' pools, or stand-ins in its tests). */
export function createReadRouter(parts: RouterParts): ReadRouter {
  const { primary, maxLagMs, onChange = () => {} } = parts;
  // Not trusted before its first check; that first check is reported whatever it finds.
  const replicas = parts.replicas.map((link) => ({
    link,
    healthy: false,
    lagMs: null as number | null,
    checked: false,
  }));
  const statusOf = (r: (typeof replicas)[number]) => ({
    url: r.link.url,
    healthy: r.healthy,
    lagMs: r.lagMs,
  });
  const judge = (r: (typeof replicas)[number], healthy: boolean, lagMs: number | null, cause?: unknown) => {
    const changed = r.healthy !== healthy || !r.checked;
    r.healthy = healthy;
    r.lagMs = lagMs;
    r.checked = true;
    if (changed) onChange(statusOf(r), cause);
  };

  const samples: LsnSample[] = [];
  async function check() {
    try {
      samples.push({ at: Date.now(), lsn: await parts.primaryLsn() });
      forgetOldSamples(samples, Date.now() - maxLagMs);
    } catch {
      // The primary is away: the replicas are judged by what it had written before.
    }
    await Promise.all(
      replicas.map(async (r) => {
        try {
          const { recovering, lsn } = await withDeadline(r.link.replayed(), maxLagMs);
          if (!recovering || lsn === null)
            return judge(r, false, null, new Error("not a replica in recovery"));
          const lag = replicaLag(samples, lsn, Date.now());
          judge(r, lag.healthy, lag.lagMs);
        } catch (err) {
          judge(r, false, null, err);
        }
      }),
    );
  }

  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();
  let closed = false;
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      checking = check().finally(schedule);
    }, parts.checkEveryMs ?? CHECK_EVERY_MS);
    // The checks never keep the process alive on their own.
    timer.unref();
  };
  checking = check().finally(schedule);

  let turn = 0;
  return {
    async read(work) {
      const healthy = replicas.filter((r) => r.healthy);
      const replica = healthy[turn++ % Math.max(healthy.length, 1)];
      if (!replica) return work(primary);
      try {
        return await work(replica.link.db);
      } catch (err) {
        const failure = replicaFailure(err);
        if (!failure) throw err;
        if (failure === "connection") judge(replica, false, null, err);
        return work(primary);
      }
    },
    status: () => replicas.map(statusOf),
    async close() {
      closed = true;
      clearTimeout(timer);
      await checking;
      await Promise.all(replicas.map((r) => r.link.close()));
    },
  };
}

/** When the primary had written its WAL up to `lsn`. */
export interface LsnSample {
  at: number;
  lsn: bigint;
}

/**
 * Keeps the newest sample taken at or before `cutoff` (what the primary had written at least the lag limit ago)
 * and every later one; the older ones are never needed again.
 */
export function forgetOldSamples(samples: LsnSample[], cutoff: number): void {
  while (samples.length > 1 && samples[1]!.at <= cutoff) samples.shift();
}

/**
 * A replica is healthy when it has replayed the oldest sample kept, which is what the primary had written at
 * least the lag limit ago (or, for the first moments of the process, what it had written when watching began:
 * a replica found behind that is not trusted yet). Comparing `pg_last_xact_replay_timestamp()` with the clock
 * instead would call an up-to-date replica of an idle primary lagging. Its lag is the age of the oldest sample
 * it has not replayed: the primary wrote something since then that the replica has not got.
 */
export function replicaLag(samples: LsnSample[], replayed: bigint, now: number) {
  const behind = samples.find((s) => s.lsn > replayed);
  return {
    healthy: samples.length > 0 && replayed >= samples[0]!.lsn,
    lagMs: behind ? now - behind.at : 0,
  };
}

/** A WAL position as PostgreSQL writes it ("16/B374D848": the high and low 32 bits in hex) as one number. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Why a read failed on a replica, when the replica is to blame: it cannot be reached or is going away
 * (`connection`: it is skipped until a check finds it well), or its replay cancelled the query (a conflict
 * with recovery, which the primary does not have). Anything else is the query's own error, and the primary
 * would give the same. A statement timeout stays the query's: the primary would be as slow.
 */
export function replicaFailure(error: unknown): "connection" | "recovery-conflict" | null {
  const state = sqlState(error);
  if (state && RECOVERY_CONFLICTS.has(state)) return "recovery-conflict";
  return isDatabaseUnavailable(error) && state !== "57014" ? "connection" : null;
}

/** A standby cancels a query that would hold back replay: 40001 mostly, 40P01 a buffer-pin deadlock, 57P04 a dropped database. */
const RECOVERY_CONFLICTS = new Set(["40001", "40P01", "57P04"]);

export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  return parsed.toString();
}

/** A replica whose host vanished would hold a check for a TCP timeout: past the lag limit it counts as down. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
