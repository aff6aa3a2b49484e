import { useTranslation } from "react-i18next";
import type { BillingInvoice } from "@portal/contract/billing/billing-schemas";
import { Card } from "@/components/ui/page";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatDate, formatMoney } from "@/lib/format";
import "../i18n";

/** Past invoices: date, number, amount in the invoice's currency, status, the provider's page. */
export function InvoicesTable({ invoices }: { invoices: BillingInvoice[] }) {
  const { t, i18n } = useTranslation();
  const title = t("ui.billing.invoices.title");
  const header = (c: string) => t(`ui.billing.invoices.columns.${c}`);
  const number = (v: BillingInvoice) => v.number ?? t("ui.billing.invoices.noNumber");
  const columns: DataColumn<BillingInvoice>[] = [
    {
      id: "date",
      header: header("date"),
      className: "whitespace-nowrap",
      sortValue: (v) => v.createdAt,
      cell: (v) => formatDate(v.createdAt, i18n.language, "long"),
    },
    { id: "number", header: header("number"), className: "break-all", cell: number },
    {
      id: "amount",
      header: header("amount"),
      align: "end",
      className: "whitespace-nowrap",
      cell: (v) => formatMoney(v.total, v.currency, i18n.language),
    },
    {
      id: "status",
      header: header("status"),
      cell: (v) => t(`ui.billing.invoices.status.${v.status}`, { defaultValue: v.status }),
    },
    {
      id: "link",
      header: header("link"),
      cell: (v) =>
        v.url ? (
          <a
            href={v.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline"
            aria-label={t("ui.billing.invoices.view", { number: number(v) })}
          >
            {t("ui.billing.invoices.open")}
          </a>
        ) : null,
    },
  ];
  return (
    <Card title={title}>
      <DataTable
        label={title}
        columns={columns}
        rows={invoices}
        rowId={(v) => v.id}
        rowAttributes={(v) => ({ "data-invoice": v.id })}
        defaultSort={{ column: "date", desc: true }}
        empty={t("ui.billing.invoices.none")}
      />
    </Card>
  );
}
