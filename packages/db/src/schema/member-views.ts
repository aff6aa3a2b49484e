import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

/**
 * Views as a member (issue 16, docs/decisions/033): an owner or admin sees the portal as one of
 * their members see it, read-only, for at most an hour. Each row is the audit record of one view:
 * who, whom, when it started, until when it could last and when it was ended. Rows are kept.
 */
export const memberViews = pgTable(
  "member_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    // No foreign keys to users: the record outlives an account deleted later.
    viewerId: text("viewerId").notNull(),
    memberId: text("memberId").notNull(),
    startedAt: timestamp("startedAt", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expiresAt", { withTimezone: true }).notNull(),
    endedAt: timestamp("endedAt", { withTimezone: true }),
  },
  (t) => [index("member_views_organization_started_idx").on(t.organizationId, t.startedAt)],
);
