import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { deals } from "./deals";
import { lenders } from "./lenders";

/**
 * An open deal a published listing fits, found when the listing was published or its criteria
 * changed: new to the deal's broker until they have seen the deal's matches. Kept while the listing
 * fits (so a seen fit is not announced again), removed when it stops fitting.
 */
export const newFits = pgTable(
  "new_fits",
  {
    dealId: uuid("dealId")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    lenderId: uuid("lenderId")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    foundAt: timestamp("foundAt", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seenAt", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.lenderId] }),
    index("new_fits_lender_idx").on(t.lenderId),
  ],
);

/**
 * The first time a broker was shown a listing as fitting a deal (the deal's matches, or a new fit
 * found when the listing changed): the "matched" step of the listing's funnel (issue 35).
 */
export const listingMatches = pgTable(
  "listing_matches",
  {
    lenderId: uuid("lenderId")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
    dealId: uuid("dealId")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    matchedAt: timestamp("matchedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lenderId, t.dealId] }),
    index("listing_matches_lender_at_idx").on(t.lenderId, t.matchedAt),
  ],
);
