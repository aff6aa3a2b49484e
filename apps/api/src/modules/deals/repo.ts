import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { borrowers, dealHistory, deals } from "@portal/db/schema/deals";
import type { DealEvent, DealListQuery } from "@portal/contract/deals/deal-schemas";
import type { DealEventSource, DealStatus } from "@portal/contract/deals/deal-states";
import { companySuffixes } from "@portal/contract/leads/lead-keys";
import { cappedTotal, defaultTotalBound, listCap } from "../../lib/capped-total";

export type DealRow = typeof deals.$inferSelect;
export type BorrowerRow = typeof borrowers.$inferSelect;
export type NewBorrower = Omit<typeof borrowers.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type DealValues = Pick<
  DealRow,
  | "product"
  | "amountMinor"
  | "currency"
  | "purpose"
  | "termMonths"
  | "monthlyRevenueMinor"
  | "existingAdvancesMinor"
  | "existingAdvances"
  | "interestRateBp"
>;

export async function insertBorrower(db: Executor, values: NewBorrower) {
  const [row] = await db.insert(borrowers).values(values).returning();
  return row!;
}

export async function findBorrower(db: Executor, visible: SQL, id: string) {
  const [row] = await db
    .select()
    .from(borrowers)
    .where(and(eq(borrowers.id, id), visible))
    .limit(1);
  return row;
}

/**
 * A company name's key in SQL, as `companyKey` (contract leads/lead-keys.ts) makes it in code:
 * `lower` and `[:alnum:]` know every script under the databases' C.UTF-8 character type.
 */
const companyKeySql = (column: AnyColumn) =>
  sql`regexp_replace(regexp_replace(lower(${column}), ${`\\m(${companySuffixes.join("|")})\\M`}, '', 'g'), '[^[:alnum:]]+', '', 'g')`;

/** The organization's borrowers whose legal or trading name has one of `keys` (leads' duplicates). */
export async function findBorrowersByCompanyKey(
  db: Executor,
  organizationId: string,
  keys: string[],
) {
  if (!keys.length) return [];
  const legal = companyKeySql(borrowers.legalName);
  const trading = companyKeySql(borrowers.tradingName);
  return db
    .select({
      id: borrowers.id,
      legalName: borrowers.legalName,
      legalKey: legal,
      tradingKey: trading,
    })
    .from(borrowers)
    .where(
      and(
        eq(borrowers.organizationId, organizationId),
        or(inArray(legal, keys), inArray(trading, keys)),
      ),
    )
    .limit(200);
}

/** The borrower's deals among those `visible` (newest first). */
export function listBorrowerDeals(db: Executor, visible: SQL, borrowerId: string) {
  return db
    .select()
    .from(deals)
    .where(and(eq(deals.borrowerId, borrowerId), visible))
    .orderBy(desc(deals.createdAt));
}

export async function insertDeal(
  db: Executor,
  values: DealValues & {
    organizationId: string;
    ownerId: string;
    ownerTeamId: string | null;
    ownerRegionId: string | null;
    borrowerId: string;
    /** Unique in the organization (organizations' `nextDealReference`). */
    reference: string;
  },
) {
  const [row] = await db.insert(deals).values(values).returning();
  return row!;
}

type HistoryEntry = {
  dealId: string;
  fromStatus: DealStatus | null;
  toStatus: DealStatus;
  actorId: string | null;
  source: DealEventSource;
  /** What the portal recorded, as facts (decision 071); the web words it. */
  event?: DealEvent | null;
  /** A person's own words only (a typed reason), never a sentence the portal writes. */
  reason: string | null;
};

export async function insertHistory(db: Executor, entry: HistoryEntry) {
  await db.insert(dealHistory).values(entry);
}

/** A move's entry, dated to the microsecond when the deal's update stamped its `statusChangedAt`. */
export async function insertMoveHistory(db: Executor, entry: HistoryEntry) {
  await db.insert(dealHistory).values({
    ...entry,
    at: sql`(select ${deals.statusChangedAt} from ${deals} where ${deals.id} = ${entry.dealId})`,
  });
}

export async function findVisibleDeal(db: Executor, visible: SQL, id: string) {
  const [row] = await db
    .select({ deal: deals, borrower: borrowers })
    .from(deals)
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .where(and(eq(deals.id, id), visible))
    .limit(1);
  return row;
}

export function listHistory(db: Executor, dealId: string) {
  return db
    .select()
    .from(dealHistory)
    .where(eq(dealHistory.dealId, dealId))
    .orderBy(asc(dealHistory.at), asc(dealHistory.id));
}

/**
 * Applies `changes` only if the deal is still at `version`; returns the new row or undefined. A
 * new status stamps `statusChangedAt` in the same update, on the clock its history entry reads.
 */
export async function updateDealAtVersion(
  db: Executor,
  visible: SQL,
  id: string,
  version: number,
  changes: Partial<DealValues> & { status?: DealStatus },
) {
  const [row] = await db
    .update(deals)
    .set({
      ...changes,
      ...(changes.status ? { statusChangedAt: sql`clock_timestamp()` } : {}),
      version: sql`${deals.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(deals.id, id), eq(deals.version, version), visible))
    .returning();
  return row;
}

const sortColumns = {
  createdAt: deals.createdAt,
  amountMinor: deals.amountMinor,
  reference: deals.reference,
} as const;

/** The conditions of a list's filters and search, all on `deals`. */
function listFilters(db: Executor, query: DealListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(deals.status, query.status));
  if (query.product) conditions.push(eq(deals.product, query.product));
  if (query.from) conditions.push(gte(deals.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    conditions.push(
      lt(deals.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)),
    );
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Matching ids from each side, unioned: an OR across the join would scan every deal, while
    // each side alone uses its index (trigram where the server has pg_trgm, migration 0006).
    const byReference = db.select({ id: deals.id }).from(deals).where(ilike(deals.reference, like));
    const byBorrower = db
      .select({ id: deals.id })
      .from(deals)
      .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
      .where(or(ilike(borrowers.legalName, like), ilike(borrowers.tradingName, like)));
    conditions.push(inArray(deals.id, byReference.unionAll(byBorrower)));
  }
  return conditions;
}

/**
 * A page of the deals `visible` that match `query`, and their total counted exactly up to
 * `totalBound` (or to the end of the page asked for, when that is further): past it the total is
 * that bound and `totalIsCapped` says there are more, so a list of a million deals never counts
 * them all.
 *
 * One pass finds both: the ids (and sort key) of the first `cap + 1` matches in order, read off
 * an index where one gives the order; their number is the total, and only the page's ids are then
 * joined to their rows and borrowers. A separate count would read the matches a second time (a
 * country manager's filtered list: two scans of the table), and joining before paging made
 * PostgreSQL join every match (an agent's page 200: all their deals with every borrower).
 */
export async function listDeals(
  db: Executor,
  visible: SQL,
  query: DealListQuery,
  totalBound = defaultTotalBound,
) {
  const cap = capOf(query, totalBound);
  const rows = await listDealsQuery(db, visible, query, totalBound);
  // A page past the last has no row to carry the count: count then (rare: a stale link).
  const matched =
    rows[0]?.matched ?? (query.page > 1 ? await countUpTo(db, visible, query, cap) : 0);
  const items = rows.map(({ deal, borrowerName }) => ({ deal, borrowerName }));
  return { items, ...cappedTotal(matched, cap) };
}

const capOf = (query: DealListQuery, totalBound: number) =>
  listCap(query.page, query.pageSize, totalBound);

/** The one statement of `listDeals` (its page with the capped count), unrun: benches explain it. */
export function listDealsQuery(
  db: Executor,
  visible: SQL,
  query: DealListQuery,
  totalBound = defaultTotalBound,
) {
  const descending = query.sort.startsWith("-");
  const column = sortColumns[query.sort.replace(/^-/, "") as keyof typeof sortColumns];
  const inOrder = (key: SQL | SQL.Aliased | AnyColumn, id: SQL | SQL.Aliased | AnyColumn) => [
    descending ? desc(key) : asc(key),
    desc(id),
  ];
  const cap = capOf(query, totalBound);
  const matching = db.$with("matching").as(
    db
      .select({ id: deals.id, key: sql`${column}`.as("key") })
      .from(deals)
      .where(and(visible, ...listFilters(db, query)))
      .orderBy(...inOrder(column, deals.id))
      .limit(cap + 1),
  );
  const page = db
    .select({
      id: sql<string>`${matching.id}`.as("pageId"),
      key: sql`${matching.key}`.as("pageKey"),
    })
    .from(matching)
    .orderBy(...inOrder(sql`${matching.key}`, sql`${matching.id}`))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as("page");
  return db
    .with(matching)
    .select({
      deal: deals,
      borrowerName: borrowers.legalName,
      matched: sql<number>`(select count(*) from ${matching})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(deals, eq(deals.id, page.id))
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .orderBy(...inOrder(page.key, page.id));
}

async function countUpTo(db: Executor, visible: SQL, query: DealListQuery, cap: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(deals)
    .where(and(visible, ...listFilters(db, query)))
    .limit(cap + 1)
    .as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** Deals by id with their borrowers, no visibility applied (callers checked access). */
export function findDeals(db: Executor, ids: string[]) {
  return db
    .select({ deal: deals, borrower: borrowers })
    .from(deals)
    .innerJoin(borrowers, eq(borrowers.id, deals.borrowerId))
    .where(inArray(deals.id, ids));
}

/**
 * The deals with this id or reference, locked until the transaction ends (a CRM event and a person
 * may race): at most two, enough to tell a reference several organizations use (decision 052).
 */
export function lockDeals(db: Executor, key: { id: string } | { reference: string }) {
  return db
    .select()
    .from(deals)
    .where("id" in key ? eq(deals.id, key.id) : eq(deals.reference, key.reference))
    .limit(2)
    .for("update");
}

export async function setFundedAmount(db: Executor, id: string, amountMinor: number) {
  await db
    .update(deals)
    .set({ fundedAmountMinor: amountMinor, updatedAt: new Date() })
    .where(eq(deals.id, id));
}
