import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Investment } from "@portal/contract/investments/investment-schemas";
import { StackTable } from "@/components/ui/table";
import { formatDate, formatMoney } from "@/lib/format";
import "../i18n";

/** Short values kept on one line beside the others (a phone stacks them anyway). */
const nowrap = new Set<string>(["deal", "funded", "term", "renewal"]);
const columns = ["client", "deal", "product", "amount", "funded", "term", "renewal"] as const;

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
  const cell = "px-3 py-2 align-top";
  const who = view === "broker" ? "funder" : "broker";
  const heads = [...columns, who];
  const day = (value: string) => formatDate(value, i18n.language);
  return (
    <StackTable
      label={label}
      columns={heads.map((c) => ({
        key: c,
        label: t(`ui.investments.columns.${c}`),
        end: c === "amount",
      }))}
    >
      {items.map((i) => {
        const cells: Record<(typeof heads)[number], ReactNode> = {
          client: i.borrowerName,
          deal:
            view === "broker" ? (
              <Link className="text-primary underline" to={`/deals/${i.dealId}`}>
                {i.reference}
              </Link>
            ) : (
              i.reference
            ),
          product: t(`ui.investments.products.${i.product}`),
          amount: formatMoney(i.amountMinor, i.currency, i18n.language),
          funded: day(i.fundedAt),
          term:
            i.termMonths === null
              ? t("ui.investments.noTerm")
              : t("ui.investments.months", { count: i.termMonths }),
          renewal: i.renewalOn ? day(i.renewalOn) : "—",
          funder: i.counterpartyName || t("ui.investments.unknownFunder"),
          broker: i.counterpartyName,
        };
        return (
          <tr key={i.dealId} role="row" data-deal={i.reference}>
            {heads.map((c) => (
              <td
                key={c}
                role="cell"
                data-label={t(`ui.investments.columns.${c}`)}
                className={`${cell} ${c === "amount" ? "whitespace-nowrap tabular-nums sm:text-end" : nowrap.has(c) ? "sm:whitespace-nowrap" : "break-words"}`}
              >
                {cells[c]}
              </td>
            ))}
          </tr>
        );
      })}
    </StackTable>
  );
}
