import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  jsonb,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { commissionBases, commissionKinds } from "@portal/contract/wallet/wallet-options";
import { paymentFrequencies } from "@portal/contract/submissions/offer-terms";
import { submissionStatuses } from "@portal/contract/submissions/submission-states";
import { dealEventSource, deals } from "./deals";
import { lenders } from "./lenders";
import { organizations } from "./organizations";

export const submissionStatus = pgEnum("submission_status", submissionStatuses);

/** One deal sent to one funder, through one of its listings. */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("dealId")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** The listing it was sent through (kept as a bare id if the listing is deleted later). */
    lenderId: uuid("lenderId").references(() => lenders.id, { onDelete: "set null" }),
    brokerOrganizationId: uuid("brokerOrganizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    funderOrganizationId: uuid("funderOrganizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    status: submissionStatus("status").notNull().default("pending"),
    version: integer("version").notNull().default(1),
    /** The documents the broker shares with this funder (only these are visible to it). */
    sharedDocumentIds: uuid("sharedDocumentIds").array().notNull().default([]),
    sentBy: text("sentBy").notNull(),
    sentAt: timestamp("sentAt", { withTimezone: true }).notNull().defaultNow(),
    /** The funder's first move (a question, an offer, a decline): its response time is measured from `sentAt`. */
    firstResponseAt: timestamp("firstResponseAt", { withTimezone: true }),
    updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A deal goes to a funder once.
    uniqueIndex("submissions_deal_funder_key").on(t.dealId, t.funderOrganizationId),
    index("submissions_funder_sent_idx").on(t.funderOrganizationId, t.sentAt),
  ],
);

/** Every move of a submission: who, when, from where, with what note (a question, an answer, a reason). */
export const submissionEvents = pgTable(
  "submission_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submissionId")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    fromStatus: submissionStatus("fromStatus"),
    toStatus: submissionStatus("toStatus").notNull(),
    actorId: text("actorId"),
    source: dealEventSource("source").notNull(),
    note: text("note"),
    /**
     * A revised offer: each term that changed, with what it was and what it is now (contract
     * `offerChangeSchema`); null for every other move.
     */
    changes: jsonb("changes").$type<{ field: string; from: unknown; to: unknown }[]>(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index("submission_events_submission_idx").on(t.submissionId, t.at)],
);

/**
 * A funder's offer on a submission; the newest one is the offer that stands unless it was
 * withdrawn. A revision is a new row pointing at the one it revises
 * (docs/decisions/048-revising-and-withdrawing-offers.md).
 */
export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submissionId")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    amountMinor: bigint("amountMinor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    rateBp: integer("rateBp"),
    factorBp: integer("factorBp"),
    termMonths: integer("termMonths").notNull(),
    /** daily (working days), weekly or monthly: contract `paymentFrequencies`. */
    paymentFrequency: text("paymentFrequency", { enum: paymentFrequencies })
      .notNull()
      .default("monthly"),
    feesMinor: bigint("feesMinor", { mode: "number" }).notNull().default(0),
    brokerCommissionBp: integer("brokerCommissionBp").notNull(),
    fundingDays: integer("fundingDays"),
    note: text("note"),
    /** The offer these terms replace (a revision); null for a first offer. */
    revisesId: uuid("revisesId").references((): AnyPgColumn => proposals.id, {
      onDelete: "set null",
    }),
    /** When the funder took this offer back: it can no longer be accepted. */
    withdrawnAt: timestamp("withdrawnAt", { withTimezone: true }),
    createdBy: text("createdBy").notNull(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("proposals_submission_idx").on(t.submissionId, t.createdAt)],
);

export const commissionKind = pgEnum("commission_kind", commissionKinds);
export const commissionBasis = pgEnum("commission_basis", commissionBases);
