import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { defaultClawbackDays } from "@portal/contract/wallet/wallet-options";
import { deals } from "./deals";
import { users } from "./identity";
import { organizations } from "./organizations";

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
