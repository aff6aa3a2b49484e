import { queryRoots } from "@/lib/query-keys";

/** The investments feature's query keys. */
export const investmentKeys = {
  // Under the deals lists' root: a deal funded refreshes the portfolio with the lists.
  page: (page: number) => [...queryRoots.dealLists, "investments", page] as const,
};
