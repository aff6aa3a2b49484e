import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { submissions } from "./submissions";

/**
 * The conversation between a broker and one funder about one deal: one thread per submission
 * (a deal sent to one funder). A funder's question and the broker's answer are messages here.
 */
export const threadMessages = pgTable(
  "thread_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submissionId")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    authorId: text("authorId").notNull(),
    /** Which side wrote it: the broker's organization or the funder's. */
    side: text("side", { enum: ["broker", "funder"] }).notNull(),
    body: text("body").notNull(),
    /** Documents of the deal attached to the message (shared with the funder when attached). */
    documentIds: uuid("documentIds").array().notNull().default([]),
    createdAt: timestamp("createdAt", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("thread_messages_submission_idx").on(t.submissionId, t.createdAt, t.id)],
);

/** When a person last read a thread: the other side's messages after it are unread. */
export const threadReads = pgTable(
  "thread_reads",
  {
    submissionId: uuid("submissionId")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    userId: text("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("readAt", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.userId] })],
);
