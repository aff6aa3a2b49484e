import type { Db } from "@portal/db/database";
import {
  dashboardQuerySchema,
  leaderboardQuerySchema,
  type Dashboard,
  type DashboardScope,
  type Leaderboard,
} from "@portal/contract/dashboard/dashboard-schemas";
import { dealStatuses } from "@portal/contract/deals/deal-states";
import { scopeOf } from "@portal/contract/team/team-options";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { visibleDeals, type DealService, type Viewer } from "../deals/service";
import { currenciesOf, rank } from "./leaderboard";
import { boundsOf, lastTwelveMonths } from "./periods";
import * as repo from "./repo";

/**
 * The scopes a viewer may choose, narrowest first: their own deals, then each of team, region and
 * organization that their position's scope (`scopeOf`) covers and that they are placed in.
 */
export function scopesOf(viewer: Viewer): DashboardScope[] {
  const widest = scopeOf(viewer);
  if (widest === "own") return ["mine"];
  if (widest !== "organization") return ["mine", widest];
  // Someone who sees the organization may narrow it to the team and the region they are placed in.
  return [
    "mine",
    ...(viewer.teamId ? (["team"] as const) : []),
    ...(viewer.regionId ? (["region"] as const) : []),
    "organization",
  ];
}

/** Money per currency this period and the one before; a currency with neither is left out. */
function moneyOf(rows: repo.MoneyRow[]): Dashboard["statistics"]["sales"] {
  const byCurrency = new Map<string, { value: number; previous: number }>();
  for (const row of rows) {
    if (!row.bucket) continue;
    const sums = byCurrency.get(row.currency) ?? { value: 0, previous: 0 };
    sums[row.bucket === "current" ? "value" : "previous"] += Number(row.amountMinor);
    byCurrency.set(row.currency, sums);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sums]) => ({ currency, ...sums }));
}

function countOf(rows: repo.MoneyRow[]) {
  const sum = (bucket: repo.MoneyRow["bucket"]) =>
    rows.filter((r) => r.bucket === bucket).reduce((total, r) => total + r.count, 0);
  return { value: sum("current"), previous: sum("previous") };
}

/** A month's amounts per currency, by currency. */
const inMonth = (rows: repo.MoneyRow[], month: string) => {
  const byCurrency = new Map<string, number>();
  for (const row of rows.filter((r) => r.month === month))
    byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + Number(row.amountMinor));
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amountMinor]) => ({ currency, amountMinor }));
};

/**
 * The deals a scope counts for `viewer`: the widest their position allows when `asked` is not
 * given; a scope they may not choose is refused. Funders get a broker's dashboard refused.
 */
function scopedDeals(viewer: Viewer, asked: DashboardScope | undefined) {
  // Brokers' figures; funders' dashboard is a later part (as deals: a broker route refuses them).
  if (viewer.accountType === "funder") throw new AppError("forbidden");
  const scopes = scopesOf(viewer);
  const widest = scopes.at(-1)!;
  const scope = asked ?? widest;
  if (!scopes.includes(scope)) throw new AppError("forbidden");
  const deals = repo.dealsIn(
    visibleDeals(viewer),
    scope === widest ? null : { ...viewer, scope: scope as repo.Narrowing["scope"] },
  );
  return { scope, scopes, deals };
}

/** The broker's dashboard (docs/decisions/035-dashboard-figures.md). */
export function createDashboardService(
  db: Db,
  opts: { deals: Pick<DealService, "viewerOf">; now?: () => Date },
) {
  const now = opts.now ?? (() => new Date());
  return {
    /** `GET /v1/dashboard`: the figures of a period over the deals of a scope the viewer may choose. */
    async get(userId: string, query: unknown): Promise<Dashboard> {
      const q = parseOrThrow(dashboardQuerySchema, query ?? {});
      const viewer = await opts.deals.viewerOf(userId);
      const { scope, scopes, deals } = scopedDeals(viewer, q.scope);
      const at = now();
      const bounds = boundsOf(q.period, at);
      const twelve = lastTwelveMonths(at);
      const window = { ...bounds, monthsFrom: twelve.from };
      const [waiting, funded, earned, byStatus] = await Promise.all([
        repo.countWaitingOffers(db, deals),
        repo.fundedByMonth(db, deals, window),
        repo.earnedByMonth(db, viewer.organizationId, deals, window),
        repo.countByStatus(db, deals),
      ]);
      return {
        period: q.period,
        from: bounds.from.toISOString(),
        to: bounds.to.toISOString(),
        previousFrom: bounds.previousFrom.toISOString(),
        previousTo: bounds.previousTo.toISOString(),
        scope,
        scopes,
        statistics: {
          pendingProposals: { value: waiting, previous: 0 },
          closedDeals: countOf(funded),
          sales: moneyOf(funded),
          commissionEarned: moneyOf(earned),
        },
        pipeline: dealStatuses.map((status) => ({
          status,
          count: byStatus.find((s) => s.status === status)?.count ?? 0,
        })),
        months: twelve.months.map((month) => ({
          month,
          sales: inMonth(funded, month),
          commissionEarned: inMonth(earned, month),
        })),
      };
    },

    /**
     * `GET /v1/dashboard/leaderboard`: the people whose deals are in the scope, ranked by sales or
     * commission earned in the period, in one currency; the top 5 and the viewer's own place.
     */
    async leaderboard(userId: string, query: unknown): Promise<Leaderboard> {
      const q = parseOrThrow(leaderboardQuerySchema, query ?? {});
      const viewer = await opts.deals.viewerOf(userId);
      const { scope, deals } = scopedDeals(viewer, q.scope);
      const { from } = boundsOf(q.period, now());
      const byPerson = q.by === "sales" ? repo.salesByPerson : repo.commissionByPerson;
      const rows = await byPerson(db, viewer.organizationId, deals, from);
      const currencies = currenciesOf(rows);
      const currency = q.currency ?? currencies[0] ?? null;
      const ranked = currency ? rank(rows, currency, userId) : { entries: [], me: null };
      return { period: q.period, scope, by: q.by, currency, currencies, ...ranked };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
