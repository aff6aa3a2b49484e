import { bigint, date, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
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

/** What the dashboard's sums are kept by: the deal's owner, team and region, the day and currency. */
const keptBy = () => ({
  ownerId: text("ownerId").notNull(),
  ownerTeamId: uuid("ownerTeamId"),
  ownerRegionId: uuid("ownerRegionId"),
  day: date("day").notNull(),
  currency: text("currency").notNull(),
});

/**
 * The dashboard's sales (issue 38): how many deals funded, and their funded amount (what went out,
 * else the amount asked), per day of funding (UTC), currency and the deal's owner with the team and
 * region stamped on it. Kept by triggers on `deals` and `deal_history` (migration 0043) in the same
 * statement as every funding, move of owner, change of amount or currency, whichever code writes
 * it; never written by code, except `npm run dashboard:rebuild` (decision 081).
 */
export const dashboardFundings = pgTable(
  "dashboard_fundings",
  {
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    ...keptBy(),
    deals: integer("deals").notNull(),
    amountMinor: bigint("amountMinor", { mode: "number" }).notNull(),
  },
  (t) => [
    unique("dashboard_fundings_key")
      .on(t.organizationId, t.ownerId, t.ownerTeamId, t.ownerRegionId, t.day, t.currency)
      .nullsNotDistinct(),
  ],
);

/**
 * The dashboard's commission earned (issue 38): the ledger's earned entries less its clawbacks on
 * deals, per day (UTC), currency, the entry's organization and the deal's owner, team and region.
 * Kept by triggers on `commission_entries` and `deals` (migration 0043), as `dashboardFundings`.
 */
export const dashboardCommissions = pgTable(
  "dashboard_commissions",
  {
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The deal's organization (the one whose visibility rules apply). */
    dealOrganizationId: uuid("dealOrganizationId").notNull(),
    ...keptBy(),
    entries: integer("entries").notNull(),
    /** Earned less clawed back. */
    amountMinor: bigint("amountMinor", { mode: "number" }).notNull(),
  },
  (t) => [
    unique("dashboard_commissions_key")
      .on(
        t.organizationId,
        t.dealOrganizationId,
        t.ownerId,
        t.ownerTeamId,
        t.ownerRegionId,
        t.day,
        t.currency,
      )
      .nullsNotDistinct(),
  ],
);
