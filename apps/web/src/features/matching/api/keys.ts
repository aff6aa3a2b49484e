import { queryRoots } from "@/lib/query-keys";

export const matchKeys = {
  /** The listings judged against one deal (fits, excluded, suggestions, new fits). */
  deal: (dealId: string) => queryRoots.dealPart(dealId, "matches"),
};
