import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Background work (mail, new-fit notices) queued in the transaction of the change that causes it
 * and run by a worker in each API process (docs/decisions/024-durable-jobs.md). A job done is
 * deleted; one that failed `JOB_MAX_ATTEMPTS` times stays with `failedAt` and its last error.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What to do, e.g. "mail" or "announce-listing"; the worker's handler of that name runs it. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    /** Not before this time (later after each failure: exponential back-off). */
    runAt: timestamp("runAt", { withTimezone: true }).notNull().defaultNow(),
    /** How many times it was tried and failed. */
    attempts: integer("attempts").notNull().default(0),
    /** A worker claimed it until then; past that, another worker may take it (its process died). */
    lockedUntil: timestamp("lockedUntil", { withTimezone: true }),
    lastError: text("lastError"),
    /** Given up after the last attempt: kept for an operator, never run again. */
    failedAt: timestamp("failedAt", { withTimezone: true }),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.failedAt} is null`),
  ],
);

/**
 * Periodic jobs (docs/decisions/054-module-plugins-and-scheduler.md): per kind, the last period
 * queued. A worker that finds its clock in a later period moves `slot` forward and queues that
 * period's job in one transaction; a process that finds it already there (or further) queues
 * nothing. So each period's job is queued once across every process and restart.
 */
export const jobSchedule = pgTable("job_schedule", {
  kind: text("kind").primaryKey(),
  /** The period queued last: floor(time in ms / period in ms). */
  slot: bigint("slot", { mode: "number" }).notNull(),
  queuedAt: timestamp("queuedAt", { withTimezone: true }).notNull().defaultNow(),
});
