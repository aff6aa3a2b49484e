// The matching module's queries for other modules (docs/decisions/055-table-ownership.md).
import { and, eq, gte, sql, type AnyColumn } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { deals } from "@portal/db/schema/deals";
import { listingMatches } from "@portal/db/schema/matching";

/**
 * How many deals brokers were first shown this listing as fitting since `from` (the funnel's
 * "matched" step, issue 35). Reads the (lenderId, matchedAt) index.
 */
export async function listingMatchCount(db: Executor, lenderId: string, from: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listingMatches)
    .where(and(eq(listingMatches.lenderId, lenderId), gte(listingMatches.matchedAt, from)));
  return row?.n ?? 0;
}

/**
 * Whether the deal in `dealId` (a column) is funded, as SQL to embed: matching reads the deals as
 * a named read model (decision 055); the listing funnel counts a won deal funded by it.
 */
export const dealIsFunded = (dealId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${deals} where ${deals.id} = ${dealId} and ${deals.status} = 'funded')`;
