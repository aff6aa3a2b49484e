// The funder's inbox (issue 35): one tab's page and every tab's count, off the index
// `submissions_funder_tab_idx` (funderOrganizationId, inboxTab, sentAt, id).
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

const withdrawn = sql`${submissions.status} = 'cancelled'`;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * The filters' conditions: those on the submission alone, and those on its deal (which need the
 * deal joined). A withdrawn deal is no longer the funder's to read (decision 021): its business's
 * name and country neither show nor match.
 */
function conditionsOf(facts: ReturnType<typeof dealFacts>, f: InboxFilters) {
  const own: SQL[] = [];
  const onDeal: SQL[] = [];
  if (f.brokerId) own.push(eq(submissions.brokerOrganizationId, f.brokerId));
  if (f.listingId) own.push(eq(submissions.lenderId, f.listingId));
  if (f.minAgeDays !== undefined)
    own.push(sql`${submissions.sentAt} <= now() - make_interval(days => ${f.minAgeDays}::int)`);
  if (f.assignee === "none") own.push(isNull(submissions.assigneeId));
  else if (f.assignee) own.push(eq(submissions.assigneeId, f.assignee));
  if (f.product) onDeal.push(eq(facts.product, f.product));
  if (f.minAmountMinor !== undefined) onDeal.push(sql`${facts.amountMinor} >= ${f.minAmountMinor}`);
  if (f.maxAmountMinor !== undefined) onDeal.push(sql`${facts.amountMinor} <= ${f.maxAmountMinor}`);
  if (f.country) onDeal.push(sql`not ${withdrawn} and ${facts.country} = ${f.country}`);
  if (f.search) {
    const pattern = likeEscaped(f.search);
    onDeal.push(
      sql`((not ${withdrawn} and ${facts.businessName} ilike ${`%${pattern}%`}) or ${facts.reference} ilike ${`${pattern}%`})`,
    );
  }
  return { own, onDeal };
}

/** Each sort's key: what the rows are ordered by (then by id), and how the cursor's text compares to it. */
function sortKey(facts: ReturnType<typeof dealFacts>, sort: InboxSort) {
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
        order: sql`${facts.amountMinor}`,
        text: sql<string>`${facts.amountMinor}::text`,
        cast: (key: string) => sql`${key}::bigint`,
      };
    case "business": {
      // A withdrawn deal keeps no name: those sort as the empty name.
      const name = sql`(case when ${withdrawn} then '' else lower(${facts.businessName}) end)`;
      return { order: name, text: sql<string>`${name}`, cast: (key: string) => sql`${key}::text` };
    }
    case "reference":
      return {
        order: sql`${facts.reference}`,
        text: sql<string>`${facts.reference}`,
        cast: (key: string) => sql`${key}::text`,
      };
  }
}

/**
 * One tab's rows in the sort's order after `after`, `limit` of them, with what an item shows: the
 * deal's facts, the broker's and listing's names and the assignee's name. By age, the rows come
 * off the tab index in order and only the page's rows are joined.
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
  const facts = dealFacts(db);
  const { own, onDeal } = conditionsOf(facts, filters);
  const key = sortKey(facts, order.sort);
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
      reference: facts.reference,
      product: facts.product,
      amountMinor: facts.amountMinor,
      currency: facts.currency,
      dealStatus: facts.status,
      businessName: facts.businessName,
      country: facts.country,
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
        ...own,
        ...onDeal,
        keyset,
      ),
    )
    .orderBy(by(key.order), by(submissions.id))
    .limit(limit);
}

export type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

/**
 * Every tab's count under the filters, as SQL. Without a filter on the deal, each tab is counted
 * on its own off the tab index (funder and tab are its first columns: an index-only scan unless a
 * filter needs the row), which a funder whose every submission matches still reads; with a
 * filter on the deal, the funder's submissions joined to their deals, grouped by tab.
 */
export function inboxCountsQuery(
  db: Executor,
  funderOrganizationId: string,
  filters: InboxFilters,
): SQL {
  const facts = dealFacts(db);
  const { own, onDeal } = conditionsOf(facts, filters);
  const funder = eq(submissions.funderOrganizationId, funderOrganizationId);
  if (onDeal.length)
    return (
      db
        // Named as the rows are read (`db.execute` keeps the SQL's names).
        .select({
          tab: sql<string>`${submissions.inboxTab}`.as("tab"),
          count: sql<number>`count(*)::int`.as("count"),
        })
        .from(submissions)
        .innerJoin(facts, eq(facts.id, submissions.dealId))
        .where(and(funder, ...own, ...onDeal))
        .groupBy(submissions.inboxTab)
        .getSQL()
    );
  const tabs = sql.join(
    inboxTabs.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`select t.tab, (select count(*)::int from ${submissions}
    where ${and(funder, sql`${submissions.inboxTab} = t.tab`, ...own)}) as count
    from unnest(array[${tabs}]::text[]) as t(tab)`;
}

/** Every tab's count under the filters (tabs with none may be left out). */
export async function inboxCounts(
  db: Executor,
  funderOrganizationId: string,
  filters: InboxFilters,
): Promise<Map<InboxTab, number>> {
  const { rows } = await db.execute<{ tab: InboxTab; count: number }>(
    inboxCountsQuery(db, funderOrganizationId, filters),
  );
  return new Map(rows.map((r) => [r.tab, Number(r.count)]));
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
