import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { lenders } from "@portal/db/schema/lenders";
import { organizations } from "@portal/db/schema/organizations";

export type LenderRow = typeof lenders.$inferSelect;
export type LenderValues = Omit<
  typeof lenders.$inferInsert,
  "id" | "organizationId" | "status" | "version" | "createdAt" | "updatedAt" | "publishedAt"
>;

/** Listings of one funder organization. */
export const ownedBy = (organizationId: string): SQL => eq(lenders.organizationId, organizationId);
export const isPublished: SQL = eq(lenders.status, "published");
/** What a person may read: their own funder's listings, and every published one. */
export const ownOrPublished = (organizationId: string): SQL =>
  or(ownedBy(organizationId), isPublished)!;

const withFunder = {
  lender: lenders,
  funderName: organizations.name,
  funderResponseHours: organizations.measuredResponseHours,
};

export async function insertLender(
  db: Executor,
  values: LenderValues & { organizationId: string },
) {
  const [row] = await db.insert(lenders).values(values).returning();
  return row!;
}

/** One listing among those `visible`, with its funder's name. */
export async function findLender(db: Executor, visible: SQL, id: string) {
  const [row] = await db
    .select(withFunder)
    .from(lenders)
    .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
    .where(and(eq(lenders.id, id), visible))
    .limit(1);
  return row;
}

export function listLenders(db: Executor, visible: SQL, page: { limit: number; offset: number }) {
  return db
    .select(withFunder)
    .from(lenders)
    .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
    .where(visible)
    .orderBy(desc(lenders.updatedAt), asc(lenders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Applies `changes` only at `version`, for the listing's own organization; undefined when it changed meanwhile. */
export async function updateLenderAtVersion(
  db: Executor,
  organizationId: string,
  id: string,
  version: number,
  changes: Partial<typeof lenders.$inferInsert>,
) {
  const [row] = await db
    .update(lenders)
    .set({ ...changes, version: sql`${lenders.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(lenders.id, id),
        eq(lenders.organizationId, organizationId),
        eq(lenders.version, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteLender(db: Executor, organizationId: string, id: string) {
  const rows = await db
    .delete(lenders)
    .where(and(eq(lenders.id, id), eq(lenders.organizationId, organizationId)))
    .returning({ id: lenders.id });
  return rows.length > 0;
}

/**
 * The keys `lenders.matchKeys` holds for a listing's products and countries; `*` when it takes any.
 * One GIN index answers "takes this product" and "serves this country" with them.
 */
export function matchKeysOf(criteria: {
  products?: readonly string[];
  countries?: readonly string[];
}): string[] {
  return [
    ...(criteria.products ?? ["*"]).map((p) => `p:${p}`),
    ...(criteria.countries ?? ["*"]).map((c) => `c:${c}`),
  ];
}

const keysOf = (prefix: "p" | "c", value: string) =>
  sql`${lenders.matchKeys} && array[${`${prefix}:${value}`}, ${`${prefix}:*`}]::text[]`;

/**
 * Published listings a deal may fit, filtered as far as the database can (product, amount in the
 * deal's currency, country): their ids and versions only (see `candidatesFor`), folded into one
 * string: thousands of rows cost the driver far more than one value of the same size.
 */
export function candidatesQuery(
  db: Executor,
  deal: { product: string; amountMinor: number; currency: string; country?: string },
) {
  return db
    .select({
      found: sql<string | null>`string_agg(${lenders.id}::text || ':' || ${lenders.version}, ',')`,
    })
    .from(lenders)
    .where(
      and(
        eq(lenders.status, "published"),
        keysOf("p", deal.product),
        // Without a country the engine says "unknown" for it, which does not exclude.
        deal.country ? keysOf("c", deal.country) : undefined,
        sql`(${lenders.amountMinMinor} is null or (${lenders.currency} = ${deal.currency} and ${lenders.amountMinMinor} <= ${deal.amountMinor}))`,
        sql`(${lenders.amountMaxMinor} is null or (${lenders.currency} = ${deal.currency} and ${lenders.amountMaxMinor} >= ${deal.amountMinor}))`,
      ),
    );
}

/** The ids and versions `candidatesQuery` finds. */
export async function publishedCandidates(
  db: Executor,
  deal: Parameters<typeof candidatesQuery>[1],
): Promise<{ id: string; version: number }[]> {
  const [row] = await candidatesQuery(db, deal);
  if (!row?.found) return [];
  return row.found
    .split(",")
    .map((pair) => ({ id: pair.slice(0, 36), version: Number(pair.slice(37)) }));
}

/** The published listings among `ids`, whole (a listing's row changes only with its version). */
export function publishedRows(db: Executor, ids: readonly string[]) {
  return db
    .select()
    .from(lenders)
    .where(
      and(
        sql`${lenders.id} = any(${sql.param([...ids])}::uuid[])`,
        eq(lenders.status, "published"),
      ),
    );
}

/** Funder names by organization id. */
export async function funderNames(db: Executor, organizationIds: readonly string[]) {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(sql`${organizations.id} = any(${sql.param([...organizationIds])}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every funder's measured response time (hours), for those measured. */
export async function measuredResponseHours(db: Executor) {
  const rows = await db
    .select({ id: organizations.id, hours: organizations.measuredResponseHours })
    .from(organizations)
    .where(sql`${organizations.measuredResponseHours} is not null`);
  return new Map(rows.map((r) => [r.id, r.hours!]));
}

export function publishedByIds(db: Executor, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(withFunder)
    .from(lenders)
    .innerJoin(organizations, eq(organizations.id, lenders.organizationId))
    .where(and(inArray(lenders.id, [...ids]), eq(lenders.status, "published")));
}
