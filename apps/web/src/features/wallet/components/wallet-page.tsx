import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import type { MessageKey } from "@portal/contract/messages";
import { errorMessageKey } from "@/lib/errors";
import { exportCsv, useWallet, useWalletEntries } from "../api/wallet-api";
import { BalanceCards } from "./balance-cards";
import { BalanceChart } from "./balance-chart";
import { EntriesTable, MoreButton } from "./entries-table";
import { RecordForm, type Prefill } from "./record-form";
import { Statement } from "./statement";
import { filterNames, WalletFilters, type Filters } from "./wallet-filters";
import "../i18n";

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The filters in the address, and the entries query they make. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = Object.fromEntries(
    filterNames.flatMap((n) => (params.get(n) ? [[n, params.get(n)!]] : [])),
  );
  const query = new URLSearchParams(filters as Record<string, string>).toString();
  const month = params.get("month") ?? thisMonth();
  const update = (next: Filters & { month?: string }) => {
    const merged = new URLSearchParams(
      Object.entries({ ...next }).filter((e): e is [string, string] => !!e[1]),
    );
    setParams(merged, { replace: true });
  };
  return {
    filters,
    query,
    month,
    setFilters: (next: Filters) => update({ ...next, month: params.get("month") ?? undefined }),
    setMonth: (m: string) => update({ ...filters, month: m }),
  };
}

/** The wallet: balances, the entries with filters, a month's statement, the CSV, and recording money. */
export function WalletPage() {
  const { t } = useTranslation();
  const { filters, query, month, setFilters, setMonth } = useFilters();
  const wallet = useWallet(filters.person ?? "");
  const entries = useWalletEntries(query);
  const [exportFailure, setExportFailure] = useState<MessageKey | null>(null);
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  const items = useMemo(() => entries.data?.pages.flatMap((p) => p.items) ?? [], [entries.data]);
  const currencies = [...new Set((wallet.data?.balances ?? []).map((b) => b.currency))];
  const mayRecord = wallet.data?.mayRecord ?? false;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <QueryState query={wallet}>
        {(w) => (
          <>
            <BalanceCards balances={w.balances} />
            <BalanceChart months={w.byMonth} />
          </>
        )}
      </QueryState>
      <Card title={t("ui.wallet.entries")}>
        <div className="flex flex-col gap-4">
          <WalletFilters
            filters={filters}
            people={wallet.data?.people ?? []}
            currencies={currencies}
            onChange={setFilters}
            actions={
              <Button
                variant="secondary"
                onClick={() => {
                  setExportFailure(null);
                  exportCsv(query).catch((e: unknown) => setExportFailure(errorMessageKey(e)));
                }}
              >
                {t("ui.wallet.exportCsv")}
              </Button>
            }
          />
          <FormFailure message={exportFailure} />
          <QueryState
            query={entries}
            isEmpty={(d) => d.pages[0]?.items.length === 0}
            empty={t("ui.wallet.noEntries")}
          >
            {() => (
              <EntriesTable
                label={t("ui.wallet.entries")}
                entries={items}
                onCorrect={
                  mayRecord
                    ? (e) => setPrefill({ correctsId: e.id, currency: e.currency })
                    : undefined
                }
              />
            )}
          </QueryState>
          <div>
            <MoreButton
              hasMore={entries.hasNextPage}
              busy={entries.isFetchingNextPage}
              onMore={() => void entries.fetchNextPage()}
            />
          </div>
        </div>
      </Card>
      <Statement month={month} person={filters.person ?? ""} onMonth={setMonth} />
      {mayRecord && wallet.data && (
        <Card title={t("ui.wallet.record.title")}>
          <p className="mb-3 text-sm text-fg-muted">{t("ui.wallet.record.intro")}</p>
          <RecordForm
            key={prefill?.correctsId ?? "new"}
            people={wallet.data.people}
            currencies={currencies.length ? currencies : ["GBP"]}
            deals={dealsOf(items)}
            prefill={prefill}
          />
        </Card>
      )}
    </div>
  );
}

/** The deals of the entries shown, once each, for the form's deal choice. */
function dealsOf(items: { dealId: string | null; borrowerName: string | null }[]) {
  const seen = new Map<string, string>();
  for (const e of items)
    if (e.dealId && !seen.has(e.dealId)) seen.set(e.dealId, e.borrowerName ?? e.dealId);
  return [...seen].map(([value, label]) => ({ value, label }));
}
