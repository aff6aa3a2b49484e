import { queryRoots } from "@/lib/query-keys";

export const walletKeys = {
  all: queryRoots.wallet,
  wallet: (person: string) => ["wallet", "balances", person] as const,
  entries: (query: string) => ["wallet", "entries", query] as const,
  statement: (month: string, person: string) => ["wallet", "statement", month, person] as const,
  settings: ["wallet", "settings"] as const,
  splits: (dealId: string) => queryRoots.dealPart(dealId, "splits"),
};
