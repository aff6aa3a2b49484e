import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  dealEventSources,
  dealStatuses,
  openDealStatuses,
} from "@portal/contract/deals/deal-states";
import {
  dealProducts,
  entityTypes,
  type DealEvent,
  type ExistingAdvance,
} from "@portal/contract/deals/deal-schemas";
import type { BoardFilters } from "@portal/contract/deals/board-schemas";
import { industries } from "@portal/contract/deals/industries";
import { users } from "./identity";
import { organizations } from "./organizations";

export const dealStatus = pgEnum("deal_status", dealStatuses);
export const dealProduct = pgEnum("deal_product", dealProducts);
export const dealEventSource = pgEnum("deal_event_source", dealEventSources);
export const entityType = pgEnum("entity_type", entityTypes);

/** The business a deal is for; its documents (later) are reused by its next deal. */
export const borrowers = pgTable(
  "borrowers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    legalName: text("legalName").notNull(),
    tradingName: text("tradingName"),
    entityType: entityType("entityType").notNull(),
    registrationNumber: text("registrationNumber"),
    /**
     * A code of the contract's `industries` (migration 0015 mapped the free text typed before); null
     * while not known yet (a draft, decision 075: matching says "unknown", sending asks for it).
     */
    industry: text("industry", { enum: industries }),
    startDate: date("startDate", { mode: "string" }),
    address: text("address"),
    /** Null while not known yet (decision 075), and then no region either (the API refuses one). */
    country: text("country"),
    /** An ISO 3166-2 subdivision of `country` (contract deals/regions.ts), when the broker gave one. */
    region: text("region"),
    owners: jsonb("owners")
      .$type<{ name: string; dateOfBirth?: string; ownershipBp: number; creditScore?: number }[]>()
      .notNull()
      .default([]),
    property: jsonb("property").$type<{
      /** Left out while not known yet (decision 075). */
      type?: string;
      address: string;
      valueMinor: number;
      monthlyIncomeMinor?: number;
      occupancy?: string;
    } | null>(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("borrowers_organization_id_idx").on(t.organizationId)],
);

export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The broker who owns the deal; kept (as a bare id) if that person's account is deleted. */
    ownerId: text("ownerId").notNull(),
    /**
     * The owner's team and region when the deal was made or the owner last moved (changed in the
     * same transaction as the move): who sees the deal is read off the deal, not a walk of managers.
     */
    ownerTeamId: uuid("ownerTeamId"),
    ownerRegionId: uuid("ownerRegionId"),
    borrowerId: uuid("borrowerId")
      .notNull()
      .references(() => borrowers.id, { onDelete: "restrict" }),
    /** Human reference, unique in the organization (D-000123). */
    reference: text("reference").notNull(),
    status: dealStatus("status").notNull().default("draft"),
    /** Optimistic concurrency: every change bumps it; a change naming an older one gets 409. */
    version: integer("version").notNull().default(1),
    product: dealProduct("product").notNull(),
    amountMinor: bigint("amountMinor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    purpose: text("purpose").notNull(),
    termMonths: integer("termMonths"),
    monthlyRevenueMinor: bigint("monthlyRevenueMinor", { mode: "number" }),
    existingAdvancesMinor: bigint("existingAdvancesMinor", { mode: "number" }),
    /** Each existing advance (null: not listed one by one; `existingAdvancesMinor` is their total). */
    existingAdvances: jsonb("existingAdvances").$type<ExistingAdvance[] | null>(),
    /** The yearly rate the broker expects, for a property deal's debt service coverage. */
    interestRateBp: integer("interestRateBp"),
    /** What was actually funded (the CRM says so at funding); may differ from the amount asked. */
    fundedAmountMinor: bigint("fundedAmountMinor", { mode: "number" }),
    /**
     * When the deal entered its current status: set with the status, in the same update (the one
     * writer, deals/status.ts `moveDealStatus`). The board's days in stage and its card order.
     */
    statusChangedAt: timestamp("statusChangedAt", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deals_organization_reference_key").on(t.organizationId, t.reference),
    // The deals lists by who sees them (organization, an agent's own, a team, a region), in their
    // order (created, then id): a page and its capped total are read off the index alone.
    // The organization's list in each of its orders (created, amount, reference), with the
    // filters' columns after the key, and again under a status: a filtered page is read off one
    // index alone, never a sort of a million deals (decision 084).
    index("deals_organization_created_idx").on(
      t.organizationId,
      t.createdAt,
      t.id,
      t.status,
      t.product,
    ),
    index("deals_organization_amount_idx").on(
      t.organizationId,
      t.amountMinor,
      t.id,
      t.status,
      t.product,
      t.createdAt,
    ),
    index("deals_organization_reference_idx").on(
      t.organizationId,
      t.reference,
      t.id,
      t.status,
      t.product,
      t.createdAt,
    ),
    index("deals_organization_status_created_idx").on(
      t.organizationId,
      t.status,
      t.createdAt,
      t.id,
      t.product,
    ),
    index("deals_organization_status_amount_idx").on(
      t.organizationId,
      t.status,
      t.amountMinor,
      t.id,
      t.product,
      t.createdAt,
    ),
    index("deals_organization_status_reference_idx").on(
      t.organizationId,
      t.status,
      t.reference,
      t.id,
      t.product,
      t.createdAt,
    ),
    index("deals_organization_owner_created_idx").on(
      t.organizationId,
      t.ownerId,
      t.createdAt,
      t.id,
    ),
    index("deals_organization_team_created_idx").on(
      t.organizationId,
      t.ownerTeamId,
      t.createdAt,
      t.id,
    ),
    index("deals_organization_region_created_idx").on(
      t.organizationId,
      t.ownerRegionId,
      t.createdAt,
      t.id,
    ),
    // The pipeline board by who sees it (organization, owner, team, region): one column's cards in
    // their order (status, then time in it) and, with currency and amount in the key, its count and
    // totals read off the index alone (docs/decisions, issue 34's board).
    index("deals_organization_board_idx").on(
      t.organizationId,
      t.status,
      t.statusChangedAt,
      t.id,
      t.currency,
      t.amountMinor,
    ),
    index("deals_organization_owner_board_idx").on(
      t.organizationId,
      t.ownerId,
      t.status,
      t.statusChangedAt,
      t.id,
      t.currency,
      t.amountMinor,
    ),
    index("deals_organization_team_board_idx").on(
      t.organizationId,
      t.ownerTeamId,
      t.status,
      t.statusChangedAt,
      t.id,
      t.currency,
      t.amountMinor,
    ),
    index("deals_organization_region_board_idx").on(
      t.organizationId,
      t.ownerRegionId,
      t.status,
      t.statusChangedAt,
      t.id,
      t.currency,
      t.amountMinor,
    ),
    index("deals_borrower_idx").on(t.borrowerId),
    // A newly published listing looks for the open deals it fits by product, currency and amount.
    index("deals_open_match_idx")
      .on(t.product, t.currency, t.amountMinor)
      .where(sql.raw(`"status" in (${openDealStatuses.map((s) => `'${s}'`).join(", ")})`)),
  ],
);

/** One row per change of state: who, when, from where (UI, API, CRM) and why. */
export const dealHistory = pgTable(
  "deal_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("dealId")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    fromStatus: dealStatus("fromStatus"),
    toStatus: dealStatus("toStatus").notNull(),
    actorId: text("actorId").references(() => users.id, { onDelete: "set null" }),
    source: dealEventSource("source").notNull(),
    /** What the portal recorded, as facts worded by the web (issue 36, decision 071); null for a plain move. */
    event: jsonb("event").$type<DealEvent>(),
    /** A person's own words (a typed reason), or an old entry's text migration 0041 could not read. */
    reason: text("reason"),
    /** clock_timestamp(), not now(): several entries written in one transaction keep their order. */
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index("deal_history_deal_id_idx").on(t.dealId, t.at),
    // The dashboard's closed deals and sales read the fundings of a period (docs/decisions/035):
    // without it, every change of every deal is read to find the few that funded one.
    index("deal_history_funded_at_idx")
      .on(t.at)
      .where(sql`${t.toStatus} = 'funded'`),
  ],
);

/**
 * A person's named board filters (issue 34). They belong to the person, not to an organization:
 * leaving one or joining another keeps them (nothing is deleted as a side effect of a move,
 * decision 046). Filters only narrow what the person sees, so a view naming a team or a person of
 * an organization they left shows an empty board, never more. Deleting the account deletes them.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The board's filters as the contract's `boardFiltersSchema` parses them. */
    filters: jsonb("filters").$type<BoardFilters>().notNull(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_views_person_name_key").on(t.userId, t.name)],
);

/**
 * How many deals, and their amount, each owner (with the team and region stamped on the deals) has
 * per status and currency: the board's column heads without counting a million deals (issue 34).
 * Kept by triggers on `deals` (migration 0037), in the same statement as every insert, move,
 * change of amount or currency and restamp, whichever code writes it; never written by code.
 */
export const dealStageCounts = pgTable(
  "deal_stage_counts",
  {
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    ownerId: text("ownerId").notNull(),
    ownerTeamId: uuid("ownerTeamId"),
    ownerRegionId: uuid("ownerRegionId"),
    status: dealStatus("status").notNull(),
    currency: text("currency").notNull(),
    deals: integer("deals").notNull(),
    amountMinor: bigint("amountMinor", { mode: "number" }).notNull(),
  },
  (t) => [
    unique("deal_stage_counts_key")
      .on(t.organizationId, t.ownerId, t.ownerTeamId, t.ownerRegionId, t.status, t.currency)
      .nullsNotDistinct(),
  ],
);
