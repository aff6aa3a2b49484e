import type { DashboardPeriod, DashboardScope } from "@portal/contract/dashboard/dashboard-schemas";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  /** No scope: the widest the viewer's position allows (the server decides). */
  detail: (period: DashboardPeriod, scope: DashboardScope | undefined) =>
    ["dashboard", period, scope ?? "default"] as const,
  leaderboard: (ask: { period: string; scope?: string; by: string; currency?: string }) =>
    ["dashboard", "leaderboard", ask] as const,
};
