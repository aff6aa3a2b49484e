import "../i18n";
import "../inbox-i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { InboxItem, InboxSort } from "@portal/contract/submissions/inbox-schemas";
import { canMakeMove, funderStage } from "@portal/contract/submissions/submission-states";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataColumn, type DataSort } from "@/components/ui/data-table";
import { Reference } from "@/components/ui/reference";
import { paths } from "@/config/paths";
import { formatMoney } from "@/lib/format";
import { ageDays, InboxClock } from "./inbox-clock";

/** The item's page. */
export const inboxItemPath = (id: string) => paths.inboxItem.replace(":id", encodeURIComponent(id));

/** Where an item stands, in the funder's words ("Waiting for you", "Offer sent", "Won"). */
export const inboxStatusKey = (item: Pick<InboxItem, "status" | "funded">) =>
  `ui.inbox.statuses.${item.funded ? "funded" : funderStage(item.status, null)}`;

/**
 * The order shown on the headings. The server's `age` ascending is the oldest first, that is the
 * greatest age first: the Age heading says "descending" then, as its numbers read.
 */
export const tableSortOf = (sort: InboxSort, dir: "asc" | "desc"): DataSort => ({
  column: sort,
  desc: sort === "age" ? dir === "asc" : dir === "desc",
});
export const serverSortOf = (sort: DataSort): { sort: InboxSort; dir: "asc" | "desc" } => ({
  sort: sort.column as InboxSort,
  dir: (sort.column === "age" ? !sort.desc : sort.desc) ? "desc" : "asc",
});

/**
 * One tab's deals: business, reference, amount and age sort on the server; on a phone each row is
 * a card (the one table's `stack-on-phone`). Rows may be picked to decline several at once.
 */
export function InboxTable({
  label,
  rows,
  targetHours,
  sort,
  onSortChange,
  selected,
  onSelect,
  loading,
}: {
  label: string;
  rows: readonly InboxItem[];
  targetHours: number | null;
  sort: DataSort;
  onSortChange: (sort: DataSort) => void;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  const header = (c: string) => t(`ui.inbox.columns.${c}`);
  const columns: DataColumn<InboxItem>[] = [
    {
      id: "business",
      header: header("business"),
      sortable: true,
      rowHeader: true,
      cell: (s) => (
        <span className="flex flex-col gap-0.5">
          <Link className="font-medium text-primary underline" to={inboxItemPath(s.id)}>
            {s.businessName ?? t("ui.inbox.withdrawnBusiness")}
          </Link>
          {s.unread > 0 && (
            <span>
              <Badge tone="info">{t("ui.inbox.unread", { count: s.unread })}</Badge>
            </span>
          )}
        </span>
      ),
    },
    {
      id: "reference",
      header: header("reference"),
      sortable: true,
      cell: (s) => <Reference>{s.reference}</Reference>,
    },
    {
      id: "product",
      header: header("product"),
      cell: (s) => t(`ui.submissions.products.${s.product}`),
    },
    {
      id: "amount",
      header: header("amount"),
      sortable: true,
      align: "end",
      cell: (s) => formatMoney(s.amountMinor, s.currency, i18n.language),
    },
    { id: "broker", header: header("broker"), cell: (s) => s.brokerName },
    { id: "listing", header: header("listing"), cell: (s) => s.listingName ?? "—" },
    {
      id: "status",
      header: header("status"),
      cell: (s) => <span data-status={s.status}>{t(inboxStatusKey(s))}</span>,
    },
    {
      id: "assignee",
      header: header("assignee"),
      cell: (s) =>
        s.assignee?.name ?? <span className="text-fg-muted">{t("ui.inbox.nobody")}</span>,
    },
    {
      id: "age",
      header: header("age"),
      sortable: true,
      cell: (s) => (
        <span className="flex flex-col gap-0.5">
          <span>{t("ui.inbox.age", { count: ageDays(s.sentAt, now) })}</span>
          <InboxClock item={s} targetHours={targetHours} now={now} />
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowId={(s) => s.id}
      rowAttributes={(s) => ({ "data-reference": s.reference })}
      sort={sort}
      onSortChange={(next) => next && onSortChange(next)}
      loading={loading}
      density="compact"
      selection={{
        selected,
        onChange: onSelect,
        rowLabel: (s) => t("ui.inbox.selectRow", { reference: s.reference }),
        allLabel: t("ui.inbox.selectAll"),
        // Only what may still be declined can be picked.
        canSelect: (s) => canMakeMove("decline", "funder", s.status),
      }}
    />
  );
}
