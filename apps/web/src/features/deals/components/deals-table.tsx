import "../i18n";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { DealPage } from "@portal/contract/deals/deal-schemas";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { TableRegion } from "@/components/ui/table";
import { Badge } from "@/components/ui/badge";
import { DealStatusBadge } from "./deal-status-badge";
import { DealsFilters } from "./deals-filters";
import { useDeals } from "../api/deals-api";
import { basketLimit, type ProposalBasket } from "../hooks/proposal-basket";
import { formatDate, formatMoney, formatNumber } from "@/lib/format";

/**
 * The deals table: search, filters, sort and pages live in the URL, so a view can be shared or
 * reloaded; each row can go into the proposal basket.
 */
export function DealsTable({ basket }: { basket: ProposalBasket }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(params);
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
      >
        {(data) => (
          <TableRegion label={t("ui.pages.deals")}>
            <table role="table" className="stack-on-phone w-full text-start text-sm">
              <caption className="sr-only">{t("ui.pages.deals")}</caption>
              <thead className="bg-muted text-fg-muted">
                <tr role="row">
                  <th role="columnheader" scope="col" className="px-3 py-2">
                    <span className="sr-only">
                      {t("ui.deals.basket.title", { count: basket.basket.ids.length })}
                    </span>
                  </th>
                  {["reference", "borrower", "product", "amount", "status", "created"].map((c) => (
                    <th key={c} role="columnheader" scope="col" className="px-3 py-2 font-medium">
                      {t(`ui.deals.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.items.map((d) => (
                  <tr key={d.id} role="row">
                    <td role="cell" className="px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        aria-label={t("ui.deals.basket.add", { reference: d.reference })}
                        checked={basket.basket.ids.includes(d.id)}
                        disabled={
                          !basket.basket.ids.includes(d.id) &&
                          basket.basket.ids.length >= basketLimit
                        }
                        onChange={() => basket.toggle(d)}
                      />
                    </td>
                    <td
                      role="cell"
                      data-label={t("ui.deals.columns.reference")}
                      className="px-3 py-2"
                    >
                      <Link className="text-primary underline" to={`/deals/${d.id}`}>
                        <bdi>{d.reference}</bdi>
                      </Link>
                      {d.newFits > 0 && (
                        <span className="ms-2">
                          <Badge tone="info">{t("ui.deals.newFits", { count: d.newFits })}</Badge>
                        </span>
                      )}
                    </td>
                    <td
                      role="cell"
                      data-label={t("ui.deals.columns.borrower")}
                      className="px-3 py-2"
                    >
                      {d.borrowerName}
                    </td>
                    <td
                      role="cell"
                      data-label={t("ui.deals.columns.product")}
                      className="px-3 py-2"
                    >
                      {t(`ui.deals.products.${d.product}`)}
                    </td>
                    <td
                      role="cell"
                      data-label={t("ui.deals.columns.amount")}
                      className="px-3 py-2 tabular-nums"
                    >
                      {formatMoney(d.amountMinor, d.currency, i18n.language)}
                    </td>
                    <td role="cell" data-label={t("ui.deals.columns.status")} className="px-3 py-2">
                      <DealStatusBadge status={d.status} />
                    </td>
                    <td
                      role="cell"
                      data-label={t("ui.deals.columns.created")}
                      className="px-3 py-2"
                    >
                      {formatDate(d.createdAt, i18n.language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
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
