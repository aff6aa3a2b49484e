import { queryRoots } from "@/lib/query-keys";
import type { DealListParams } from "./deals-api";

export const dealKeys = {
  lists: () => queryRoots.dealLists,
  list: (params: DealListParams) => [...queryRoots.dealLists, "list", params] as const,
  /** The deal's facts and its history (one answer). */
  detail: (id: string) => queryRoots.dealPart(id, "detail"),
};
