import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ClawbackInput,
  CorrectionInput,
  PayoutInput,
  ReceivedInput,
  Splits,
  SplitsInput,
  Wallet,
  WalletEntryPage,
  WalletSettings,
  WalletSettingsInput,
  WalletStatement,
} from "@portal/contract/wallet/wallet-schemas";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/download-file";
import { queryRoots } from "@/lib/query-keys";
import { walletKeys } from "./keys";

const id = (value: string) => encodeURIComponent(value);
const withPerson = (person: string) => (person ? `?person=${id(person)}` : "");

// GET /v1/wallet
export const useWallet = (person: string) =>
  useQuery({
    queryKey: walletKeys.wallet(person),
    queryFn: ({ signal }) => api<Wallet>(`/v1/wallet${withPerson(person)}`, { signal }),
  });

// GET /v1/wallet/entries?…&cursor=
export const useWalletEntries = (query: string) =>
  useInfiniteQuery({
    queryKey: walletKeys.entries(query),
    initialPageParam: "",
    queryFn: ({ signal, pageParam }) =>
      api<WalletEntryPage>(
        `/v1/wallet/entries?${query}${pageParam ? `${query ? "&" : ""}cursor=${id(pageParam)}` : ""}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

// GET /v1/wallet/statement?month=
export const useStatement = (month: string, person: string) =>
  useQuery({
    queryKey: walletKeys.statement(month, person),
    queryFn: ({ signal }) =>
      api<WalletStatement>(
        `/v1/wallet/statement?month=${id(month)}${person ? `&person=${id(person)}` : ""}`,
        { signal },
      ),
  });

// GET /v1/wallet/export?… (the server writes the CSV)
export const exportCsv = (query: string) =>
  downloadFile(`/v1/wallet/export${query ? `?${query}` : ""}`, "wallet.csv");

/** Money recorded: the wallet, the dashboard's figures and the deal's ledger are read again. */
function useRecord<I>(call: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: walletKeys.all }),
        client.invalidateQueries({ queryKey: queryRoots.dashboard }),
        client.invalidateQueries({ queryKey: queryRoots.everyDeal }),
      ]);
    },
  });
}

// POST /v1/wallet/deals/{id}/received
export const useRecordReceived = () =>
  useRecord(({ dealId, body }: { dealId: string; body: ReceivedInput }) =>
    api(`/v1/wallet/deals/${id(dealId)}/received`, { method: "POST", body }),
  );
// POST /v1/wallet/deals/{id}/clawback
export const useRecordClawback = () =>
  useRecord(({ dealId, body }: { dealId: string; body: ClawbackInput }) =>
    api(`/v1/wallet/deals/${id(dealId)}/clawback`, { method: "POST", body }),
  );
// POST /v1/wallet/payouts
export const useRecordPayout = () =>
  useRecord((body: PayoutInput) => api("/v1/wallet/payouts", { method: "POST", body }));
// POST /v1/wallet/corrections
export const useRecordCorrection = () =>
  useRecord((body: CorrectionInput) => api("/v1/wallet/corrections", { method: "POST", body }));

// GET /v1/wallet/settings
export const useWalletSettings = () =>
  useQuery({
    queryKey: walletKeys.settings,
    queryFn: ({ signal }) => api<WalletSettings>("/v1/wallet/settings", { signal }),
  });
// PUT /v1/wallet/settings
export const useSaveWalletSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletSettingsInput) =>
      api<WalletSettings>("/v1/wallet/settings", { method: "PUT", body }),
    onSuccess: (saved) => client.setQueryData(walletKeys.settings, saved),
  });
};

// GET /v1/wallet/deals/{id}/splits
export const useSplits = (dealId: string) =>
  useQuery({
    queryKey: walletKeys.splits(dealId),
    queryFn: ({ signal }) => api<Splits>(`/v1/wallet/deals/${id(dealId)}/splits`, { signal }),
  });
// PUT /v1/wallet/deals/{id}/splits
export const useSaveSplits = (dealId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SplitsInput) =>
      api<Splits>(`/v1/wallet/deals/${id(dealId)}/splits`, { method: "PUT", body }),
    onSuccess: async (saved) => {
      client.setQueryData(walletKeys.splits(dealId), saved);
      await client.invalidateQueries({ queryKey: queryRoots.dealPart(dealId, "commissions") });
    },
  });
};
