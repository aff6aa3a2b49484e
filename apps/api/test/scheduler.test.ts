import type { FastifyBaseLogger } from "fastify";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "@portal/db/database";
import { jobSchedule, jobs } from "@portal/db/schema/jobs";
import { buildApp } from "../src/app";
import { createJobQueue, type Job, type JobQueue, type Period } from "../src/jobs/queue";
import { createTestDatabase, testConfig } from "./test-app";

const periodMs = 60_000;
const quickRetries = {
  JOB_POLL_MS: "20",
  JOB_RETRY_BASE_MS: "20",
  JOB_RETRY_MAX_MS: "100",
  JOB_MAX_ATTEMPTS: "1000",
};
const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

/** A count that tests wait on: `reach(n)` resolves once it is n or more (no clock involved). */
function counter() {
  let count = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  return {
    get count() {
      return count;
    },
    add() {
      count += 1;
      for (const w of waiting.filter((w) => count >= w.n)) w.resolve();
    },
    reach(n: number) {
      return count >= n
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ n, resolve }));
    },
  };
}

/**
 * The test's clock, one reader per worker: each worker reads it once per pass over its periodic
 * kinds (at the start of each poll), so its reads count the worker's polls.
 */
function testClock(workers: number) {
  let now = 1_000 * periodMs + 1;
  const polls = Array.from({ length: workers }, () => counter());
  return {
    set: (at: number) => void (now = at),
    slot: () => Math.floor(now / periodMs),
    readerFor: (i: number) => () => {
      polls[i]!.add();
      return now;
    },
    /** Resolves once every worker has begun two more polls: the first of them is then finished. */
    async pollsPassed() {
      await Promise.all(polls.map((p) => p.reach(p.count + 2)));
    },
  };
}

interface Workers {
  db: Db;
  /** Each worker's queue, the periodic kind defined on every one before it starts. */
  queues: JobQueue[];
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Two real workers on one database: two whole apps on PostgreSQL; on the embedded database (one
 * process per data directory) two queues, each with its own poll timer and wake-up, over one handle.
 */
async function twoWorkers(clock: ReturnType<typeof testClock>): Promise<Workers> {
  const test = await createTestDatabase();
  if (test.url) {
    const apps = await Promise.all(
      [0, 1].map((i) => {
        const config = testConfig(test, quickRetries);
        return buildApp({ ...config, jobs: { ...config.jobs, now: clock.readerFor(i) } });
      }),
    );
    return {
      db: apps[0]!.database.db,
      queues: apps.map((app) => app.jobs),
      start: async () => void (await Promise.all(apps.map((app) => app.ready()))),
      close: async () => {
        await Promise.all(apps.map((app) => app.close()));
        await test.drop();
      },
    };
  }
  const database = openDatabase(test.options);
  await database.migrate();
  const settings = {
    pollMs: 20,
    maxAttempts: 1000,
    retryBaseMs: 20,
    retryMaxMs: 100,
    leaseSeconds: 60,
  };
  const queues = [0, 1].map((i) =>
    createJobQueue(database, { ...settings, now: clock.readerFor(i) }, silent),
  );
  return {
    db: database.db,
    queues,
    start: async () => void (await Promise.all(queues.map((q) => q.start()))),
    close: async () => {
      await Promise.all(queues.map((q) => q.stop()));
      await database.close();
      await test.drop();
    },
  };
}

describe("a periodic job", () => {
  it("runs once per period with two workers on one database, a failed run retried and counted once", async () => {
    const clock = testClock(2);
    const workers = await twoWorkers(clock);
    const runs: { slot: number; worker: number; attempts: number; failed: boolean }[] = [];
    const done = counter();
    const failOnce = new Set<number>();
    for (const [worker, queue] of workers.queues.entries())
      queue.every("probe", periodMs, async ({ slot }: Period, job: Job) => {
        const failed = failOnce.delete(slot);
        runs.push({ slot, worker, attempts: job.attempts, failed });
        if (failed) throw new Error("the first attempt fails");
        done.add();
      });
    const pending = () => workers.db.select().from(jobs).where(eq(jobs.kind, "probe"));
    try {
      const k = clock.slot();
      await workers.start();
      await done.reach(1);
      await clock.pollsPassed();
      expect(runs).toEqual([expect.objectContaining({ slot: k, attempts: 0, failed: false })]);
      expect(await pending()).toEqual([]);

      // The next period: its first attempt fails, is retried (by either worker) and succeeds.
      failOnce.add(k + 1);
      clock.set((k + 1) * periodMs);
      await done.reach(2);
      await clock.pollsPassed();
      expect(runs.slice(1)).toEqual([
        expect.objectContaining({ slot: k + 1, attempts: 0, failed: true }),
        expect.objectContaining({ slot: k + 1, attempts: 1, failed: false }),
      ]);
      expect(await pending()).toEqual([]);
      const schedule = await workers.db
        .select({ slot: jobSchedule.slot })
        .from(jobSchedule)
        .where(eq(jobSchedule.kind, "probe"));
      expect(schedule).toEqual([{ slot: k + 1 }]);
    } finally {
      await workers.close();
    }
  });

  it("is not queued again for a period already queued, whichever process's clock lags", async () => {
    const test = await createTestDatabase();
    const database = openDatabase(test.options);
    await database.migrate();
    const settings = { pollMs: 60_000, maxAttempts: 3, retryBaseMs: 20, retryMaxMs: 100 };
    const ahead = createJobQueue(
      database,
      { ...settings, leaseSeconds: 60, now: () => 5 * periodMs },
      silent,
    );
    const behind = createJobQueue(
      database,
      { ...settings, leaseSeconds: 60, now: () => 4 * periodMs },
      silent,
    );
    const ran = counter();
    const slots: number[] = [];
    for (const queue of [ahead, behind])
      queue.every("lagging", periodMs, async ({ slot }) => {
        slots.push(slot);
        ran.add();
      });
    try {
      await ahead.start();
      await ran.reach(1);
      await ahead.stop();
      // Started in period 4, when 5 is queued (and done) already: it queues nothing.
      await behind.start();
      await behind.stop();
      const rows = await database.db.select().from(jobs).where(eq(jobs.kind, "lagging"));
      expect(rows).toEqual([]);
      expect(slots).toEqual([5]);
    } finally {
      await Promise.all([ahead.stop(), behind.stop()]);
      await database.close();
      await test.drop();
    }
  });
});
