import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "@portal/db/database";
import { jobs } from "@portal/db/schema/jobs";
import { buildApp } from "../src/app";
import { claimDue } from "../src/jobs/repo";
import { createJobQueue, retryDelayMs, type JobSettings } from "../src/jobs/queue";
import { startMailCatcher } from "./mail-catcher";
import {
  createTestDatabase,
  jobsDone,
  password,
  pendingJobs,
  publicUrl,
  testConfig,
  uniqueEmail,
  type TestDatabase,
} from "./test-app";

/** Small waits so retries come quickly; enough attempts that nothing is given up in a test. */
const quickRetries = {
  JOB_POLL_MS: "20",
  JOB_RETRY_BASE_MS: "20",
  JOB_RETRY_MAX_MS: "100",
  JOB_MAX_ATTEMPTS: "1000",
};

/** Polls `check` until it returns something truthy, or fails after `timeoutMs`. */
async function eventually<T>(
  what: string,
  check: () => Promise<T | false | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const signUpRequest = (app: FastifyInstance, email: string) =>
  app.inject({
    method: "POST",
    url: "/auth/sign-up/email",
    headers: { origin: publicUrl },
    payload: { email, password, name: "Queue" },
  });
const resetRequest = (app: FastifyInstance, email: string) =>
  app.inject({ method: "POST", url: "/v1/user/reset-password", payload: { email } });

/** How many of the received messages went to each recipient with each subject. */
function countsOf(received: { to?: unknown; subject?: string }[]) {
  const counts: Record<string, number> = {};
  for (const m of received) {
    const to = (m.to as { text: string }).text;
    const key = `${to} ${m.subject}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe("mail while the mail server is down", () => {
  it("keeps every message queued with its failed attempts, and delivers each once when the server is back", async () => {
    const mail = await startMailCatcher();
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database, { SMTP_URL: mail.url, ...quickRetries }));
    try {
      await app.ready();
      const taken = uniqueEmail("down-taken");
      expect((await signUpRequest(app, taken)).statusCode).toBe(200);
      await jobsDone(app);
      expect(mail.received).toHaveLength(1);
      mail.received.length = 0;

      await mail.stop();
      const fresh = [uniqueEmail("down-a"), uniqueEmail("down-b"), uniqueEmail("down-c")];
      for (const email of fresh) expect((await signUpRequest(app, email)).statusCode).toBe(200);
      // A second sign-up with a taken address mails its owner; a reset request mails a link.
      expect((await signUpRequest(app, taken)).statusCode).toBe(200);
      expect((await resetRequest(app, taken)).statusCode).toBe(202);
      expect((await resetRequest(app, fresh[0]!)).statusCode).toBe(202);
      // The actions succeeded; each message waits in the queue having failed at least once.
      const waiting = await eventually("every message to have failed once", async () => {
        const pending = await pendingJobs(app);
        return pending.length === 6 && pending.every((j) => j.attempts > 0) && pending;
      });
      expect(waiting.every((j) => j.kind === "mail" && j.lastError)).toBe(true);
      expect(mail.received).toHaveLength(0);

      await mail.restart();
      await jobsDone(app);
      expect(countsOf(mail.received)).toEqual({
        [`${fresh[0]} Verify your email address`]: 1,
        [`${fresh[1]} Verify your email address`]: 1,
        [`${fresh[2]} Verify your email address`]: 1,
        [`${taken} Someone tried to register with your email address`]: 1,
        [`${taken} Reset your password`]: 1,
        [`${fresh[0]} Reset your password`]: 1,
      });
      // Each message's Message-ID names its job, so a repeated attempt would be recognisable.
      const ids = mail.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(6);
      expect(ids.sort()).toEqual(waiting.map((j) => `<${j.id}@localhost>`).sort());
    } finally {
      await app.close();
      await mail.close();
      await database.drop();
    }
  });
});

/** A queue of this file's own on a database of its own, with a logger the test reads. */
function useQueueDatabase() {
  const ctx = {} as { database: Database; test: TestDatabase };
  beforeAll(async () => {
    ctx.test = await createTestDatabase();
    ctx.database = openDatabase(ctx.test.options);
  });
  afterAll(async () => {
    await ctx.database?.close();
    await ctx.test?.drop();
  });
  return ctx;
}

const spyLog = () => {
  const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
};

const settings = (overrides: Partial<JobSettings> = {}): JobSettings => ({
  pollMs: 20,
  maxAttempts: 1000,
  retryBaseMs: 20,
  retryMaxMs: 100,
  leaseSeconds: 60,
  ...overrides,
});

describe("the job queue", () => {
  const ctx = useQueueDatabase();

  it("queues nothing from a transaction that rolls back, and runs a committed job once", async () => {
    const { logger } = spyLog();
    const queue = createJobQueue(ctx.database, settings(), logger);
    const ran: string[] = [];
    const queueProbe = queue.define<{ name: string }>("probe", async ({ name }) => {
      ran.push(name);
    });
    await queue.start();
    try {
      const { db } = ctx.database;
      await expect(
        db.transaction(async (tx) => {
          await queueProbe(tx, { name: "rolled back" });
          throw new Error("the change fails after queueing");
        }),
      ).rejects.toThrow("the change fails");
      await db.transaction(async (tx) => queueProbe(tx, { name: "committed" }));
      await eventually("the committed job to run", async () => ran.length > 0);
      await eventually("the job to be deleted", async () => {
        const rows = await db.select().from(jobs).where(eq(jobs.kind, "probe"));
        return rows.length === 0;
      });
      expect(ran).toEqual(["committed"]);
    } finally {
      await queue.stop();
    }
  });

  it("waits longer after each failure, up to the cap, and keeps the job as failed after the last attempt", async () => {
    const { log, logger } = spyLog();
    const tight = settings({ maxAttempts: 4, retryBaseMs: 50, retryMaxMs: 120 });
    const queue = createJobQueue(ctx.database, tight, logger);
    const calls: { at: number; attempts: number }[] = [];
    const queueFlaky = queue.define<object>("always-fails", async (_payload, job) => {
      calls.push({ at: Date.now(), attempts: job.attempts });
      throw new Error(`refused on attempt ${job.attempts + 1}`);
    });
    await queue.start();
    try {
      const { db } = ctx.database;
      await queueFlaky(db, {});
      const [failed] = await eventually("the job to be given up", async () => {
        const rows = await db.select().from(jobs).where(eq(jobs.kind, "always-fails"));
        return rows[0]?.failedAt ? rows : undefined;
      });
      expect(failed).toMatchObject({ attempts: 4, lastError: "refused on attempt 4" });
      expect(calls.map((c) => c.attempts)).toEqual([0, 1, 2, 3]);
      // 50 ms after the first failure, 100 after the second, then the 120 ms cap (1 ms for rounding).
      const waits = calls.slice(1).map((c, i) => c.at - calls[i]!.at);
      expect(waits.map((w, i) => w >= [50, 100, 120][i]! - 1)).toEqual([true, true, true]);
      // Logged as a warning on each retry and as an error when given up; never claimed again.
      expect(log.warn).toHaveBeenCalledTimes(3);
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0]![0]).toMatchObject({ jobId: failed!.id, attempts: 4 });
      expect(await claimDue(db, 10, 60)).toEqual([]);
    } finally {
      await queue.stop();
    }
  });

  it("doubles the wait per failure up to the cap", () => {
    const s = settings({ retryBaseMs: 5_000, retryMaxMs: 3_600_000 });
    expect([1, 2, 3, 10, 11, 50].map((n) => retryDelayMs(s, n))).toEqual([
      5_000, 10_000, 20_000, 2_560_000, 3_600_000, 3_600_000,
    ]);
  });

  it("stops cleanly: waits for the running job and claims no more", async () => {
    const { logger } = spyLog();
    const queue = createJobQueue(ctx.database, settings(), logger);
    let release!: () => void;
    const started: string[] = [];
    const queueSlow = queue.define<{ name: string }>("slow", async ({ name }) => {
      started.push(name);
      if (name === "first") await new Promise<void>((resolve) => (release = resolve));
    });
    await queue.start();
    const { db } = ctx.database;
    await queueSlow(db, { name: "first" });
    await eventually("the first job to start", async () => started.length === 1);
    await queueSlow(db, { name: "second" });
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(started).toEqual(["first"]);
    const rows = await db.select().from(jobs).where(eq(jobs.kind, "slow"));
    expect(rows.map((r) => (r.payload as { name: string }).name)).toEqual(["second"]);
    await db.delete(jobs).where(eq(jobs.kind, "slow"));
  });
});

// Two API processes on one PostgreSQL database compete for the same queued mail (PGlite is one
// process per data directory, so this runs in the PostgreSQL pass).
describe.runIf(!!process.env.TEST_DATABASE_URL)("two API processes sending mail", () => {
  it("delivers each message once", async () => {
    const mail = await startMailCatcher();
    const database = await createTestDatabase();
    const config = () => testConfig(database, { SMTP_URL: mail.url, ...quickRetries });
    const [a, b] = await Promise.all([buildApp(config()), buildApp(config())]);
    try {
      await Promise.all([a.ready(), b.ready()]);
      // Queued while the mail server is down, so both workers find the whole backlog at once.
      await mail.stop();
      const emails = Array.from({ length: 20 }, (_, i) => uniqueEmail(`twin-${i}`));
      for (const [i, email] of emails.entries())
        expect((await signUpRequest(i % 2 ? a : b, email)).statusCode).toBe(200);
      await mail.restart();
      await Promise.all([jobsDone(a), jobsDone(b)]);
      expect(countsOf(mail.received)).toEqual(
        Object.fromEntries(emails.map((e) => [`${e} Verify your email address`, 1])),
      );
    } finally {
      await Promise.all([a.close(), b.close()]);
      await mail.close();
      await database.drop();
    }
  });
});
