import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Dashboard } from "@portal/contract/dashboard/dashboard-schemas";
import type { DashboardPeriod, DashboardScope } from "@portal/contract/dashboard/dashboard-options";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./keys";

// GET /v1/dashboard?period=&scope=
export function getDashboard(
  period: DashboardPeriod,
  scope: DashboardScope | undefined,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ period, ...(scope ? { scope } : {}) });
  return api<Dashboard>(`/v1/dashboard?${query}`, { signal });
}
export const dashboardQuery = (period: DashboardPeriod, scope: DashboardScope | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.detail(period, scope),
    queryFn: ({ signal }) => getDashboard(period, scope, signal),
    // Another period or scope keeps the figures on screen until its own arrive (no jump).
    placeholderData: keepPreviousData,
  });
export const useDashboard = (period: DashboardPeriod, scope: DashboardScope | undefined) =>
  useQuery(dashboardQuery(period, scope));
