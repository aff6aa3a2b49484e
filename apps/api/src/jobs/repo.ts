import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db, Executor } from "@portal/db/database";
import { jobSchedule, jobs } from "@portal/db/schema/jobs";

export type JobRow = typeof jobs.$inferSelect;

/** The NOTIFY channel that wakes every process's worker when a job is committed. */
export const wakeChannel = "portal_jobs";

/** Queues a job through `db`, which may be the transaction of the change that causes it. */
export async function insertJob(db: Executor, kind: string, payload: unknown) {
  await db.insert(jobs).values({ kind, payload });
  // Delivered when the transaction commits, and never if it rolls back.
  await db.execute(sql`select pg_notify(${wakeChannel}, '')`);
}

/**
 * Queues the job of period `slot` of a periodic kind unless a process already queued it (or a
 * later one): the schedule's row moves forward and the job is inserted in one transaction, and a
 * concurrent attempt waits on that row and then finds it moved. True when this call queued it.
 */
export async function queuePeriod(db: Db, kind: string, slot: number) {
  return db.transaction(async (tx) => {
    const moved = await tx
      .insert(jobSchedule)
      .values({ kind, slot })
      .onConflictDoUpdate({
        target: jobSchedule.kind,
        set: { slot, queuedAt: sql`now()` },
        setWhere: lt(jobSchedule.slot, slot),
      })
      .returning({ kind: jobSchedule.kind });
    if (moved.length === 0) return false;
    await insertJob(tx, kind, { slot });
    return true;
  });
}

/**
 * Takes up to `limit` due jobs for `leaseSeconds`: rows another worker is claiming are skipped,
 * so each job goes to one worker; a lease that runs out (its process died) frees the job again.
 */
export function claimDue(db: Db, limit: number, leaseSeconds: number) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.failedAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function deleteJob(db: Db, id: string) {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/** A failed attempt: tried again after `retryInMs`, or kept as failed when `retryInMs` is null. */
export async function recordFailure(
  db: Db,
  id: string,
  failure: { attempts: number; lastError: string; retryInMs: number | null },
) {
  await db
    .update(jobs)
    .set({
      attempts: failure.attempts,
      lastError: failure.lastError,
      lockedUntil: null,
      ...(failure.retryInMs === null
        ? { failedAt: sql`now()` }
        : { runAt: sql`now() + make_interval(secs => ${failure.retryInMs / 1000})` }),
    })
    .where(eq(jobs.id, id));
}
