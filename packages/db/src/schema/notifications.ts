import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./identity";

/**
 * The in-app notification centre (issue 17): one row per person and event they act on (an offer
 * received, a question asked, a deal arrived, ...). `kind` is the event (contract
 * `notificationKinds`), `params` what its message names (a deal's reference, a funder's name) and
 * `link` the portal page it opens. `dedupeKey` keeps a repeated event (a document expiring, seen by
 * a daily job) to one row per person. Unread until `readAt`.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    link: text("link").notNull(),
    dedupeKey: text("dedupeKey"),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("readAt", { withTimezone: true }),
  },
  (t) => [
    // A page from a cursor: (createdAt, id) after the person (decision 084).
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_user_dedupe_key").on(t.userId, t.dedupeKey),
  ],
);

/**
 * How many of a person's notifications are unread, kept by triggers on `notifications` in the same
 * statement as every insert, read mark and delete, whichever code writes it (migration 0046,
 * decision 091): the bell reads one row, not every unread one. No row: none unread.
 * `npm run notifications:rebuild` counts it afresh.
 */
export const notificationUnreadCounts = pgTable("notification_unread_counts", {
  userId: text("userId")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  unread: integer("unread").notNull().default(0),
});
