import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/page";
import { TextField } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { formatMoney } from "@/lib/format";
import { currencyName } from "@/lib/display-names";
import { useStatement } from "../api/wallet-api";
import { EntriesTable } from "./entries-table";
import "../i18n";

/** A month's statement per currency: what was due at its start, the entries, what was due at its end. */
export function Statement({
  month,
  person,
  onMonth,
}: {
  month: string;
  person: string;
  onMonth: (month: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const statement = useStatement(month, person);
  return (
    <Card title={t("ui.wallet.statement")}>
      <div className="mb-4 max-w-48">
        <TextField
          type="month"
          label={t("ui.wallet.month")}
          value={month}
          onChange={(e) => e.target.value && onMonth(e.target.value)}
        />
      </div>
      <QueryState
        query={statement}
        isEmpty={(s) => s.currencies.length === 0}
        empty={t("ui.wallet.noStatement")}
      >
        {(s) => (
          <div className="flex flex-col gap-6">
            {s.currencies.map((c) => {
              const money = (minor: number) => formatMoney(minor, c.currency, i18n.language);
              return (
                <section
                  key={c.currency}
                  aria-label={`${t("ui.wallet.statement")} ${currencyName(c.currency, i18n.language)}`}
                >
                  <dl className="mb-3 flex flex-wrap gap-x-8 gap-y-2 text-sm">
                    <div>
                      <dt className="text-fg-muted">{t("ui.wallet.opening")}</dt>
                      <dd className="font-semibold tabular-nums" data-testid="opening">
                        {money(c.openingMinor)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-fg-muted">{t("ui.wallet.closing")}</dt>
                      <dd className="font-semibold tabular-nums" data-testid="closing">
                        {money(c.closingMinor)}
                      </dd>
                    </div>
                  </dl>
                  {c.entries.length > 0 && (
                    <EntriesTable
                      label={`${t("ui.wallet.statement")} ${currencyName(c.currency, i18n.language)}`}
                      entries={c.entries}
                      effect
                    />
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryState>
    </Card>
  );
}
