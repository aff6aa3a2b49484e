// The matching module's queries for other modules (docs/decisions/055-table-ownership.md).
import { and, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
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
