import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../test/test-app.js";
import type { Database, DatabaseHandle } from "../db/client.js";
import { MAIL_QUEUES } from "../modules/mail/index.js";

import { JOB_SCHEMA } from "./job-engine.js";
import { sendJob } from "./send-job.js";

const MAIL_QUEUE = MAIL_QUEUES[0]!.name;
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** The database, counting the statements sent through it. */
function counting(db: Database) {
  const seen = { statements: 0 };
  const execute = (query: SQL) => {
    seen.statements += 1;
    return db.execute(query);
  };
  return {
    db: new Proxy(db, { get: (target, key) => (key === "execute" ? execute : Reflect.get(target, key)) }),
    seen,
  };
}

const jobsNamed = async (key: string) => {
  const result = await handle.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job where data->>'key' = ${key}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe("sendJob (issue 26: one statement per job on the order's path)", () => {
  it("looks a queue up once per process: every later send is the job's insert alone", async () => {
    await sendJob(handle.db, MAIL_QUEUE, { key: "first" });
    const { db, seen } = counting(handle.db);
    await sendJob(db, MAIL_QUEUE, { key: "second" });
    await sendJob(db, MAIL_QUEUE, { key: "third" });
    expect(seen.statements).toBe(2);
    expect(await jobsNamed("third")).toBe(1);
  });

  it("sends over the caller's transaction: a rolled-back transaction leaves no job", async () => {
    await handle.db
      .transaction(async (tx) => {
        expect(await sendJob(tx, MAIL_QUEUE, { key: "rolled back" })).toEqual(expect.any(String));
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await jobsNamed("rolled back")).toBe(0);
  });

  it("refuses a queue that does not exist, then still sends to the ones that do", async () => {
    await expect(sendJob(handle.db, "no-such-queue", { key: "lost" })).rejects.toThrow(/does not exist/);
    await sendJob(handle.db, MAIL_QUEUE, { key: "after" });
    expect(await jobsNamed("after")).toBe(1);
  });
});
