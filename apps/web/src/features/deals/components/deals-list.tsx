import "../i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { formatDate, formatMoney } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { Reference } from "@/components/ui/reference";
import { DataTable, type DataColumn, type DataSort } from "@/components/ui/data-table";
import { DealStatusBadge } from "./deal-status-badge";
import type { DealListItem } from "@portal/contract/deals/deal-schemas";
import { basketLimit, type ProposalBasket } from "../hooks/proposal-basket";

/** The columns the server sorts by, and the field each sorts on (`sort=-amountMinor`). */
const sortFields: Record<string, string> = {
  reference: "reference",
  amount: "amountMinor",
  created: "createdAt",
};

/** `-createdAt` <-> newest first by the "created" column. */
export function sortOfQuery(sort: string): DataSort | null {
  const desc = sort.startsWith("-");
  const field = desc ? sort.slice(1) : sort;
  const column = Object.keys(sortFields).find((c) => sortFields[c] === field);
  return column ? { column, desc } : null;
}

export const queryOfSort = (sort: DataSort | null) =>
  sort ? `${sort.desc ? "-" : ""}${sortFields[sort.column]}` : "";

/**
 * A page of deals, ordered by the server (the order lives in the URL, `sort`); each row can go
 * into the proposal basket, up to `basketLimit` deals.
 */
export function DealsList({
  items,
  basket,
  sort,
  onSort,
}: {
  items: DealListItem[];
  basket: ProposalBasket;
  sort: string;
  onSort: (sort: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const header = (c: string) => t(`ui.deals.columns.${c}`);
  const columns: DataColumn<DealListItem>[] = [
    {
      id: "reference",
      header: header("reference"),
      sortable: true,
      cell: (d) => (
        <>
          <Link className="text-primary underline" to={`/deals/${d.id}`}>
            <Reference>{d.reference}</Reference>
          </Link>
          {d.newFits > 0 && (
            <span className="ms-2">
              <Badge tone="info">{t("ui.deals.newFits", { count: d.newFits })}</Badge>
            </span>
          )}
        </>
      ),
    },
    { id: "borrower", header: header("borrower"), cell: (d) => d.borrowerName },
    { id: "product", header: header("product"), cell: (d) => t(`ui.deals.products.${d.product}`) },
    {
      id: "amount",
      header: header("amount"),
      align: "end",
      sortable: true,
      cell: (d) => formatMoney(d.amountMinor, d.currency, i18n.language),
    },
    { id: "status", header: header("status"), cell: (d) => <DealStatusBadge status={d.status} /> },
    {
      id: "created",
      header: header("created"),
      sortable: true,
      cell: (d) => formatDate(d.createdAt, i18n.language),
    },
  ];
  const picked = basket.basket.ids;
  // The table says which ids are picked now; the basket adds and removes the difference.
  const pick = (ids: string[]) => {
    for (const d of items) if (ids.includes(d.id) !== picked.includes(d.id)) basket.toggle(d);
  };
  return (
    <DataTable
      label={t("ui.pages.deals")}
      columns={columns}
      rows={items}
      rowId={(d) => d.id}
      sort={sortOfQuery(sort)}
      onSortChange={(next) => onSort(queryOfSort(next))}
      selection={{
        selected: picked,
        onChange: pick,
        rowLabel: (d) => t("ui.deals.basket.add", { reference: d.reference }),
        allLabel: t("ui.deals.basket.addPage"),
        canSelect: () => picked.length < basketLimit,
      }}
    />
  );
}
