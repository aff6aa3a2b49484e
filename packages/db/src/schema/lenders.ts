import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { ListingCriteria } from "@portal/contract/lenders/listing-schemas";
import { organizations } from "./organizations";

export const listingStatus = pgEnum("listing_status", ["draft", "published"]);

/**
 * A funder's listing (spec: "lender"): what it lends on (its criteria, the buy box) and on what
 * terms. Matching keeps the published ones in memory (see `listing_changes`).
 */
export const lenders = pgTable(
  "lenders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    currency: text("currency").notNull(),
    status: listingStatus("status").notNull().default("draft"),
    version: integer("version").notNull().default(1),
    criteria: jsonb("criteria").$type<ListingCriteria>().notNull().default({}),
    amountMinMinor: bigint("amountMinMinor", { mode: "number" }),
    amountMaxMinor: bigint("amountMaxMinor", { mode: "number" }),
    rateMinBp: integer("rateMinBp"),
    rateMaxBp: integer("rateMaxBp"),
    factorMinBp: integer("factorMinBp"),
    factorMaxBp: integer("factorMaxBp"),
    brokerCommissionBp: integer("brokerCommissionBp"),
    promisedResponseHours: integer("promisedResponseHours"),
    /** When the criteria last changed (shown to brokers beside each listing). */
    criteriaUpdatedAt: timestamp("criteriaUpdatedAt", { withTimezone: true })
      .notNull()
      .defaultNow(),
    publishedAt: timestamp("publishedAt", { withTimezone: true }),
    /**
     * The criteria of an outside funder (docs/decisions/068): the brokerage that keeps it. Such a
     * listing is matched only for that brokerage's deals and never shown in the directory; it is
     * published exactly when criteria were entered. Null for every listing of a portal funder.
     */
    keptByOrganizationId: uuid("keptByOrganizationId").references(() => organizations.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lenders_organization_idx").on(t.organizationId),
    // Matching reads every published listing once per process (then only the changed ones).
    index("lenders_published_idx")
      .on(t.id)
      .where(sql`${t.status} = 'published'`),
  ],
);
/**
 * Every change to a listing (written, published, unpublished, deleted, or gone with its funder),
 * numbered in order by a trigger on `lenders` (migration 0017). Each process keeps the published
 * listings in memory for matching and reads the changes after the last it applied: one indexed
 * read per match, and a change made by any process is seen by the next match in every other.
 */
export const listingChanges = pgTable("listing_changes", {
  seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  lenderId: uuid("lenderId").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
