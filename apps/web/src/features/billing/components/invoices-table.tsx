import { useTranslation } from "react-i18next";
import type { BillingInvoice } from "@portal/contract/billing/billing-schemas";
import { Card, EmptyState } from "@/components/ui/page";
import { StackTable } from "@/components/ui/table";
import { formatDate, formatMoney } from "@/lib/format";
import "../i18n";

const columns = ["date", "number", "amount", "status", "link"] as const;

/** Past invoices: date, number, amount in the invoice's currency, status, the provider's page. */
export function InvoicesTable({ invoices }: { invoices: BillingInvoice[] }) {
  const { t, i18n } = useTranslation();
  const title = t("ui.billing.invoices.title");
  const cell = "px-3 py-2 align-top";
  return (
    <Card title={title}>
      {invoices.length === 0 ? (
        <EmptyState>{t("ui.billing.invoices.none")}</EmptyState>
      ) : (
        <StackTable
          label={title}
          columns={columns.map((c) => ({
            key: c,
            label: t(`ui.billing.invoices.columns.${c}`),
            end: c === "amount",
          }))}
        >
          {invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} cell={cell} language={i18n.language} />
          ))}
        </StackTable>
      )}
    </Card>
  );
}

function InvoiceRow({
  invoice: v,
  cell,
  language,
}: {
  invoice: BillingInvoice;
  cell: string;
  language: string;
}) {
  const { t } = useTranslation();
  const label = (c: (typeof columns)[number]) => t(`ui.billing.invoices.columns.${c}`);
  const number = v.number ?? t("ui.billing.invoices.noNumber");
  return (
    <tr role="row" data-invoice={v.id}>
      <td role="cell" data-label={label("date")} className={`${cell} whitespace-nowrap`}>
        {formatDate(v.createdAt, language, "long")}
      </td>
      <td role="cell" data-label={label("number")} className={`${cell} break-all`}>
        {number}
      </td>
      <td
        role="cell"
        data-label={label("amount")}
        className={`${cell} whitespace-nowrap tabular-nums sm:text-end`}
      >
        {formatMoney(v.total, v.currency, language)}
      </td>
      <td role="cell" data-label={label("status")} className={cell}>
        {t(`ui.billing.invoices.status.${v.status}`, { defaultValue: v.status })}
      </td>
      <td role="cell" data-label={label("link")} className={cell}>
        {v.url ? (
          <a
            href={v.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline"
            aria-label={t("ui.billing.invoices.view", { number })}
          >
            {t("ui.billing.invoices.open")}
          </a>
        ) : null}
      </td>
    </tr>
  );
}
