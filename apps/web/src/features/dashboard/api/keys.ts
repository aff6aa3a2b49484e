import type { DashboardPeriod, DashboardScope } from "@portal/contract/dashboard/dashboard-options";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  /** No scope: the widest the viewer's position allows (the server decides). */
  detail: (period: DashboardPeriod, scope: DashboardScope | undefined) =>
    ["dashboard", period, scope ?? "default"] as const,
  actions: (scope: DashboardScope | undefined) =>
    ["dashboard", "actions", scope ?? "default"] as const,
  funder: (period: DashboardPeriod) => ["dashboard", "funder", period] as const,
  operator: (period: DashboardPeriod) => ["dashboard", "operator", period] as const,
  gettingStarted: ["dashboard", "getting-started"] as const,
  leaderboard: (ask: { period: string; scope?: string; by: string; currency?: string }) =>
    ["dashboard", "leaderboard", ask] as const,
};
