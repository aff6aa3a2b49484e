import "../i18n";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import type { DealPage } from "@portal/contract/deals/deal-schemas";
import { Button } from "@/components/ui/button";
import { EmptyAction } from "@/components/ui/empty-action";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { inView } from "@/lib/view-as";
import { DealsList } from "./deals-list";
import { DealsFilters } from "./deals-filters";
import { useDeals } from "../api/deals-api";
import type { ProposalBasket } from "../hooks/proposal-basket";
import type { DealListParams } from "../api/keys";

const listKeys = ["q", "status", "product", "from", "to", "sort", "page", "pageSize"] as const;

/**
 * The deals table: search, filters, sort and pages live in the URL, so a view can be shared or
 * reloaded; each row can go into the proposal basket.
 */
export function DealsTable({ basket }: { basket: ProposalBasket }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The list's own keys: the page's others (`view=table`) are not the list's to send.
  const query = Object.fromEntries(
    [...params].filter(([key]) => (listKeys as readonly string[]).includes(key)),
  ) as DealListParams;
  const deals = useDeals(query);
  const data = deals.data;

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  };
  const page = Number(query.page ?? 1);
  const filtered = !!(query.q || query.status || query.product || query.from || query.to);

  return (
    <div className="flex flex-col gap-4">
      <DealsFilters query={query} onChange={update} />
      <QueryState
        query={deals}
        isEmpty={(page) => page.items.length === 0}
        empty={t(filtered ? "ui.deals.noMatches" : "ui.empty.deals")}
        emptyAction={
          !filtered &&
          !inView() && <EmptyAction to={paths.newDeal}>{t("ui.deals.new")}</EmptyAction>
        }
      >
        {(data) => (
          <DealsList
            items={data.items}
            basket={basket}
            sort={query.sort ?? "-createdAt"}
            onSort={(sort) => update({ sort })}
          />
        )}
      </QueryState>
      {data && (data.total > data.pageSize || data.totalIsCapped || page > 1) && (
        <DealPages page={page} data={data} onPage={(p) => update({ page: String(p) })} />
      )}
    </div>
  );
}

/**
 * Previous / next and where the list is. Past a bound the API stops counting (`totalIsCapped`):
 * the total reads "1,000+ deals", the pages "of 50+", and there is always a next page.
 */
function DealPages({
  page,
  data,
  onPage,
}: {
  page: number;
  data: Pick<DealPage, "total" | "totalIsCapped" | "pageSize">;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const total = formatNumber(data.total, i18n.language);
  return (
    <nav aria-label={t("ui.deals.pages")} className="flex flex-wrap items-center gap-3 text-sm">
      <span>
        {data.totalIsCapped
          ? t("ui.deals.countAtLeast", { total })
          : t("ui.deals.count", { count: data.total, total })}
      </span>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("ui.deals.previous")}
      </Button>
      <span>
        {t(data.totalIsCapped ? "ui.deals.pageOfAtLeast" : "ui.deals.pageOf", { page, pages })}
      </span>
      <Button
        variant="secondary"
        disabled={!data.totalIsCapped && page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t("ui.deals.next")}
      </Button>
    </nav>
  );
}
