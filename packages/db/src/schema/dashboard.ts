import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

/**
 * An organization's "Getting started" checklist put away by an owner or an admin once every step
 * was done (issue 34): kept per organization, so the whole team stops seeing it at once. The
 * steps themselves are read from the data; nothing else is stored.
 */
export const gettingStartedDismissals = pgTable("getting_started_dismissals", {
  organizationId: uuid("organizationId")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  dismissedBy: text("dismissedBy").notNull(),
  dismissedAt: timestamp("dismissedAt", { withTimezone: true }).notNull().defaultNow(),
});
