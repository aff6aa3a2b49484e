import {
  jsonb,
  pgEnum,
  real,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accountTypes } from "@portal/contract/user/user-options";
import { users } from "./identity";

export const accountType = pgEnum("account_type", accountTypes);
export const memberRole = pgEnum("member_role", ["owner", "admin", "member"]);

/** Every product table hangs off an organization; an individual is an organization of one. */
export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  accountType: accountType("accountType").notNull(),
  /** Company profile fields of spec §3 (legal name, address, ...). */
  company: jsonb("company").$type<Record<string, string>>().notNull().default({}),
  /** A funder's approval by an operator: until then its listings cannot be published. */
  approvedAt: timestamp("approvedAt", { withTimezone: true }),
  approvedBy: text("approvedBy"),
  /**
   * A funder's measured response time: the median hours from a deal sent to its first answer over
   * its 50 latest submissions (docs/decisions/018-measured-response-time.md); null until 3 count.
   */
  measuredResponseHours: real("measuredResponseHours"),
  createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  "memberships",
  {
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    // One organization per user for now (teams may relax this); enforced here, not only in code.
    uniqueIndex("memberships_user_id_key").on(t.userId),
  ],
);

/** Platform operators (they approve funders): set from the command line, never by sign-up. */
export const operators = pgTable("operators", {
  userId: text("userId")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedAt: timestamp("grantedAt", { withTimezone: true }).notNull().defaultNow(),
});
