import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GettingStarted } from "@portal/contract/dashboard/getting-started-schemas";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./keys";

// GET /v1/dashboard/getting-started
export const useGettingStarted = () =>
  useQuery({
    queryKey: dashboardKeys.gettingStarted,
    queryFn: ({ signal }) => api<GettingStarted>("/v1/dashboard/getting-started", { signal }),
  });

// POST /v1/dashboard/getting-started/dismiss: the answer is the checklist, now put away.
export function useDismissGettingStarted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<GettingStarted>("/v1/dashboard/getting-started/dismiss", { method: "POST" }),
    onSuccess: (answer) => client.setQueryData(dashboardKeys.gettingStarted, answer),
  });
}
