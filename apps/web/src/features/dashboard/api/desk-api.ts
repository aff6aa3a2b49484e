import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DashboardPeriod, DashboardScope } from "@portal/contract/dashboard/dashboard-options";
import type { FunderDashboard, OperatorDashboard } from "@portal/contract/dashboard/desk-schemas";
import type { NeedsAction } from "@portal/contract/dashboard/needs-action-schemas";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./keys";

// GET /v1/dashboard/actions?scope=
export const useNeedsAction = (scope: DashboardScope | undefined) =>
  useQuery({
    queryKey: dashboardKeys.actions(scope),
    queryFn: ({ signal }) =>
      api<NeedsAction>(`/v1/dashboard/actions${scope ? `?scope=${scope}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
  });

// GET /v1/dashboard/funder?period=
export const useFunderDashboard = (period: DashboardPeriod) =>
  useQuery({
    queryKey: dashboardKeys.funder(period),
    queryFn: ({ signal }) =>
      api<FunderDashboard>(`/v1/dashboard/funder?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });

// GET /v1/dashboard/operator?period=
export const useOperatorDashboard = (period: DashboardPeriod) =>
  useQuery({
    queryKey: dashboardKeys.operator(period),
    queryFn: ({ signal }) =>
      api<OperatorDashboard>(`/v1/dashboard/operator?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });
