import { sql } from "drizzle-orm";

import type { Database } from "../db/client.js";

import { JOB_SCHEMA } from "./job-engine.js";

/** pg-boss's job states (its `job_state` type). */
export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

/**
 * Jobs per queue and state, read now from pg-boss's table: `getQueues()` answers from a cache its monitor
 * refreshes once a minute, too stale for a gauge read on every scrape.
 */
export async function jobCounts(
  db: Database,
  queues: readonly string[],
): Promise<{ queue: string; state: JobState; jobs: number }[]> {
  const result = await db.execute<{ queue: string; state: JobState; jobs: number }>(sql`
    select name as queue, state::text as state, count(*)::int as jobs
    from ${sql.identifier(JOB_SCHEMA)}.job
    where name in ${queues}
    group by name, state`);
  return (result as unknown as { rows: { queue: string; state: JobState; jobs: number }[] }).rows;
}
