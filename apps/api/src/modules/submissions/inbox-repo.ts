// The funder's inbox (issues 35 and 38): one tab's page and every tab's count. Every order and
// filter reads the submission alone: the deal's amount, reference and product and the borrower's
// name and country are kept on it (migration 0046, decision 091), and each order has its index
// `(funderOrganizationId, inboxTab, <order>, id, <every filter's and the search's column>)`, so a
// page reads its rows off the index in order and a filter is checked in the index; a broker's or a
// listing's items have an index led by it (migration 0047, decision 092). Only the page's rows are
// joined to their deals (currency, status) and holders.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { organizations } from "@portal/db/schema/organizations";
import { submissions } from "@portal/db/schema/submissions";
import { profiles } from "@portal/db/schema/user";
import {
  inboxTabs,
  type InboxSort,
  type InboxTab,
} from "@portal/contract/submissions/inbox-schemas";
import type { DealProduct } from "@portal/contract/deals/deal-schemas";
import { cappedTotal, defaultTotalBound } from "../../lib/capped-total";
import { dealFacts } from "../deals/queries";
import { listingNameOf } from "../lenders/queries";
import { organizationNameOf } from "../organizations/queries";
import { displayName } from "../user/queries";

/** The filters of an inbox query, the reader's `me` resolved. */
export interface InboxFilters {
  search?: string;
  product?: DealProduct;
  country?: string;
  minAmountMinor?: number;
  maxAmountMinor?: number;
  brokerId?: string;
  listingId?: string;
  minAgeDays?: number;
  /** A user id, or `none` for nobody. */
  assignee?: string;
}

/** Where a page continues: after the last row's sort key (as text) and id. */
export interface InboxKey {
  key: string;
  id: string;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * The filters' conditions, the same in every tab. A withdrawn deal is no longer the funder's to
 * read (decision 021): its business's name and country neither show nor match. Its business order
 * key is empty (a business always has a name), so the key says it, and the search reads the key
 * (the name in lower case): every condition can be checked in the inbox's indexes (a count reads
 * nothing else; a page's index scan checks there all but the search's `ilike`).
 */
function conditionsOf(f: InboxFilters): SQL[] {
  const all: SQL[] = [];
  if (f.brokerId) all.push(eq(submissions.brokerOrganizationId, f.brokerId));
  if (f.listingId) all.push(eq(submissions.lenderId, f.listingId));
  if (f.minAgeDays !== undefined)
    all.push(sql`${submissions.sentAt} <= now() - make_interval(days => ${f.minAgeDays}::int)`);
  if (f.assignee === "none") all.push(isNull(submissions.assigneeId));
  else if (f.assignee) all.push(eq(submissions.assigneeId, f.assignee));
  if (f.product) all.push(eq(submissions.dealProduct, f.product));
  if (f.minAmountMinor !== undefined)
    all.push(sql`${submissions.dealAmountMinor} >= ${f.minAmountMinor}`);
  if (f.maxAmountMinor !== undefined)
    all.push(sql`${submissions.dealAmountMinor} <= ${f.maxAmountMinor}`);
  // `> ''` (not `<> ''`: the same rows, as the empty text sorts first) is a btree condition, so
  // an index scan checks it in the index and the business order starts past the withdrawn.
  if (f.country)
    all.push(
      sql`(${submissions.businessSortKey} > '' and ${submissions.businessCountry} = ${f.country})`,
    );
  if (f.search) {
    const pattern = likeEscaped(f.search);
    all.push(
      sql`(${submissions.businessSortKey} ilike ${`%${pattern}%`} or ${submissions.dealReference} ilike ${`${pattern}%`})`,
    );
  }
  return all;
}

/** Each sort's key: what the rows are ordered by (then by id), and how the cursor's text compares to it. */
function sortKey(sort: InboxSort) {
  switch (sort) {
    case "age":
      return {
        order: sql`${submissions.sentAt}`,
        // To the microsecond (a JavaScript date keeps milliseconds): the cursor compares it exactly.
        text: sql<string>`to_char(${submissions.sentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        cast: (key: string) => sql`${key}::timestamptz`,
      };
    case "amount":
      return {
        order: sql`${submissions.dealAmountMinor}`,
        text: sql<string>`${submissions.dealAmountMinor}::text`,
        cast: (key: string) => sql`${key}::bigint`,
      };
    case "business":
      // A withdrawn deal keeps no name: those sort as the empty name (the key's rule).
      return {
        order: sql`${submissions.businessSortKey}`,
        text: sql<string>`${submissions.businessSortKey}`,
        cast: (key: string) => sql`${key}::text`,
      };
    case "reference":
      return {
        order: sql`${submissions.dealReference}`,
        text: sql<string>`${submissions.dealReference}`,
        cast: (key: string) => sql`${key}::text`,
      };
  }
}

/**
 * One tab's rows in the sort's order after `after`, `limit` of them, with what an item shows: the
 * deal's facts, the broker's and listing's names and the assignee's name. The page is read off
 * the order's index; only its rows are joined.
 */
export function inboxRows(
  db: Executor,
  funderOrganizationId: string,
  tab: InboxTab,
  filters: InboxFilters,
  order: { sort: InboxSort; dir: "asc" | "desc" },
  after: InboxKey | undefined,
  limit: number,
) {
  const key = sortKey(order.sort);
  const facts = dealFacts(db);
  const by = order.dir === "asc" ? asc : desc;
  const keyset = after
    ? order.dir === "asc"
      ? sql`(${key.order}, ${submissions.id}) > (${key.cast(after.key)}, ${after.id}::uuid)`
      : sql`(${key.order}, ${submissions.id}) < (${key.cast(after.key)}, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: submissions.id,
      status: submissions.status,
      tab: submissions.inboxTab,
      sentAt: submissions.sentAt,
      firstResponseAt: submissions.firstResponseAt,
      awaitingReplySince: submissions.awaitingReplySince,
      brokerId: submissions.brokerOrganizationId,
      brokerName: organizationNameOf(submissions.brokerOrganizationId),
      listingId: submissions.lenderId,
      listingName: listingNameOf(submissions.lenderId),
      assigneeId: submissions.assigneeId,
      assigneeName: displayName(users, profiles),
      reference: submissions.dealReference,
      product: submissions.dealProduct,
      amountMinor: submissions.dealAmountMinor,
      currency: facts.currency,
      dealStatus: facts.status,
      businessName: submissions.businessName,
      country: submissions.businessCountry,
      key: key.text,
    })
    .from(submissions)
    .innerJoin(facts, eq(facts.id, submissions.dealId))
    .leftJoin(users, eq(users.id, submissions.assigneeId))
    .leftJoin(profiles, eq(profiles.userId, submissions.assigneeId))
    .where(
      and(
        eq(submissions.funderOrganizationId, funderOrganizationId),
        eq(submissions.inboxTab, tab),
        ...conditionsOf(filters),
        keyset,
      ),
    )
    .orderBy(by(key.order), by(submissions.id))
    .limit(limit);
}

export type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

/**
 * Every tab's count under the filters, each counted up to `cap + 1` (a million submissions are
 * never counted whole, decisions 091 and 092), as SQL: one row, a column per tab. First one pass
 * over the funder's matches, whatever their tab, stopping at five tabs' worth (`probe`): when it
 * ends before, it has every tab's count, however few match (a search or several filters read their
 * matches once). When it stops there, a tab with more than `cap` in it is past the cap already;
 * each other tab is counted alone, off an index whose first columns are the funder and the tab (its subquery is
 * only run when its branch is taken).
 */
export function inboxCountsQuery(
  funderOrganizationId: string,
  filters: InboxFilters,
  cap = defaultTotalBound,
): SQL {
  const funder = eq(submissions.funderOrganizationId, funderOrganizationId);
  const conditions = conditionsOf(filters);
  const probe = inboxTabs.length * (cap + 1);
  const inProbe = inboxTabs.map(
    (tab) => sql`count(*) filter (where tab = ${tab})::int as ${sql.identifier(tab)}`,
  );
  const counted = inboxTabs.map((tab) => {
    const probed = sql`probed.${sql.identifier(tab)}`;
    return sql`case when probed.total < ${probe} or ${probed} > ${cap}
      then least(${probed}, ${cap + 1})
      else (select count(*)::int from (select 1 from ${submissions} where ${and(
        funder,
        eq(submissions.inboxTab, tab),
        ...conditions,
      )} limit ${cap + 1}) matched) end as ${sql.identifier(tab)}`;
  });
  return sql`with probe as materialized (
      select ${submissions.inboxTab} as tab from ${submissions} where ${and(funder, ...conditions)}
      limit ${probe}),
    probed as (select count(*)::int as total, ${sql.join(inProbe, sql`, `)} from probe)
    select ${sql.join(counted, sql`, `)} from probed`;
}

/** Every tab's count under the filters, up to `cap` (then `isCapped`: there are more). */
export async function inboxCounts(
  db: Executor,
  funderOrganizationId: string,
  filters: InboxFilters,
  cap = defaultTotalBound,
): Promise<Map<InboxTab, { total: number; totalIsCapped: boolean }>> {
  const { rows } = await db.execute<Record<InboxTab, number>>(
    inboxCountsQuery(funderOrganizationId, filters, cap),
  );
  const row = rows[0]!;
  return new Map(inboxTabs.map((t) => [t, cappedTotal(Number(row[t]), cap)]));
}

/**
 * What the funder's view of these submissions adds to the rows it read: each one's holder's name
 * and its funder's response target, in one query for all of them.
 */
export async function itemExtras(db: Executor, submissionIds: string[]) {
  if (!submissionIds.length)
    return new Map<string, { assigneeName: string; target: number | null }>();
  const rows = await db
    .select({
      id: submissions.id,
      assigneeName: displayName(users, profiles),
      target: sql<
        number | null
      >`(select ${organizations.responseTargetHours} from ${organizations} where ${organizations.id} = ${submissions.funderOrganizationId})`,
    })
    .from(submissions)
    .leftJoin(users, eq(users.id, submissions.assigneeId))
    .leftJoin(profiles, eq(profiles.userId, submissions.assigneeId))
    .where(inArray(submissions.id, submissionIds));
  return new Map(rows.map(({ id, ...extras }) => [id, extras]));
}

/**
 * The inbox filters' choices: the broker organizations that ever sent to the funder (with how
 * many items each) and the funder's listings items came through, each sorted by name (then id). Both read the
 * funder's submissions once, grouped (a few hundred brokers and listings at most).
 */
export async function inboxChoices(db: Executor, funderOrganizationId: string) {
  const funder = eq(submissions.funderOrganizationId, funderOrganizationId);
  const brokerName = organizationNameOf(submissions.brokerOrganizationId);
  const listingName = listingNameOf(submissions.lenderId);
  const [brokers, listings] = await Promise.all([
    db
      .select({
        id: submissions.brokerOrganizationId,
        name: sql<string>`coalesce(${brokerName}, '')`,
        items: sql<number>`count(*)::int`,
      })
      .from(submissions)
      .where(funder)
      .groupBy(submissions.brokerOrganizationId),
    db
      .select({
        id: sql<string>`${submissions.lenderId}`,
        name: sql<string | null>`${listingName}`,
      })
      .from(submissions)
      .where(and(funder, isNotNull(submissions.lenderId)))
      .groupBy(submissions.lenderId),
  ]);
  // Sorted here, not by the database's collation: the same order on every database.
  const byName = (a: { id: string; name: string }, b: { id: string; name: string }) =>
    a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    brokers: brokers.map((b) => ({ ...b, items: Number(b.items) })).sort(byName),
    // A listing deleted since keeps no name: nothing to offer.
    listings: listings
      .flatMap((l) => (l.name === null ? [] : [{ id: l.id, name: l.name }]))
      .sort(byName),
  };
}
