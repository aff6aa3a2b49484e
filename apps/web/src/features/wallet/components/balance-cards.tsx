import { useTranslation } from "react-i18next";
import type { WalletBalance } from "@portal/contract/wallet/wallet-schemas";
import { Card } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { EmptyAction } from "@/components/ui/empty-action";
import { paths } from "@/config/paths";
import { formatMoney } from "@/lib/format";
import { currencyName } from "@/lib/display-names";
import "../i18n";

const figures = [
  ["expectedMinor", "ui.wallet.kinds.expected"],
  ["earnedMinor", "ui.wallet.kinds.earned"],
  ["receivedMinor", "ui.wallet.kinds.received"],
  ["paidMinor", "ui.wallet.kinds.paid"],
  ["clawedBackMinor", "ui.wallet.kinds.clawed_back"],
] as const;

/** One card per currency: the five balances and what is due, as the server summed them. */
export function BalanceCards({ balances }: { balances: WalletBalance[] }) {
  const { t, i18n } = useTranslation();
  // Commission comes from deals: the way to them fills the wallet.
  if (balances.length === 0)
    return (
      <EmptyState action={<EmptyAction to={paths.deals}>{t("ui.wallet.openDeals")}</EmptyAction>}>
        {t("ui.wallet.noBalances")}
      </EmptyState>
    );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {balances.map((b) => {
        const money = (minor: number) => formatMoney(minor, b.currency, i18n.language);
        return (
          <Card
            key={b.currency}
            title={`${t("ui.wallet.balances")} · ${currencyName(b.currency, i18n.language)}`}
          >
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
              {figures.map(([field, label]) => (
                <div key={field} className="min-w-0">
                  <dt className="text-xs text-fg-muted">{t(label)}</dt>
                  <dd className="font-semibold break-words text-fg tabular-nums">
                    {money(b[field])}
                  </dd>
                </div>
              ))}
              <div className="min-w-0">
                <dt className="text-xs text-fg-muted" title={t("ui.wallet.dueHint")}>
                  {t("ui.wallet.due")}
                </dt>
                <dd
                  className={`font-semibold break-words tabular-nums ${b.dueMinor < 0 ? "text-danger" : "text-fg"}`}
                >
                  {money(b.dueMinor)}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-xs text-fg-muted">{t("ui.wallet.dueHint")}</p>
          </Card>
        );
      })}
    </div>
  );
}
