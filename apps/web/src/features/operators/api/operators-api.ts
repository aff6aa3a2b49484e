import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FunderApproval } from "@portal/contract/user/operator-schemas";
import { api } from "@/lib/api-client";
import { operatorKeys } from "./keys";

// GET /v1/operator/funders
export const listFunders = (signal?: AbortSignal) =>
  api<{ items: FunderApproval[] }>("/v1/operator/funders", { signal });
export const fundersQuery = () =>
  queryOptions({
    queryKey: operatorKeys.funders(),
    queryFn: ({ signal }) => listFunders(signal),
    select: (page) => page.items,
  });
export const useFunders = () => useQuery(fundersQuery());

// PUT /v1/operator/funders/{id}/approve
export const approveFunder = (id: string) =>
  api<FunderApproval>(`/v1/operator/funders/${encodeURIComponent(id)}/approve`, { method: "PUT" });
export function useApproveFunder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveFunder,
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.funders() }),
  });
}
