import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import type { DirectoryQuery } from "@portal/contract/lenders/directory-schemas";
import { lenders } from "@portal/db/schema/lenders";
import { organizations } from "@portal/db/schema/organizations";

/**
 * The brokers' directory (docs/decisions/042): approved funders and their published listings, and
 * never anything else, whatever the filters. A funder is listed when one of its published listings
 * passes every filter; a criterion a listing leaves out does not exclude it (it takes any product,
 * any country), as in matching.
 */
const listed: SQL = and(
  eq(lenders.status, "published"),
  isNull(lenders.keptByOrganizationId),
  eq(organizations.accountType, "funder"),
  isNotNull(organizations.approvedAt),
  // A brokerage's own funders (decision 068) are its alone.
  isNull(organizations.keptByOrganizationId),
)!;

/** The listing conditions of the filters asked. */
function listingFilters(query: Omit<DirectoryQuery, "page" | "pageSize" | "q">): SQL {
  const on: (SQL | undefined)[] = [listed];
  if (query.product)
    on.push(
      sql`(${lenders.criteria}->'products' is null or ${lenders.criteria}->'products' @> ${JSON.stringify([query.product])}::jsonb)`,
    );
  if (query.country)
    on.push(
      sql`(${lenders.criteria}->'countries' is null or ${lenders.criteria}->'countries' @> ${JSON.stringify([query.country])}::jsonb)`,
    );
  // An amount is judged in the currency the listing lends in.
  if (query.currency) on.push(eq(lenders.currency, query.currency));
  if (query.amountMinor !== undefined)
    on.push(
      or(isNull(lenders.amountMinMinor), lte(lenders.amountMinMinor, query.amountMinor)),
      or(isNull(lenders.amountMaxMinor), gte(lenders.amountMaxMinor, query.amountMinor)),
    );
  return and(...on)!;
}

/** `%` and `_` typed by a person are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the funders the filters keep, by name, and how many there are in all. */
export async function directoryPage(db: Executor, query: DirectoryQuery) {
  const where = and(
    listingFilters(query),
    query.q ? sql`${organizations.name} ilike ${likePattern(query.q)}` : undefined,
  );
  const funders = db
    .selectDistinct({ id: organizations.id, name: organizations.name })
    .from(lenders)
    .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
    .where(where)
    .as("funders");
  const [page, [count]] = await Promise.all([
    db
      .select({ id: funders.id })
      .from(funders)
      .orderBy(asc(sql`lower(${funders.name})`), asc(funders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(funders),
  ]);
  return { ids: page.map((r) => r.id), total: count?.n ?? 0 };
}

/** The funders `ids` (approved funders only), in no order. */
export function directoryFunders(db: Executor, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      logoImage: organizations.logoImage,
      measuredResponseHours: organizations.measuredResponseHours,
    })
    .from(organizations)
    .where(
      and(
        inArray(organizations.id, [...ids]),
        eq(organizations.accountType, "funder"),
        isNotNull(organizations.approvedAt),
        isNull(organizations.keptByOrganizationId),
      ),
    );
}

/**
 * The published listings of the funders `ids` that pass the filters (all of them without), by
 * name, with how many each funder has published in all.
 */
export async function directoryListings(
  db: Executor,
  ids: readonly string[],
  filters: Omit<DirectoryQuery, "page" | "pageSize" | "q">,
) {
  if (!ids.length) return { rows: [], published: new Map<string, number>() };
  const ofFunders = inArray(lenders.organizationId, [...ids]);
  const [rows, counts] = await Promise.all([
    db
      .select({ lender: lenders })
      .from(lenders)
      .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
      .where(and(ofFunders, listingFilters(filters)))
      .orderBy(asc(lenders.name), asc(lenders.id)),
    db
      .select({ id: lenders.organizationId, n: sql<number>`count(*)::int` })
      .from(lenders)
      .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
      .where(and(ofFunders, listed))
      .groupBy(lenders.organizationId),
  ]);
  return { rows: rows.map((r) => r.lender), published: new Map(counts.map((c) => [c.id, c.n])) };
}

/** The published listings brokerage `keptBy` keeps for its outside funder `funderId` (decision 068), with the funder. */
export async function keptListings(db: Executor, funderId: string, keptBy: string) {
  const rows = await db
    .select({ lender: lenders, name: organizations.name })
    .from(lenders)
    .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
    .where(
      and(
        eq(lenders.organizationId, funderId),
        eq(lenders.keptByOrganizationId, keptBy),
        eq(lenders.status, "published"),
      ),
    )
    .orderBy(asc(lenders.name), asc(lenders.id));
  const first = rows[0];
  return {
    funder: first && { id: funderId, name: first.name },
    rows: rows.map((r) => r.lender),
  };
}
