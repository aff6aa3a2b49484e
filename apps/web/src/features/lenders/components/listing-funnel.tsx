import "../i18n";
import "../funnel-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import {
  funnelPeriods,
  funnelSteps,
  type ListingFunnel as Funnel,
} from "@portal/contract/lenders/funnel-schemas";
import type { CriterionName } from "@portal/contract/lenders/listing-schemas";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { SelectField } from "@/components/ui/select";
import { formatDate, formatDuration, formatNumber, formatPercent } from "@/lib/format";
import { useListingFunnel } from "../api/funnel-api";

/** The listing form's label of each criterion (ui.lenders.form), else the funnel's own. */
const formLabel: Partial<Record<CriterionName, string>> = {
  products: "products",
  countries: "countries",
  regions: "regions",
  excludedRegions: "excludedRegions",
  excludedIndustries: "excludedIndustries",
  minCreditScore: "minCreditScore",
  minMonthsInBusiness: "minMonthsInBusiness",
  minMonthlyRevenueMinor: "minMonthlyRevenue",
  maxPositions: "maxPositions",
  maxExistingBalanceMinor: "maxExistingBalance",
  propertyTypes: "propertyTypes",
  maxLtvBp: "maxLtv",
  requiredDocumentTypes: "requiredDocumentTypes",
};
export const criterionLabel = (criterion: CriterionName, t: TFunction) =>
  formLabel[criterion]
    ? t(`ui.lenders.form.${formLabel[criterion]}`)
    : t(`ui.funnel.criteria.${criterion}`);

/** Each step's count, its share of the step before, and a bar against the first step. */
function Steps({ funnel }: { funnel: Funnel }) {
  const { t, i18n } = useTranslation();
  const widest = Math.max(1, ...funnelSteps.map((s) => funnel.counts[s] ?? 0));
  return (
    <ol className="flex flex-col gap-3" aria-label={t("ui.funnel.stepsLabel")}>
      {funnelSteps.map((step, i) => {
        const count = funnel.counts[step] ?? 0;
        const before = i > 0 ? funnelSteps[i - 1]! : undefined;
        const previous = before ? (funnel.counts[before] ?? 0) : 0;
        return (
          <li key={step} data-step={step} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{t(`ui.funnel.steps.${step}`)}</span>
              <span className="flex items-baseline gap-2">
                <span className="text-lg font-semibold tabular-nums">
                  {formatNumber(count, i18n.language)}
                </span>
                {/* The steps are counted apart (a deal may be sent without its broker having
                    been shown the match): a share above the whole is not shown. */}
                {before && previous > 0 && count <= previous && (
                  <span className="text-xs text-fg-muted">
                    {t("ui.funnel.shareOf", {
                      share: formatPercent(count / previous, i18n.language, 0),
                      step: t(`ui.funnel.steps.${before}`),
                    })}
                  </span>
                )}
              </span>
            </div>
            <div className="h-2 rounded-full bg-line" aria-hidden>
              <div
                className="h-2 rounded-full bg-primary"
                style={{ width: `${(count / widest) * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The median first answer and the criteria sent deals most often failed (what to loosen). */
function Answers({ funnel }: { funnel: Funnel }) {
  const { t, i18n } = useTranslation();
  const hours = funnel.medianFirstAnswerHours;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="text-sm font-semibold">{t("ui.funnel.median")}</h3>
        <p className={hours === null ? "text-sm text-fg-muted" : "text-lg font-semibold"}>
          {hours === null ? t("ui.funnel.noMedian") : formatDuration(hours * 60, i18n.language)}
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t("ui.funnel.failures")}</h3>
        {funnel.topFailures.length ? (
          <>
            <p className="mb-2 text-xs text-fg-muted">{t("ui.funnel.failuresHint")}</p>
            <ol className="flex flex-col gap-1 text-sm">
              {funnel.topFailures.map((f) => (
                <li
                  key={f.criterion}
                  data-criterion={f.criterion}
                  className="flex flex-wrap justify-between gap-x-3"
                >
                  <span>{criterionLabel(f.criterion, t)}</span>
                  <span className="tabular-nums">{t("ui.funnel.deals", { count: f.deals })}</span>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="text-sm text-fg-muted">{t("ui.funnel.noFailures")}</p>
        )}
      </div>
    </div>
  );
}

/** A funder's listing over a chosen period: its funnel, first answers and failing criteria. */
export function ListingFunnel({ listingId }: { listingId: string }) {
  const { t, i18n } = useTranslation();
  const [months, setMonths] = useState<number>(12);
  const funnel = useListingFunnel(listingId, months);
  return (
    <Card title={t("ui.funnel.title")}>
      <p className="mb-3 text-sm text-fg-muted">{t("ui.funnel.intro")}</p>
      <div className="mb-4 max-w-xs">
        <SelectField
          label={t("ui.funnel.period")}
          value={String(months)}
          onValueChange={(value) => setMonths(Number(value))}
          options={funnelPeriods.map((m) => ({
            value: String(m),
            label: t(`ui.funnel.periods.${m}`),
          }))}
        />
      </div>
      <QueryState query={funnel}>
        {(found) => (
          <div className="flex flex-col gap-4">
            <p className="text-xs text-fg-muted">
              {t("ui.funnel.since", { date: formatDate(found.from, i18n.language) })}
            </p>
            <div className="grid min-w-0 grid-cols-1 gap-6 md:grid-cols-2">
              <Steps funnel={found} />
              <Answers funnel={found} />
            </div>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
