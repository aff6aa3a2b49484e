import { queryRoots } from "@/lib/query-keys";

export const documentKeys = {
  /** A deal's documents (its borrower's vault). */
  list: (dealId: string) => queryRoots.dealPart(dealId, "documents"),
};
