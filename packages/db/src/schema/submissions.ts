import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
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
import { dealEventSource, dealProduct, deals } from "./deals";
import { lenders } from "./lenders";
import { organizations } from "./organizations";
import { users } from "./identity";

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
    /**
     * Since when a broker's message in the thread waits for the funder's answer: set by the
     * broker's first message after the funder last wrote, cleared by the funder's next message
     * or move (trigger `submissions_awaiting_reply` and `makeMove`); null when nothing waits.
     */
    awaitingReplySince: timestamp("awaitingReplySince", { withTimezone: true }),
    /**
     * The inbox tab the submission is in (contract `inboxTabOf`, the same rule), generated from
     * its status and `awaitingReplySince` so a tab's page and every tab's count read an index
     * (the function is in migration 0038: it compares the status as text, so a status added later
     * in the same migration run is no "unsafe use of a new enum value").
     */
    inboxTab: text("inboxTab", {
      enum: ["new", "needs_answer", "offered", "won", "lost"],
    })
      .notNull()
      .generatedAlwaysAs(sql`submission_inbox_tab("status", "awaitingReplySince")`),
    /** Who on the funder's team holds it (a member of the funder organization); null: nobody. */
    assigneeId: text("assigneeId").references(() => users.id, { onDelete: "set null" }),
    /** Why the funder declined (contract `declineReasons`), kept for the broker. */
    declineReason: text("declineReason"),
    /**
     * The listing's criteria the deal failed when it was sent through it (matching's judgement at
     * that moment): what the listing's funnel counts as most often failing.
     */
    failedCriteria: text("failedCriteria").array().notNull().default([]),
    /**
     * When the funder first made an offer on it (its first proposal, withdrawn or not): the
     * listing funnel's "offered". Kept by trigger `submissions_offered` on proposals (migration 0039).
     */
    offeredAt: timestamp("offeredAt", { withTimezone: true }),
    /**
     * Whether its deal is funded (the deals module's rule, a deal funded for good): the listing
     * funnel's "funded" among the won. Kept by triggers on deals and on submissions (migration 0039).
     */
    dealFunded: boolean("dealFunded").notNull().default(false),
    // The inbox's sort and filter keys (issue 38, decision 091): the deal's and its borrower's facts
    // as they are now, copied when it is sent and kept in step with every change of the deal or
    // borrower after by triggers (migration 0046), so every order and filter of a funder's inbox
    // reads one index of `submissions` without joining a million deals and borrowers.
    /** The deal's amount asked (`deals.amountMinor`). */
    dealAmountMinor: bigint("dealAmountMinor", { mode: "number" }).notNull().default(0),
    /** The deal's reference (`deals.reference`). */
    dealReference: text("dealReference").notNull().default(""),
    /** The deal's product (`deals.product`). */
    dealProduct: dealProduct("dealProduct").notNull().default("term_loan"),
    /** The borrower's legal name (`borrowers.legalName`). */
    businessName: text("businessName").notNull().default(""),
    /** The borrower's country (`borrowers.country`); null when not known yet. */
    businessCountry: text("businessCountry"),
    /**
     * The inbox's business order: the legal name in lower case, empty once the broker withdrew
     * the deal (a withdrawn deal's name is not the funder's to read, decision 021).
     */
    businessSortKey: text("businessSortKey")
      .notNull()
      .generatedAlwaysAs(sql`submission_business_sort_key("status", "businessName")`),
  },
  (t) => {
    // An inbox index: the funder, what leads (a filter's column), the tab, the order, the id,
    // then every other column a filter or the search reads.
    const checked = [
      t.brokerOrganizationId,
      t.lenderId,
      t.assigneeId,
      t.dealProduct,
      t.businessCountry,
      t.dealAmountMinor,
      t.sentAt,
      t.businessSortKey,
      t.dealReference,
    ];
    const inbox = (name: string, lead: typeof checked, order: (typeof checked)[number]) =>
      index(name).on(
        t.funderOrganizationId,
        ...lead,
        t.inboxTab,
        order,
        t.id,
        ...checked.filter((c) => c !== order && !lead.includes(c)),
      );
    return [
      // A deal goes to a funder once.
      uniqueIndex("submissions_deal_funder_key").on(t.dealId, t.funderOrganizationId),
      index("submissions_funder_sent_idx").on(t.funderOrganizationId, t.sentAt),
      // The inbox: a tab's page in each order and every tab's count (capped), per funder (issues 35
      // and 38, decisions 091 and 092). The key is the order, then every filter's and the search's
      // column, which btree checks per entry: a filtered page or count reads no row it does not
      // keep, and never the table. The broker's and the listing's lead with them after the funder,
      // so a filter on one reads only that broker's or listing's entries.
      inbox("submissions_funder_tab_idx", [], t.sentAt),
      inbox("submissions_funder_tab_amount_idx", [], t.dealAmountMinor),
      inbox("submissions_funder_tab_business_idx", [], t.businessSortKey),
      inbox("submissions_funder_tab_reference_idx", [], t.dealReference),
      inbox("submissions_funder_broker_idx", [t.brokerOrganizationId], t.sentAt),
      inbox("submissions_funder_listing_idx", [t.lenderId], t.sentAt),
      index("submissions_assignee_idx").on(t.assigneeId, t.inboxTab),
      // A listing's funnel over a period: one index-only pass over its cohort (issue 35). Migration
      // 0039 adds INCLUDE ("status", "offeredAt", "firstResponseAt", "dealFunded"), which drizzle
      // cannot declare, and INCLUDE ("failedCriteria") to the second, over the deals that failed any.
      index("submissions_lender_sent_idx").on(t.lenderId, t.sentAt),
      index("submissions_lender_failed_idx")
        .on(t.lenderId, t.sentAt)
        .where(sql`"failedCriteria" <> '{}'`),
    ];
  },
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
    /** What must be true before the money goes out (the term sheet lists them). */
    conditions: text("conditions"),
    /** The last day the broker may accept these terms; null when they do not expire. */
    expiresOn: date("expiresOn", { mode: "string" }),
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
