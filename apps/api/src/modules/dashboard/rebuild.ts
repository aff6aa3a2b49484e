import { sql } from "drizzle-orm";
import type { Db, Executor } from "@portal/db/database";

// The dashboard's kept sums (migration 0043, decision 081) counted afresh from the rows they sum:
// what `npm run dashboard:rebuild` writes and what the tests compare the kept sums with.

/** Each sale: a deal's `funded` history entry, with the deal's owner, currency and amount now. */
const countedFundings = sql`
  select d."organizationId", d."ownerId", d."ownerTeamId", d."ownerRegionId",
    (h.at at time zone 'UTC')::date as day, d.currency,
    count(*)::int as deals, sum(coalesce(d."fundedAmountMinor", d."amountMinor"))::bigint as "amountMinor"
  from deal_history h join deals d on d.id = h."dealId"
  where h."toStatus" = 'funded'
  group by 1, 2, 3, 4, 5, 6`;

/** Each earned (or clawed back) commission entry on a deal, with the deal's owner now. */
const countedCommissions = sql`
  select e."organizationId", d."organizationId" as "dealOrganizationId", d."ownerId",
    d."ownerTeamId", d."ownerRegionId", (e.at at time zone 'UTC')::date as day, e.currency,
    count(*)::int as entries,
    sum(case when e.kind = 'clawed_back' then -e."amountMinor" else e."amountMinor" end)::bigint as "amountMinor"
  from commission_entries e join deals d on d.id = e."dealId"
  where e.kind in ('earned', 'clawed_back')
  group by 1, 2, 3, 4, 5, 6, 7`;

/** A table's rows as sorted JSON text, to compare two of them whole. */
const asJson = (rows: ReturnType<typeof sql>) =>
  sql`(select coalesce(json_agg(r order by r::text), '[]')::text from (${rows}) r)`;

/**
 * The kept sums and the same counted from the rows, each as sorted JSON (rows summing to nothing
 * left out of the kept ones: a sum moved away leaves its row at zero).
 */
export async function keptAndCounted(db: Executor) {
  const { rows } = await db.execute<Record<string, string>>(sql`select
    ${asJson(sql`select "organizationId", "ownerId", "ownerTeamId", "ownerRegionId", day, currency, deals, "amountMinor"
      from dashboard_fundings where deals <> 0 or "amountMinor" <> 0`)} as "keptFundings",
    ${asJson(countedFundings)} as "countedFundings",
    ${asJson(sql`select "organizationId", "dealOrganizationId", "ownerId", "ownerTeamId", "ownerRegionId", day, currency, entries, "amountMinor"
      from dashboard_commissions where entries <> 0 or "amountMinor" <> 0`)} as "keptCommissions",
    ${asJson(countedCommissions)} as "countedCommissions"`);
  const row = rows[0]!;
  const parse = (key: string) => JSON.parse(row[key]!) as unknown[];
  return {
    kept: { fundings: parse("keptFundings"), commissions: parse("keptCommissions") },
    counted: { fundings: parse("countedFundings"), commissions: parse("countedCommissions") },
  };
}

/**
 * Writes the kept sums afresh from the rows, in one transaction that holds off every writer of
 * those rows meanwhile (their triggers would move the sums being rebuilt). Returns the row counts.
 */
export function rebuildDashboardSums(db: Db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table deals, deal_history, commission_entries in share mode`);
    await tx.execute(sql`delete from dashboard_fundings`);
    await tx.execute(sql`delete from dashboard_commissions`);
    await tx.execute(sql`insert into dashboard_fundings
      ("organizationId", "ownerId", "ownerTeamId", "ownerRegionId", day, currency, deals, "amountMinor")
      ${countedFundings}`);
    await tx.execute(sql`insert into dashboard_commissions
      ("organizationId", "dealOrganizationId", "ownerId", "ownerTeamId", "ownerRegionId", day, currency, entries, "amountMinor")
      ${countedCommissions}`);
    const { rows } = await tx.execute<{ fundings: number; commissions: number }>(sql`select
      (select count(*) from dashboard_fundings)::int as fundings,
      (select count(*) from dashboard_commissions)::int as commissions`);
    return rows[0]!;
  });
}
