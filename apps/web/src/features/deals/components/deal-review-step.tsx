import { useTranslation } from "react-i18next";
import type { ExistingAdvance } from "@portal/contract/deals/deal-schemas";
import { advanceFacts } from "@/lib/advances";
import { countryName } from "@/lib/display-names";
import { joinFacts } from "@/lib/i18n/join-facts";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { toMinor } from "@portal/contract/deals/money";
import { regionName, useRegions } from "@/lib/regions";
import { FactList } from "./fact-list";
import { isSecured, toInput, type DealFormText } from "./deal-form-values";
import type { DealFormApi } from "./deal-form-values";

type Fact = [string, string];
/** The fact when `shown` (made only then: a date left empty cannot be formatted). */
const when = (shown: unknown, fact: () => Fact): Fact[] => (shown ? [fact()] : []);

/** A percentage as typed in a step ("50", "12,5"), shown as the deal's page shows it; as typed if it is no number. */
function typedPercent(text: string, language: string): string {
  const n = Number(text.trim().replace(",", "."));
  return text.trim() && Number.isFinite(n) ? formatPercent(n / 100, language, 2) : text;
}

/** Every fact the steps asked for, as the deal's page will show it, before it is saved. */
export function ReviewStep({ form }: { form: DealFormApi }) {
  const { t } = useTranslation();
  const values = form.watch();
  return (
    <FactList
      facts={[...useBorrowerFacts(values), ...useRequestFacts(values)]}
      label={t("ui.deals.form.stepNames.review")}
    />
  );
}

function useBorrowerFacts(values: DealFormText): Fact[] {
  const { t, i18n } = useTranslation();
  const b = values.borrower;
  const regions = useRegions(!!b.region);
  return [
    [t("ui.deals.form.legalName"), b.legalName],
    [t("ui.deals.form.entityType"), b.entityType && t(`ui.deals.entityTypes.${b.entityType}`)],
    [
      t("ui.deals.form.industry"),
      b.industry ? t(`ui.deals.industries.${b.industry}`) : t("ui.deals.form.notKnownYet"),
    ],
    [
      t("ui.deals.form.country"),
      b.country
        ? [countryName(b.country, i18n.language), b.region && regionName(regions, b.region)]
            .filter(Boolean)
            .join(" · ")
        : t("ui.deals.form.notKnownYet"),
    ],
    ...when(b.startDate, () => [
      t("ui.deals.form.startDate"),
      formatDate(b.startDate, i18n.language),
    ]),
    [
      t("ui.deals.form.owners"),
      b.owners
        .map((o) =>
          joinFacts(
            [
              o.name,
              typedPercent(o.ownershipBp, i18n.language),
              o.creditScore.trim() ? `${t("ui.deals.form.creditScore")} ${o.creditScore}` : "",
            ].filter(Boolean),
            i18n.dir() === "rtl",
          ),
        )
        .join(", ") || "—",
    ],
  ];
}

function useRequestFacts(values: DealFormText): Fact[] {
  const { t, i18n } = useTranslation();
  const minorMoney = (minor: number) => formatMoney(minor, values.currency, i18n.language);
  const money = (text: string) => minorMoney(toMinor(text, values.currency) ?? 0);
  const list = toInput(values).existingAdvances as ExistingAdvance[] | undefined;
  const advances = {
    existingAdvances: list ?? null,
    existingAdvancesMinor: list ? list.reduce((sum, a) => sum + a.balanceMinor, 0) : null,
  };
  const p = values.borrower.property;
  return [
    [t("ui.deals.product"), values.product && t(`ui.deals.products.${values.product}`)],
    [t("ui.deals.form.amount"), money(values.amountMinor)],
    ...when(values.termMonths.trim(), () => [
      t("ui.deals.form.termMonths"),
      values.termMonths.trim(),
    ]),
    ...when(values.monthlyRevenueMinor.trim(), () => [
      t("ui.deals.form.monthlyRevenue"),
      money(values.monthlyRevenueMinor),
    ]),
    ...when(values.interestRateBp.trim(), () => [
      t("ui.deals.form.interestRate"),
      typedPercent(values.interestRateBp, i18n.language),
    ]),
    ...advanceFacts(advances, minorMoney, t),
    [t("ui.deals.form.purpose"), values.purpose],
    ...when(isSecured(values.product), () => [
      t("ui.deals.form.property"),
      `${p.address} · ${money(p.valueMinor)}`,
    ]),
  ];
}
