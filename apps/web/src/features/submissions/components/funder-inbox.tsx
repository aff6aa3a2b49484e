import type { ReactNode } from "react";
import "../i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { formatDate, formatMoney } from "@/lib/format";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { Reference } from "@/components/ui/reference";
import { funderStage } from "@portal/contract/submissions/submission-states";
import { QueryState } from "@/components/ui/query-state";
import { useInbox } from "../api/submissions-api";

type InboxItem = NonNullable<ReturnType<typeof useInbox>["data"]>[number];

/** A funder's inbox: the deals brokers sent it, newest first. */
export function FunderInbox({ emptyAction }: { emptyAction?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const inbox = useInbox();
  const header = (c: string) => t(`ui.submissions.inbox.columns.${c}`);
  const columns: DataColumn<InboxItem>[] = [
    {
      id: "reference",
      header: header("reference"),
      sortValue: (s) => s.reference,
      cell: (s) => (
        <Link className="text-primary underline" to={`/inbox/${s.id}`}>
          <Reference>{s.reference}</Reference>
        </Link>
      ),
    },
    {
      id: "broker",
      header: header("broker"),
      sortValue: (s) => s.brokerName,
      cell: (s) => s.brokerName,
    },
    // A deal the broker withdrew keeps its row, without its details.
    {
      id: "borrower",
      header: header("borrower"),
      sortValue: (s) => s.borrower?.legalName ?? "",
      cell: (s) => s.borrower?.legalName ?? "—",
    },
    {
      id: "amount",
      header: header("amount"),
      align: "end",
      cell: (s) => (s.deal ? formatMoney(s.deal.amountMinor, s.deal.currency, i18n.language) : "—"),
    },
    {
      id: "status",
      header: header("status"),
      cell: (s) => t(`ui.submissions.statuses.${funderStage(s.status, s.deal?.status ?? null)}`),
    },
    {
      id: "sent",
      header: header("sent"),
      sortValue: (s) => s.sentAt,
      cell: (s) => formatDate(s.sentAt, i18n.language),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <QueryState
        query={inbox}
        isEmpty={(items) => items.length === 0}
        empty={t("ui.submissions.inbox.empty")}
        emptyAction={emptyAction}
      >
        {(items) => (
          <DataTable
            label={t("ui.pages.inbox")}
            columns={columns}
            rows={items}
            rowId={(s) => s.id}
            defaultSort={{ column: "sent", desc: true }}
          />
        )}
      </QueryState>
    </div>
  );
}
