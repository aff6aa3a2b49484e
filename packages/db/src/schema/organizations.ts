import {
  index,
  integer,
  jsonb,
  pgEnum,
  real,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { accountTypes } from "@portal/contract/user/user-options";
import { salesRoles } from "@portal/contract/team/team-options";
import { users } from "./identity";

export const accountType = pgEnum("account_type", accountTypes);
export const memberRole = pgEnum("member_role", ["owner", "admin", "member"]);
export const salesRole = pgEnum("sales_role", salesRoles);

/** Every product table hangs off an organization; an individual is an organization of one. */
export const organizations = pgTable(
  "organizations",
  {
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
    /** The company logo's image id (served at /v1/images/{id}; docs/decisions/034); null for none. */
    logoImage: text("logoImage"),
    /**
     * The number of the organization's latest deal reference (D-000001 is its first deal's): deals
     * are numbered per organization, counted up under this row's lock (docs/decisions/052).
     */
    lastDealNumber: integer("lastDealNumber").notNull().default(0),
    /**
     * A funder's own response target in hours (its settings, issue 35): the inbox's clock turns
     * amber at three quarters of it and red past it; null for none.
     */
    responseTargetHours: integer("responseTargetHours"),
    /**
     * An outside funder (issue 39, docs/decisions/068): a funder without an account, kept by this
     * brokerage under Lenders > My funders; deals reach it by secure link. Null for every
     * organization on the portal, and once the funder creates its account.
     */
    keptByOrganizationId: uuid("keptByOrganizationId").references(
      (): AnyPgColumn => organizations.id,
      { onDelete: "cascade" },
    ),
    /** A brokerage's secure links to outside funders expire after this many days (its setting). */
    funderLinkDays: integer("funderLinkDays").notNull().default(14),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  // A brokerage's outside funders (My funders).
  (t) => [index("organizations_kept_by_idx").on(t.keptByOrganizationId)],
);

/** An organization's sales regions: a country or a group of countries (docs/decisions/032). */
export const salesRegions = pgTable(
  "sales_regions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** ISO 3166-1 alpha-2 codes. */
    countries: text("countries").array().notNull().default([]),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sales_regions_organization_name_key").on(t.organizationId, t.name)],
);

/** Sales teams, each inside one region of its organization. */
export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    regionId: uuid("regionId")
      .notNull()
      .references(() => salesRegions.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("teams_organization_name_key").on(t.organizationId, t.name),
    index("teams_region_idx").on(t.regionId),
  ],
);

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
    /** The member's place in the sales hierarchy (spec §9). */
    salesRole: salesRole("salesRole").notNull().default("agent"),
    /** The team a team manager or team member belongs to (an agent may have one). */
    teamId: uuid("teamId").references(() => teams.id, { onDelete: "restrict" }),
    /** The region a country manager runs (or anyone placed without a team). */
    regionId: uuid("regionId").references(() => salesRegions.id, { onDelete: "restrict" }),
    /** Who the member reports to: another member of the organization (the service checks it). */
    managerId: text("managerId"),
    /** A disabled member cannot use the organization; their sessions were ended. */
    disabledAt: timestamp("disabledAt", { withTimezone: true }),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    // One organization per user (docs/decisions/032); enforced here, not only in code.
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
