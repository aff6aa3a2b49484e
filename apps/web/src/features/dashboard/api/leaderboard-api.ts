import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Leaderboard } from "@portal/contract/dashboard/dashboard-schemas";
import type {
  DashboardPeriod,
  DashboardScope,
  LeaderboardRanking,
} from "@portal/contract/dashboard/dashboard-options";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./keys";

/** What the leaderboard is asked: the page's period and scope, the ranking, maybe a currency. */
export interface LeaderboardAsk {
  period: DashboardPeriod;
  scope: DashboardScope | undefined;
  by: LeaderboardRanking;
  /** Unset: the period's most used currency (the server decides). */
  currency?: string;
}

// GET /v1/dashboard/leaderboard?period=&scope=&by=&currency=
export function getLeaderboard(ask: LeaderboardAsk, signal?: AbortSignal) {
  const query = new URLSearchParams({
    period: ask.period,
    by: ask.by,
    ...(ask.scope ? { scope: ask.scope } : {}),
    ...(ask.currency ? { currency: ask.currency } : {}),
  });
  return api<Leaderboard>(`/v1/dashboard/leaderboard?${query}`, { signal });
}
export const leaderboardQuery = (ask: LeaderboardAsk) =>
  queryOptions({
    queryKey: dashboardKeys.leaderboard(ask),
    queryFn: ({ signal }) => getLeaderboard(ask, signal),
    // Another ranking or period keeps the board on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
export const useLeaderboard = (ask: LeaderboardAsk) => useQuery(leaderboardQuery(ask));
