import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/page";
import { SelectField } from "@/components/ui/select";
import { QueryState } from "@/components/ui/query-state";
import { formatMoney, formatMonth } from "@/lib/format";
import { currencyName } from "@/lib/display-names";
import { useStatement } from "../api/wallet-api";
import { EntriesTable } from "./entries-table";
import "../i18n";

/** How many years back the statement's month goes (the chosen month is always offered). */
const yearsBack = 6;

/**
 * The months a statement can be of, newest first, each named in the reader's language and digits
 * ("November 2026", "نوفمبر ٢٠٢٦"): from January six years ago to this month, and `chosen` if it
 * lies outside. A list of our own, not the browser's month input, which names months in the
 * browser's language whatever the page's (issue 36).
 */
export function statementMonths(chosen: string, language: string, today = new Date()) {
  const months: string[] = [];
  const year = today.getUTCFullYear();
  for (let y = year; y >= year - yearsBack; y--)
    for (let m = y === year ? today.getUTCMonth() + 1 : 12; m >= 1; m--)
      months.push(`${y}-${String(m).padStart(2, "0")}`);
  if (/^\d{4}-\d{2}$/.test(chosen) && !months.includes(chosen)) {
    months.push(chosen);
    months.sort().reverse();
  }
  return months.map((month) => ({ value: month, label: formatMonth(month, language) }));
}

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
        <SelectField
          label={t("ui.wallet.month")}
          options={statementMonths(month, i18n.language)}
          value={month}
          onValueChange={(next) => next && onMonth(next)}
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
