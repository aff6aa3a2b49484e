import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import type {
  dashboardQuerySchema,
  leaderboardQuerySchema,
  Dashboard,
  Leaderboard,
} from "@portal/contract/dashboard/dashboard-schemas";
import type { DashboardScope } from "@portal/contract/dashboard/dashboard-options";
import { dealStatuses } from "@portal/contract/deals/deal-states";
import { scopeOf } from "@portal/contract/team/team-options";
import type {
  needsActionQuerySchema,
  NeedsAction,
} from "@portal/contract/dashboard/needs-action-schemas";
import type {
  deskQuerySchema,
  FunderDashboard,
  OperatorDashboard,
} from "@portal/contract/dashboard/desk-schemas";
import { submissionStatuses } from "@portal/contract/submissions/submission-states";
import { AppError } from "../../lib/app-error";
import { visibleDeals, visibleRows, type DealService, type Viewer } from "../deals/service";
import { isOperator } from "../organizations/service";
import * as desk from "./desk";
import { createGettingStarted, type GettingStartedOptions } from "./getting-started";
import * as actions from "./needs-action";
import { currenciesOf, rank } from "./leaderboard";
import { lastTwelveMonths } from "../../lib/months";
import { boundsOf } from "./periods";
import { countOf, inMonth, moneyOf } from "./figures";
import * as repo from "./repo";
import * as kept from "./aggregates";

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

/**
 * The leaderboard's scopes (decisions 035 and 049): the dashboard's, and for an agent or a team
 * member placed in a team, that team's board too (its widest, the default). The board shows each
 * colleague's total, never their deals.
 */
export function boardScopesOf(viewer: Viewer): DashboardScope[] {
  if (scopeOf(viewer) === "own" && viewer.teamId) return ["mine", "team"];
  return scopesOf(viewer);
}

/**
 * The scope asked (or the widest of `scopes` when not given), refused when not among them.
 * Funders get a broker's dashboard refused.
 */
function scopeIn(viewer: Viewer, scopes: DashboardScope[], asked: DashboardScope | undefined) {
  // Brokers' figures; funders' dashboard is a later part (as deals: a broker route refuses them).
  if (viewer.accountType === "funder") throw new AppError("forbidden");
  const scope = asked ?? scopes.at(-1)!;
  if (!scopes.includes(scope)) throw new AppError("forbidden");
  return scope;
}

/** How `scope` narrows what `viewer` may see: not at all for the organization. */
const narrowingOf = (viewer: Viewer, scope: DashboardScope): repo.Narrowing | null =>
  scope === "organization" ? null : { ...viewer, scope: scope as repo.Narrowing["scope"] };

/**
 * The deals a scope counts for `viewer`: the widest their position allows when `asked` is not
 * given; a scope they may not choose is refused. `on` is the same rule on a kept sum's table.
 */
function scopedDeals(viewer: Viewer, asked: DashboardScope | undefined) {
  const scopes = scopesOf(viewer);
  const scope = scopeIn(viewer, scopes, asked);
  const narrowing = narrowingOf(viewer, scope);
  const on = (t: kept.Owned) => repo.rowsIn(t, visibleRows(t, viewer), narrowing);
  return { scope, scopes, deals: repo.dealsIn(visibleDeals(viewer), narrowing), on };
}

export interface DashboardOptions {
  deals: Pick<DealService, "viewerOf">;
  billing: GettingStartedOptions["billing"];
  /** A document expiring within this many days needs action (EXPIRING_SOON_DAYS). */
  expiringSoonDays: number;
  now?: () => Date;
  /**
   * Read the figures off the raw rows, as before the kept sums (decision 081): what the tests and
   * the bench compare the kept sums' answer with.
   */
  fromRawRows?: boolean;
}

/** The period's bounds and the last 12 months, as the API answers them and the queries read them. */
function windowOf(period: Dashboard["period"], at: Date) {
  const bounds = boundsOf(period, at);
  const twelve = lastTwelveMonths(at);
  return {
    twelve,
    window: { ...bounds, monthsFrom: twelve.from },
    answer: {
      period,
      from: bounds.from.toISOString(),
      to: bounds.to.toISOString(),
      previousFrom: bounds.previousFrom.toISOString(),
      previousTo: bounds.previousTo.toISOString(),
    },
  };
}

/** The funded amount per month over the last 12, as the desks' `months`. */
const fundedMonths = (months: string[], funded: repo.MoneyRow[]) =>
  months.map((month) => ({ month, funded: inMonth(funded, month) }));

/** The funder's and the operator's dashboards, and what needs a broker's action. */
function createDesks(db: Db, opts: DashboardOptions) {
  const now = opts.now ?? (() => new Date());
  return {
    /** `GET /v1/dashboard/actions`: offers, questions, expiring documents and new fits in the scope. */
    async needsAction(
      userId: string,
      q: z.output<typeof needsActionQuerySchema>,
    ): Promise<NeedsAction> {
      const viewer = await opts.deals.viewerOf(userId);
      const { scope, deals } = scopedDeals(viewer, q.scope);
      const until = new Date(now().getTime() + opts.expiringSoonDays * 86_400_000);
      const [offers, questions, documents, newFits] = await Promise.all([
        actions.dealsWithSubmissions(db, deals, "offered"),
        actions.dealsWithSubmissions(db, deals, "info_requested"),
        actions.expiringDocuments(db, deals, until.toISOString().slice(0, 10)),
        actions.dealsWithNewFits(db, deals),
      ]);
      const today = now().toISOString().slice(0, 10);
      const expiry = (expiresOn: string) =>
        expiresOn < today ? ("expired" as const) : ("expiring" as const);
      return {
        scope,
        offers,
        questions,
        documents: {
          total: documents.total,
          items: documents.items.map((d) => ({ ...d, expiryStatus: expiry(d.expiresOn) })),
        },
        newFits,
      };
    },

    /** `GET /v1/dashboard/funder`: a funder's deals waiting, response time, offers out, funded volume. */
    async funder(userId: string, q: z.output<typeof deskQuerySchema>): Promise<FunderDashboard> {
      const viewer = await opts.deals.viewerOf(userId);
      if (viewer.accountType !== "funder") throw new AppError("forbidden");
      const { twelve, window, answer } = windowOf(q.period, now());
      const [byStatus, responseHours, funded] = await Promise.all([
        desk.submissionsByStatus(db, viewer.organizationId),
        desk.responseHoursOf(db, viewer.organizationId),
        repo.fundedByMonth(db, desk.fundedThrough(viewer.organizationId), window),
      ]);
      const inStatus = (status: string) => byStatus.find((s) => s.status === status)?.count ?? 0;
      return {
        ...answer,
        statistics: {
          dealsWaiting: { value: inStatus("pending"), previous: 0 },
          responseHours,
          offersOut: { value: inStatus("offered"), previous: 0 },
          fundedDeals: countOf(funded),
          fundedVolume: moneyOf(funded),
        },
        pipeline: submissionStatuses.map((status) => ({ status, count: inStatus(status) })),
        months: fundedMonths(twelve.months, funded),
      };
    },

    /** `GET /v1/dashboard/operator`: funders waiting for approval and the platform's volume. */
    async operator(
      userId: string,
      q: z.output<typeof deskQuerySchema>,
    ): Promise<OperatorDashboard> {
      if (!(await isOperator(db, userId))) throw new AppError("forbidden");
      const { twelve, window, answer } = windowOf(q.period, now());
      const [waiting, sent, funded] = await Promise.all([
        desk.fundersAwaitingApproval(db, 5),
        desk.sentIn(db, window),
        repo.fundedByMonth(db, sql`true`, window),
      ]);
      return {
        ...answer,
        statistics: {
          fundersWaiting: { value: waiting.total, previous: 0 },
          dealsSent: sent,
          fundedDeals: countOf(funded),
          platformVolume: moneyOf(funded),
        },
        fundersToApprove: waiting.items,
        months: fundedMonths(twelve.months, funded),
      };
    },
  };
}

/**
 * The dashboard's four reads: the offers waiting, and the sums kept by the database (decision
 * 081), the part of a day they cannot split read off the raw rows; or all off the raw rows.
 */
function figuresOf(
  db: Db,
  viewer: Viewer,
  { deals, on }: ReturnType<typeof scopedDeals>,
  window: repo.Window,
  { fromRawRows }: Pick<DashboardOptions, "fromRawRows">,
) {
  const organizationId = viewer.organizationId;
  return Promise.all([
    repo.countWaitingOffers(db, deals),
    fromRawRows
      ? repo.fundedByMonth(db, deals, window)
      : kept.fundedByMonth(db, on(kept.fundingsByDeal), window, (part) =>
          repo.fundedByMonth(db, deals, part, part.previousTo),
        ),
    fromRawRows
      ? repo.earnedByMonth(db, organizationId, deals, window)
      : kept.earnedByMonth(db, organizationId, on(kept.commissionsByDeal), window, (part) =>
          repo.earnedByMonth(db, organizationId, deals, part, part.previousTo),
        ),
    fromRawRows ? repo.countByStatus(db, deals) : kept.countByStatus(db, on(kept.stagesByDeal)),
  ]);
}

/** The broker's dashboard (docs/decisions/035-dashboard-figures.md). */
export function createDashboardService(db: Db, opts: DashboardOptions) {
  const now = opts.now ?? (() => new Date());
  return {
    ...createDesks(db, opts),
    ...createGettingStarted(db, opts),
    /** `GET /v1/dashboard`: the figures of a period over the deals of a scope the viewer may choose. */
    async get(userId: string, q: z.output<typeof dashboardQuerySchema>): Promise<Dashboard> {
      const viewer = await opts.deals.viewerOf(userId);
      const scoped = scopedDeals(viewer, q.scope);
      const { scope, scopes } = scoped;
      const { twelve, window, answer } = windowOf(q.period, now());
      const [waiting, funded, earned, byStatus] = await figuresOf(db, viewer, scoped, window, opts);
      return {
        ...answer,
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
    async leaderboard(
      userId: string,
      q: z.output<typeof leaderboardQuerySchema>,
    ): Promise<Leaderboard> {
      const viewer = await opts.deals.viewerOf(userId);
      // The scope's people, whether or not the viewer sees their deals (a team member their team).
      const scope = scopeIn(viewer, boardScopesOf(viewer), q.scope);
      const narrowing = narrowingOf(viewer, scope);
      const { from } = boundsOf(q.period, now());
      const organizationId = viewer.organizationId;
      // Sales off the kept sums (decision 081); commission counts each person's distinct deals,
      // which no sum per day keeps: off the ledger.
      const rows =
        q.by === "sales" && opts.fromRawRows
          ? await repo.salesByPerson(
              db,
              organizationId,
              repo.dealsIn(repo.inOrganization(organizationId), narrowing),
              from,
            )
          : q.by === "sales"
            ? await kept.salesByPerson(
                db,
                organizationId,
                repo.rowsIn(kept.fundingsByDeal, kept.inOrganization(organizationId), narrowing),
                from,
              )
            : await repo.commissionByPerson(
                db,
                organizationId,
                repo.dealsIn(repo.inOrganization(organizationId), narrowing),
                from,
              );
      const currencies = currenciesOf(rows);
      const currency = q.currency ?? currencies[0] ?? null;
      const ranked = currency ? rank(rows, currency, userId) : { entries: [], me: null };
      return { period: q.period, scope, by: q.by, currency, currencies, ...ranked };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
