import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { defaultClawbackDays } from "@portal/contract/wallet/wallet-options";
import { deals } from "./deals";
import { users } from "./identity";
import { organizations, salesRole } from "./organizations";
import { commissionBasis, commissionKind, submissions } from "./submissions";

/**
 * An organization's commission rules (docs/decisions/037-commission-wallet.md): the override per
 * level of the sales hierarchy, in basis points of a broker's share, and the clawback period.
 */
export const walletSettings = pgTable("wallet_settings", {
  organizationId: uuid("organizationId")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  teamManagerBp: integer("teamManagerBp").notNull().default(0),
  countryManagerBp: integer("countryManagerBp").notNull().default(0),
  generalManagerBp: integer("generalManagerBp").notNull().default(0),
  /** Days after funding during which a defaulted or refinanced deal's commission is clawed back. */
  clawbackDays: integer("clawbackDays").notNull().default(defaultClawbackDays),
  updatedBy: text("updatedBy"),
  updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
});

/** How a deal's commission is split between brokers (shares sum to 100 %), set before funding. */
export const commissionSplits = pgTable(
  "commission_splits",
  {
    dealId: uuid("dealId")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    userId: text("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shareBp: integer("shareBp").notNull(),
    setBy: text("setBy").notNull(),
    setAt: timestamp("setAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.userId] })],
);

/**
 * The commission ledger (PRODUCT.md; docs/decisions/037-commission-wallet.md): append-only
 * entries, each in one person's wallet (its beneficiary); a balance is a sum of entries, never a
 * recomputation. A correction is a new entry pointing at the one it corrects.
 */
export const commissionEntries = pgTable(
  "commission_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The deal the commission is on; none for a payout (paid to a person, not for a deal). */
    dealId: uuid("dealId").references(() => deals.id, { onDelete: "cascade" }),
    submissionId: uuid("submissionId").references(() => submissions.id, { onDelete: "set null" }),
    kind: commissionKind("kind").notNull(),
    /** Whose wallet the entry is in. */
    beneficiaryId: text("beneficiaryId").notNull(),
    /** Why the beneficiary has a share of the deal (owner, split, override); none for a payout. */
    basis: commissionBasis("basis"),
    /** An override's level in the sales hierarchy. */
    level: salesRole("level"),
    /** The share of the deal's commission (a split) or the override's percentage, in basis points. */
    shareBp: integer("shareBp"),
    amountMinor: bigint("amountMinor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** The basis of the amount: commission rate and the amount it applies to (a deal's entries). */
    rateBp: integer("rateBp"),
    baseMinor: bigint("baseMinor", { mode: "number" }),
    /** The entry this one corrects (a correction is a new entry, never a change). */
    correctsId: uuid("correctsId").references((): AnyPgColumn => commissionEntries.id),
    /** A clawback's reason (defaulted, refinanced). */
    reason: text("reason"),
    note: text("note"),
    actorId: text("actorId"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("commission_entries_deal_idx").on(t.dealId),
    // The entries list, newest first by (at, id) from a cursor, with its filters' columns after
    // the key; a person's wallet likewise (decision 084).
    index("commission_entries_organization_idx").on(
      t.organizationId,
      t.at,
      t.id,
      t.kind,
      t.currency,
      t.beneficiaryId,
    ),
    index("commission_entries_beneficiary_idx").on(
      t.beneficiaryId,
      t.at,
      t.id,
      t.organizationId,
      t.kind,
      t.currency,
    ),
    index("commission_entries_corrects_idx").on(t.correctsId),
    // Expected (at acceptance) and earned (at funding) once per person and basis on a deal.
    uniqueIndex("commission_entries_deal_share_key")
      .on(t.dealId, t.kind, t.beneficiaryId, t.basis)
      .where(sql`${t.kind} in ('expected', 'earned') and ${t.correctsId} is null`),
  ],
);
