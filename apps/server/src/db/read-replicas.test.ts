import { afterEach, describe, expect, it, vi } from "vitest";

import type { Database } from "./client.js";
import { DEFAULT_POOL_SETTINGS } from "./postgres-pool.js";
import {
  createReadRouter,
  forgetOldSamples,
  openReadReplicas,
  parseLsn,
  primaryOnly,
  replicaFailure,
  replicaLag,
  withoutPassword,
  type LsnSample,
  type ReadRouter,
  type ReplicaLink,
} from "./read-replicas.js";

/** Stand-ins for the databases: the router only hands them to `work`, which tells them apart. */
const primary = { name: "primary" } as unknown as Database;
const nameOf = async (db: Database) => (db as unknown as { name: string }).name;
const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

/** A replica whose replay position the test sets (null: it does not answer). */
function replica(name: string, replayed: { lsn: bigint | null; recovering?: boolean } | null) {
  const state = { replayed, closed: false };
  const link: ReplicaLink = {
    url: `postgres://reader@${name}/shop`,
    db: { name } as unknown as Database,
    async replayed() {
      if (!state.replayed) throw withCode("ECONNREFUSED", "connect ECONNREFUSED");
      return { recovering: state.replayed.recovering ?? true, lsn: state.replayed.lsn };
    },
    async close() {
      state.closed = true;
    },
  };
  return { link, state };
}

let router: ReadRouter | undefined;
afterEach(async () => {
  await router?.close();
  router = undefined;
});

function route(replicas: ReplicaLink[], primaryLsn: () => bigint, onChange = vi.fn()) {
  router = createReadRouter({
    primary,
    replicas,
    maxLagMs: 200,
    checkEveryMs: 10,
    primaryLsn: async () => primaryLsn(),
    onChange,
  });
  return router;
}

describe("the replicas' lag", () => {
  it("reads PostgreSQL's WAL positions as numbers", () => {
    expect(parseLsn("0/3000000")).toBe(0x3000000n);
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn("1/0") > parseLsn("0/FFFFFFFF")).toBe(true);
  });

  it("keeps the newest sample at least the lag limit old and every later one", () => {
    const samples: LsnSample[] = [0, 100, 200, 300, 400].map((at) => ({ at, lsn: BigInt(at) }));
    forgetOldSamples(samples, 250);
    expect(samples.map((s) => s.at)).toEqual([200, 300, 400]);
    forgetOldSamples(samples, 1000);
    expect(samples.map((s) => s.at)).toEqual([400]);
  });

  it("calls a replica of an idle primary up to date however long ago the last write was", () => {
    expect(replicaLag([{ at: 0, lsn: 50n }], 50n, 3_600_000)).toEqual({ healthy: true, lagMs: 0 });
  });

  it("calls a replica lagging once it misses what the primary wrote at least the limit ago", () => {
    const samples = [
      { at: 1000, lsn: 10n },
      { at: 2500, lsn: 20n },
      { at: 2750, lsn: 30n },
    ];
    // Behind only on what was written 250 ms ago: within the limit.
    expect(replicaLag(samples, 20n, 3000)).toEqual({ healthy: true, lagMs: 250 });
    // Behind on the oldest sample kept, written 2 s ago.
    expect(replicaLag(samples, 5n, 3000)).toEqual({ healthy: false, lagMs: 2000 });
    // Nothing known of the primary yet: not trusted.
    expect(replicaLag([], 5n, 3000).healthy).toBe(false);
  });
});

describe("replicaFailure", () => {
  it("blames the replica for a connection that fails, ends or never comes, and for a conflict with its replay", () => {
    for (const error of [
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      withCode("08006"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") }),
    ])
      expect(replicaFailure(error), error.message).toBe("connection");
    expect(replicaFailure(withCode("40001", "canceling statement due to conflict with recovery"))).toBe(
      "recovery-conflict",
    );
  });

  it("leaves the query's own errors to the query, a statement timeout among them", () => {
    for (const error of [
      withCode("42703", 'column "nope" does not exist'),
      withCode("22P02"),
      withCode("57014", "canceling statement due to statement timeout"),
      new TypeError("a bug"),
    ])
      expect(replicaFailure(error), error.message).toBeNull();
  });
});

describe("the read router", () => {
  it("takes the primary for everything when there are no replicas (PGlite, or no DATABASE_READ_URL)", async () => {
    const only = primaryOnly(primary);
    expect(await only.read(nameOf)).toBe("primary");
    expect(only.status()).toEqual([]);
  });

  it("reads from the replicas in turn once they are checked, and shows them without their passwords", async () => {
    const a = replica("a", { lsn: 100n });
    const b = replica("b", { lsn: 100n });
    const reads = route([a.link, b.link], () => 100n);
    // Nothing checked yet is not trusted: the primary.
    expect(reads.status().map((s) => s.healthy)).toEqual([false, false]);
    await vi.waitFor(() => expect(reads.status().every((s) => s.healthy)).toBe(true));
    const names = await Promise.all(Array.from({ length: 4 }, () => reads.read(nameOf)));
    expect(names.sort()).toEqual(["a", "a", "b", "b"]);
    expect(reads.status()).toEqual([
      { url: "postgres://reader@a/shop", healthy: true, lagMs: 0 },
      { url: "postgres://reader@b/shop", healthy: true, lagMs: 0 },
    ]);
    expect(withoutPassword("postgres://reader:s3cret@10.0.0.2:5432/shop")).toBe(
      "postgres://reader@10.0.0.2:5432/shop",
    );
  });

  it("skips a replica that falls behind by more than the limit, and takes it back once it catches up", async () => {
    const onChange = vi.fn();
    const a = replica("a", { lsn: 100n });
    let written = 100n;
    const reads = route([a.link], () => written, onChange);
    await vi.waitFor(() => expect(reads.status()[0]!.healthy).toBe(true));
    written = 200n; // the primary writes; the replica's replay stands still
    expect(await reads.read(nameOf)).toBe("a"); // within the limit: still the replica
    await vi.waitFor(() => expect(reads.status()[0]).toMatchObject({ healthy: false }));
    expect(reads.status()[0]!.lagMs).toBeGreaterThanOrEqual(200);
    expect(await reads.read(nameOf)).toBe("primary");
    a.state.replayed = { lsn: 200n };
    await vi.waitFor(() => expect(reads.status()[0]).toMatchObject({ healthy: true, lagMs: 0 }));
    expect(await reads.read(nameOf)).toBe("a");
    expect(onChange.mock.calls.map(([status]) => (status as { healthy: boolean }).healthy)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it("skips a replica that does not answer, or is no replica (promoted), until a check finds it well", async () => {
    const a = replica("a", null);
    const b = replica("b", { lsn: 100n, recovering: false });
    const reads = route([a.link, b.link], () => 100n);
    await new Promise((r) => setTimeout(r, 50));
    expect(reads.status().map((s) => s.healthy)).toEqual([false, false]);
    expect(await reads.read(nameOf)).toBe("primary");
    a.state.replayed = { lsn: 100n };
    await vi.waitFor(() => expect(reads.status()[0]!.healthy).toBe(true));
  });

  it("re-runs a read whose replica connection fails on the primary, and skips that replica from then on", async () => {
    const a = replica("a", { lsn: 100n });
    const reads = route([a.link], () => 100n);
    await vi.waitFor(() => expect(reads.status()[0]!.healthy).toBe(true));
    a.state.replayed = null; // it went away: the checks will see it too, but this read sees it first
    const work = vi.fn(async (db: Database) => {
      if (db !== primary) throw new Error("Failed query: select …", { cause: withCode("ECONNREFUSED") });
      return "primary";
    });
    expect(await reads.read(work)).toBe("primary");
    expect(work).toHaveBeenCalledTimes(2);
    expect(reads.status()[0]!.healthy).toBe(false);
  });

  it("re-runs a read its replica cancelled for replay on the primary, keeping the replica", async () => {
    const a = replica("a", { lsn: 100n });
    const reads = route([a.link], () => 100n);
    await vi.waitFor(() => expect(reads.status()[0]!.healthy).toBe(true));
    const conflict = withCode("40001", "canceling statement due to conflict with recovery");
    const work = async (db: Database) => (db === primary ? "primary" : Promise.reject(conflict));
    expect(await reads.read(work)).toBe("primary");
    expect(reads.status()[0]!.healthy).toBe(true);
  });

  it("passes the query's own error on as it is, without asking the primary", async () => {
    const a = replica("a", { lsn: 100n });
    const reads = route([a.link], () => 100n);
    await vi.waitFor(() => expect(reads.status()[0]!.healthy).toBe(true));
    const wrong = withCode("42703", 'column "nope" does not exist');
    const work = vi.fn(async () => Promise.reject(wrong));
    await expect(reads.read(work)).rejects.toBe(wrong);
    expect(work).toHaveBeenCalledTimes(1);
    expect(reads.status()[0]!.healthy).toBe(true);
  });

  it("stops its checks and closes the replicas' pools on close", async () => {
    const a = replica("a", { lsn: 100n });
    const primaryLsn = vi.fn(() => 100n);
    const reads = route([a.link], primaryLsn);
    await vi.waitFor(() => expect(reads.status()[0]!.healthy).toBe(true));
    await reads.close();
    router = undefined;
    expect(a.state.closed).toBe(true);
    const checks = primaryLsn.mock.calls.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(primaryLsn.mock.calls.length).toBe(checks);
  });

  it("falls back to the primary, without a crash, when a real replica URL has nobody listening", async () => {
    const reads = openReadReplicas({
      primary,
      urls: ["postgres://reader:s3cret@127.0.0.1:1/shop"],
      pool: { ...DEFAULT_POOL_SETTINGS, connectTimeoutMs: 1000 },
      maxLagMs: 500,
    });
    router = reads;
    expect(await reads.read(nameOf)).toBe("primary");
    expect(reads.status()).toEqual([
      { url: "postgres://reader@127.0.0.1:1/shop", healthy: false, lagMs: null },
    ]);
  });
});
