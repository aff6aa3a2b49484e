import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Investments } from "@portal/contract/investments/investment-schemas";
import { api } from "@/lib/api-client";
import { investmentKeys } from "./keys";

// GET /v1/investments
export const getInvestments = (page: number, signal?: AbortSignal) =>
  api<Investments>(`/v1/investments${page > 1 ? `?page=${page}` : ""}`, { signal });
export const investmentsQuery = (page: number) =>
  queryOptions({
    queryKey: investmentKeys.page(page),
    queryFn: ({ signal }) => getInvestments(page, signal),
    placeholderData: keepPreviousData,
  });
export const useInvestments = (page: number) => useQuery(investmentsQuery(page));
