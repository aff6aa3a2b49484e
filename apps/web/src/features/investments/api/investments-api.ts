import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Investments } from "@portal/contract/investments/investment-schemas";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

export const investmentKeys = {
  // Under the deals lists' root: a deal funded refreshes the portfolio with the lists.
  page: (page: number) => [...queryRoots.dealLists, "investments", page] as const,
};

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
