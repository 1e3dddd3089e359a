import type { FastifyBaseLogger } from "fastify";
import { PgBoss, type Queue, type WorkHandlerFor, type WorkOptions } from "pg-boss";

import type { DatabaseHandle } from "../db/client.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's job engine (tests drive its queues through it). */
    jobs: JobEngine;
  }
}

/** Where pg-boss keeps its tables (its default; the shop's own tables stay in `public`). */
export const JOB_SCHEMA = "pgboss";

/**
 * pg-boss's own OpenTelemetry spans stay off: they would put a failed insert's message (Drizzle quotes the
 * job, a reset link among them) into the span, and trace every periodic job (decision 0025).
 */
export const JOB_TELEMETRY = { enabled: false } as const;

/**
 * A queue whose jobs say "run the periodic work now" (order expiry, the reminder scan, sweeps): a failed run
 * is not retried, since the next one comes anyway, and finished runs are kept an hour, not a week.
 */
export const recurringQueue = (name: string): Queue => ({ name, retryLimit: 0, deleteAfterSeconds: 3600 });

/**
 * The job engine of one app (decision 0024): pg-boss on the app's own database, PGlite or PostgreSQL alike.
 * Modules register their workers and periodic work while the app is built; they start when it is ready and
 * stop, letting a running job finish, when it closes. Several app servers on one database each run one
 * engine: pg-boss hands each job to one of them.
 */
export class JobEngine {
  readonly boss: PgBoss;
  readonly #log: Pick<FastifyBaseLogger, "error">;
  readonly #starts: (() => Promise<unknown>)[] = [];
  readonly #timers: NodeJS.Timeout[] = [];

  constructor(database: Pick<DatabaseHandle, "jobStore" | "kind">, log: Pick<FastifyBaseLogger, "error">) {
    this.#log = log;
    this.boss = new PgBoss({
      db: database.jobStore,
      backend: database.kind,
      schema: JOB_SCHEMA,
      openTelemetry: JOB_TELEMETRY,
    });
    // A database outage surfaces here (a failed poll or maintenance run); unheard, it would end the process.
    this.boss.on("error", (err) => log.error({ err }, "job engine error"));
  }

  /**
   * Installs or upgrades pg-boss's tables, creates the queues that are missing (a dead-letter queue before
   * the queue that names it) and starts the engine's upkeep. Run it under the start-up lock.
   */
  async start(queues: readonly Queue[]): Promise<void> {
    await this.boss.start();
    for (const { name, ...options } of queues) await this.boss.createQueue(name, options);
  }

  /** A worker for `name`, started once the app is ready. */
  work<T, const O extends WorkOptions = WorkOptions>(
    name: string,
    options: O,
    handler: WorkHandlerFor<O, T>,
  ) {
    this.#starts.push(() => this.boss.work<T, unknown, O>(name, options, handler));
  }

  /**
   * Runs `run` every `everyMs` once across all app servers. pg-boss's cron ticks by the minute and the
   * shop's periods go down to a second (a short ORDER_TTL), so each server's timer sends a throttled job:
   * one job per period however many servers send it, and whichever server's worker fetches it runs it.
   */
  every(name: string, everyMs: number, run: () => Promise<void>): void {
    const seconds = Math.max(1, Math.round(everyMs / 1000));
    const send = () =>
      this.boss
        .sendThrottled(name, null, null, seconds)
        .catch((err: unknown) => this.#log.error({ err, queue: name }, "could not send a periodic job"));
    this.work(name, { pollingIntervalSeconds: seconds }, () => this.#logged(name, run));
    this.#starts.push(async () => {
      await send();
      const timer = setInterval(send, seconds * 1000);
      timer.unref();
      this.#timers.push(timer);
    });
  }

  /** Runs `run` on a cron schedule (minutes at the finest), once across all app servers. */
  schedule(name: string, cron: string, run: () => Promise<void>): void {
    this.#starts.push(() => this.boss.schedule(name, cron));
    this.work(name, {}, () => this.#logged(name, run));
  }

  /**
   * Starts every registered worker and timer (Fastify onReady). One that cannot start (the database went
   * away since start-up) is logged and the app still serves: its health check says the database is down.
   */
  async run(): Promise<void> {
    for (const start of this.#starts) {
      await start().catch((err: unknown) => this.#log.error({ err }, "could not start background work"));
    }
  }

  /** Stops the timers and the workers, waiting for the jobs in hand, then pg-boss's own upkeep. */
  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    await this.boss.stop({ graceful: true, timeout: 30_000 });
  }

  async #logged(name: string, run: () => Promise<void>) {
    try {
      await run();
    } catch (err) {
      this.#log.error({ err, queue: name }, "periodic job failed");
      throw err;
    }
  }
}
