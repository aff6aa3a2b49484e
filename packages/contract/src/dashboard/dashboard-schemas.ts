import { z } from "zod";
import { dealStatuses } from "../deals/deal-states";
import { dashboardPeriods, dashboardScopes, leaderboardRankings } from "./dashboard-options";

// The broker's dashboard (spec section 2, issue 17): four statistics for a period and a scope,
// each with the previous period's figure; the pipeline by stage; sales and commission by month.

/** `GET /v1/dashboard?period=&scope=`: the scope defaults to the widest the viewer's position allows. */
export const dashboardQuerySchema = z.strictObject({
  period: z.enum(dashboardPeriods, { error: "invalidValue" }).default("month"),
  scope: z.enum(dashboardScopes, { error: "invalidValue" }).optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** A count this period and the one before (the same length, just before it). */
const count = z.object({ value: z.number().int(), previous: z.number().int() });

/** Money per currency (minor units), this period and the one before; a currency with neither is left out. */
const money = z.array(
  z.object({ currency: z.string(), value: z.number().int(), previous: z.number().int() }),
);

export const dashboardSchema = z.object({
  period: z.enum(dashboardPeriods),
  /**
   * The period's first instant and the instant after its last (ISO, UTC): `to` is now, the
   * periods run to now. The previous period is `previousFrom` up to `previousTo`: the same length
   * just before (`previousTo` is `from`), except for the year to date, whose previous period is
   * the same part of last year (`previousTo` a year before now).
   */
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  scope: z.enum(dashboardScopes),
  /** The scopes the viewer may choose, narrowest first. */
  scopes: z.array(z.enum(dashboardScopes)),
  statistics: z.object({
    /** Offers waiting for the broker's answer now (not period-bound; `previous` is 0). */
    pendingProposals: count,
    /** Deals funded in the period. */
    closedDeals: count,
    /** The funded amount of the deals funded in the period. */
    sales: money,
    /** The commission ledger's earned entries in the period: their sum, never a recomputation. */
    commissionEarned: money,
  }),
  /**
   * The scope's deals by stage now, every status in `dealStatuses` order, zeros included (the
   * page may show only some; clicking a stage opens the deals list filtered by it).
   */
  pipeline: z.array(z.object({ status: z.enum(dealStatuses), count: z.number().int() })),
  /** The last 12 months, oldest first ("2026-11"): sales and commission earned per currency. */
  months: z.array(
    z.object({
      month: z.string(),
      sales: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
      commissionEarned: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// The leaderboard (issue 17, spec section 9: top 5): the people whose deals are in the scope,
// ranked by what they sold or earned in the period, in one currency.

/**
 * `GET /v1/dashboard/leaderboard?period=&scope=&by=&currency=`: the dashboard's period and scope;
 * `by` defaults to sales; `currency` (one of the answer's `currencies`) defaults to the one most
 * of the period's deals were in.
 */
export const leaderboardQuerySchema = z.strictObject({
  period: z.enum(dashboardPeriods, { error: "invalidValue" }).default("month"),
  scope: z.enum(dashboardScopes, { error: "invalidValue" }).optional(),
  by: z.enum(leaderboardRankings, { error: "invalidValue" }).default("sales"),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: "invalidValue" })
    .optional(),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/** A person's place: people with the same value share a rank (1, 2, 2, 4). */
const leaderboardPlace = z.object({
  rank: z.number().int(),
  /** Minor units of `currency`. */
  value: z.number().int(),
  /** The deals counted: funded in the period (sales), or with commission earned in it. */
  deals: z.number().int(),
});

export const leaderboardSchema = z.object({
  period: z.enum(dashboardPeriods),
  scope: z.enum(dashboardScopes),
  by: z.enum(leaderboardRankings),
  /** The currency ranked in (money is never converted); null when nobody has anything. */
  currency: z.string().nullable(),
  /** The currencies with an amount in the period, most deals first (the first is the default). */
  currencies: z.array(z.string()),
  /** The top 5 by value, then by name for a shared rank. */
  entries: z.array(
    leaderboardPlace.extend({
      userId: z.string(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
      /** The viewer's own place (the page highlights it). */
      you: z.boolean(),
    }),
  ),
  /** The viewer's place when outside the top 5; null when in it or with nothing in the currency. */
  me: leaderboardPlace.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
