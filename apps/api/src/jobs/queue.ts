import type { FastifyBaseLogger } from "fastify";
import type { Database, Db, Executor } from "@portal/db/database";
import * as repo from "./repo";
import { createSchedule } from "./schedule";

/** The job a handler runs: its id is stable across attempts (a mail's Message-ID comes from it). */
export interface Job {
  id: string;
  attempts: number;
  createdAt: Date;
}

export interface JobSettings {
  /** How often each process looks for due jobs besides being woken by a commit (ms). */
  pollMs: number;
  /** After this many failed attempts a job is kept as failed and logged as an error. */
  maxAttempts: number;
  /** The wait after the first failure, doubled after each next one up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed job is a worker's; longer than any job runs (a mail's SMTP timeouts). */
  leaseSeconds: number;
  /** The clock periodic jobs are scheduled by (ms since the epoch); tests move it. */
  now?: () => number;
}

/** What a periodic job is given: its period, `floor(time / periodMs)`. */
export interface Period {
  slot: number;
}

type Handler = (payload: unknown, job: Job) => Promise<void>;

/** A failure's back-off: `retryBaseMs` doubled per failed attempt so far, at most `retryMaxMs`. */
export function retryDelayMs(settings: JobSettings, attempts: number) {
  return Math.min(settings.retryBaseMs * 2 ** Math.min(attempts - 1, 30), settings.retryMaxMs);
}

/** Runs one claimed job: deleted when done, else its failure recorded to be tried again or kept. */
async function run(
  db: Db,
  job: repo.JobRow,
  handler: Handler | undefined,
  { settings, log }: { settings: JobSettings; log: FastifyBaseLogger },
) {
  try {
    if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
    await handler(job.payload, job);
  } catch (err) {
    const attempts = job.attempts + 1;
    const retryInMs = attempts >= settings.maxAttempts ? null : retryDelayMs(settings, attempts);
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    await repo.recordFailure(db, job.id, { attempts, lastError, retryInMs });
    const about = { err, jobId: job.id, kind: job.kind, attempts };
    if (retryInMs === null) log.error(about, "background job failed for the last time; kept");
    else log.warn({ ...about, retryInMs }, "background job failed; it will be tried again");
    return;
  }
  await repo.deleteJob(db, job.id);
}

/**
 * Background work that cannot be lost (docs/decisions/024-durable-jobs.md): a job is a row queued
 * in the transaction of the change that causes it; a worker in each process claims due jobs
 * (each goes to one worker), runs them, deletes them when done and retries a failure with
 * back-off. One code path on PostgreSQL and on the embedded database. Periodic jobs
 * (docs/decisions/054-module-plugins-and-scheduler.md) are queued by whichever worker looks first
 * in each period, once across every process, and then run as any job.
 */
export function createJobQueue(
  database: Pick<Database, "db" | "listen">,
  settings: JobSettings,
  log: FastifyBaseLogger,
) {
  const { db } = database;
  const handlers = new Map<string, Handler>();
  const schedule = createSchedule(db, settings.now ?? Date.now);
  let stopped = true;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  /** Runs due jobs one at a time until none is left (or the queue stops). */
  async function drain() {
    try {
      await schedule.queueDue();
      while (!stopped) {
        const [job] = await repo.claimDue(db, 1, settings.leaseSeconds);
        if (!job) return;
        await run(db, job, handlers.get(job.kind), { settings, log });
      }
    } catch (err) {
      log.warn({ err }, "running background jobs failed; trying again at the next poll");
    }
  }

  /** Looks for due jobs now; a wake during a pass makes it look once more afterwards. */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = drain().finally(() => {
      running = undefined;
      if (again) wake();
    });
  }

  /**
   * A kind of job and what runs it; returns how to queue one. The payload is stored as JSON, so
   * it carries plain data, read again when the job runs.
   */
  function define<T>(kind: string, handler: (payload: T, job: Job) => Promise<void>) {
    if (handlers.has(kind)) throw new Error(`jobs of kind "${kind}" are defined twice`);
    handlers.set(kind, handler as Handler);
    /** Queues one through `executor`: in a transaction, it exists only if that commits. */
    return (executor: Executor, payload: T) => repo.insertJob(executor, kind, payload);
  }

  return {
    define,

    /**
     * Work done once every `periodMs` across every process, each period's run a job (retried as
     * any job). A run due when the worker starts runs then. A count it returns above 0 is logged.
     */
    every(
      kind: string,
      periodMs: number,
      run: (period: Period, job: Job) => Promise<number | void>,
    ) {
      schedule.add(kind, periodMs);
      define<Period>(kind, async (period, job) => {
        const handled = await run(period, job);
        if (handled) log.info({ kind, handled }, "periodic job handled some");
      });
    },

    /** Starts this process's worker: woken by each commit that queues a job, and polling. */
    async start() {
      if (!stopped) return;
      stopped = false;
      unlisten = await database.listen(repo.wakeChannel, wake).catch((err: unknown) => {
        log.warn({ err }, "cannot listen for new background jobs; polling only");
        return undefined;
      });
      timer = setInterval(wake, settings.pollMs).unref();
      wake();
    },

    /** No new claims; waits for the job running now. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      unlisten = undefined;
      await running;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
