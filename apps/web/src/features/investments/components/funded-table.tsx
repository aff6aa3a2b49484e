import { useId, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Investment } from "@portal/contract/investments/investment-schemas";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { Reference } from "@/components/ui/reference";
import { formatDate, formatMoney } from "@/lib/format";
import { SchedulePanel, ScheduleToggle } from "./schedule-details";
import "../i18n";

/** Funded deals, one row each (a card per deal on a phone); brokers' deals link to their page. */
export function FundedTable({
  label,
  items,
  view,
}: {
  label: string;
  items: Investment[];
  view: "funder" | "broker";
}) {
  const { t, i18n } = useTranslation();
  // The deal whose schedule shows under the table (one at a time).
  const [open, setOpen] = useState<string | null>(null);
  const panelId = useId();
  const shown = items.find((i) => i.dealId === open);
  const header = (c: string) => t(`ui.investments.columns.${c}`);
  const day = (value: string) => formatDate(value, i18n.language);
  // Short values stay on one line beside the others (a phone stacks them anyway).
  const short = "sm:whitespace-nowrap";
  const columns: DataColumn<Investment>[] = [
    {
      id: "client",
      header: header("client"),
      className: "break-words",
      cell: (i) => i.borrowerName,
    },
    {
      id: "deal",
      header: header("deal"),
      className: short,
      cell: (i) =>
        view === "broker" ? (
          <Link className="text-primary underline" to={`/deals/${i.dealId}`}>
            <Reference>{i.reference}</Reference>
          </Link>
        ) : (
          <Reference>{i.reference}</Reference>
        ),
    },
    {
      id: "product",
      header: header("product"),
      className: "break-words",
      cell: (i) => t(`ui.investments.products.${i.product}`),
    },
    {
      id: "amount",
      header: header("amount"),
      align: "end",
      className: "whitespace-nowrap",
      cell: (i) => formatMoney(i.amountMinor, i.currency, i18n.language),
    },
    {
      id: "funded",
      header: header("funded"),
      className: short,
      cell: (i) => day(i.fundedAt),
    },
    {
      id: "term",
      header: header("term"),
      className: short,
      cell: (i) =>
        i.termMonths === null
          ? t("ui.investments.noTerm")
          : t("ui.investments.months", { count: i.termMonths }),
    },
    {
      id: "renewal",
      header: header("renewal"),
      className: short,
      cell: (i) => (i.renewalOn ? day(i.renewalOn) : "—"),
    },
    view === "broker"
      ? {
          id: "funder",
          header: header("funder"),
          className: "break-words",
          cell: (i) => i.counterpartyName || t("ui.investments.unknownFunder"),
        }
      : {
          id: "broker",
          header: header("broker"),
          className: "break-words",
          cell: (i) => i.counterpartyName,
        },
    {
      id: "schedule",
      header: header("schedule"),
      cell: (i) => (
        <ScheduleToggle
          item={i}
          open={open === i.dealId}
          panelId={panelId}
          onToggle={() => setOpen(open === i.dealId ? null : i.dealId)}
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={items}
        rowId={(i) => i.dealId}
        rowAttributes={(i) => ({ "data-deal": i.reference })}
      />
      {shown && <SchedulePanel item={shown} id={panelId} />}
    </>
  );
}
