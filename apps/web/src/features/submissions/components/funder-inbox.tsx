import "../i18n";
import "../inbox-i18n";
import { useMemo, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { inboxTabs, type InboxItem } from "@portal/contract/submissions/inbox-schemas";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { Tabs } from "@/components/ui/tabs";
import { formatNumber } from "@/lib/format";
import { useInboxChoices, useInboxPages } from "../api/inbox-api";
import type { InboxChoices } from "./inbox-chips";
import { InboxDecline } from "./inbox-decline";
import { InboxFiltersForm } from "./inbox-filters";
import {
  inboxFiltersOn,
  paramsOfView,
  queryOfView,
  viewOfParams,
  type InboxView,
} from "./inbox-params";
import { InboxSearch } from "./inbox-search";
import { InboxTable, serverSortOf, tableSortOf } from "./inbox-table";

/**
 * The funder's inbox: tabs (New, Needs your answer, Offered, Won, Lost) with their counts, a
 * search, the filters, and the tab's deals in a table sorted on the server, a page at a time. The
 * tab, search, filters and order live in the URL, so a link or a reload opens the same view.
 */
export function FunderInbox({ emptyAction }: { emptyAction?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = viewOfParams(params);
  const go = (next: Partial<InboxView>) =>
    setParams(paramsOfView({ ...view, ...next }), { replace: true });
  const pages = useInboxPages(queryOfView(view));
  const first = pages.data?.pages[0];
  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  const choices = useChoices(rows);
  const [selected, setSelected] = useState<string[]>([]);
  // What is picked belongs to the rows shown: another tab or filter starts with none.
  const shown = `${view.tab}|${params.toString()}`;
  const [pickedIn, setPickedIn] = useState(shown);
  if (pickedIn !== shown) {
    setPickedIn(shown);
    setSelected([]);
  }
  const narrowed = inboxFiltersOn(view.filters) > 0 || view.search.trim() !== "";
  const label = (tab: (typeof inboxTabs)[number]) => {
    const name = t(`ui.inbox.tabs.${tab}`);
    const count = first?.counts[tab];
    // Past a bound the API stops counting (`countIsCapped`): "Lost (1,000+)".
    return count === undefined
      ? name
      : t(first?.countIsCapped[tab] ? "ui.inbox.tabCountAtLeast" : "ui.inbox.tabCount", {
          tab: name,
          count: formatNumber(count, i18n.language),
        });
  };
  const table = (
    <QueryState query={pages}>
      {(data) =>
        rows.length === 0 ? (
          <EmptyState action={narrowed ? undefined : view.tab === "new" ? emptyAction : undefined}>
            {narrowed ? t("ui.inbox.noMatches") : t(`ui.inbox.empty.${view.tab}`)}
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-3">
            <InboxDecline rows={rows} selected={selected} onDone={() => setSelected([])} />
            <InboxTable
              label={t("ui.inbox.table", { tab: t(`ui.inbox.tabs.${view.tab}`) })}
              rows={rows}
              targetHours={data.pages[0]?.responseTargetHours ?? null}
              sort={tableSortOf(view.sort, view.dir)}
              onSortChange={(sort) => go(serverSortOf(sort))}
              selected={selected}
              onSelect={setSelected}
              loading={pages.isPlaceholderData}
            />
            {pages.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  disabled={pages.isFetchingNextPage}
                  onClick={() => void pages.fetchNextPage()}
                >
                  {t("ui.inbox.loadMore")}
                </Button>
              </div>
            )}
          </div>
        )
      }
    </QueryState>
  );
  return (
    <div className="flex flex-col gap-4">
      <InboxFiltersForm
        leading={<InboxSearch value={view.search} onSearch={(search) => go({ search })} />}
        filters={view.filters}
        onChange={(filters) => go({ filters })}
        choices={choices}
      />
      <Tabs
        label={t("ui.inbox.tabsLabel")}
        selected={view.tab}
        onSelect={(tab) => go({ tab: tab as InboxView["tab"] })}
        tabs={inboxTabs.map((tab) => ({
          id: tab,
          label: label(tab),
          panel: tab === view.tab ? table : null,
        }))}
      />
    </div>
  );
}

/**
 * The brokers and listings the filters offer: every broker that ever sent to the funder and every
 * listing items came through (the server's, not only those of the rows loaded); the holders are
 * those seen so far, kept while the filters narrow the rows (to name the team page's `?assignee`).
 */
function useChoices(rows: readonly InboxItem[]): InboxChoices {
  const { t, i18n } = useTranslation();
  const offered = useInboxChoices().data;
  const [seen, setSeen] = useState<[string, string][]>([]);
  const assignees = new Map(seen);
  for (const r of rows) if (r.assignee) assignees.set(r.assignee.id, r.assignee.name);
  if (assignees.size !== seen.length) setSeen([...assignees]);
  return {
    brokers: (offered?.brokers ?? []).map((b) => ({ value: b.id, label: b.name })),
    brokerOptions: (offered?.brokers ?? []).map((b) => ({
      value: b.id,
      label: t("ui.inbox.filter.brokerItems", {
        name: b.name,
        items: formatNumber(b.items, i18n.language),
      }),
    })),
    listings: (offered?.listings ?? []).map((l) => ({ value: l.id, label: l.name })),
    assignees: [...assignees]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
