import "../i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  formatBasisPoints,
  formatDate,
  formatDateTime,
  formatFactor,
  formatMoney,
} from "@/lib/format";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import type { DealStatus } from "@portal/contract/deals/deal-states";
import { Card } from "@/components/ui/page";
import { Stepper } from "@/components/ui/stepper";
import { countryName } from "@/lib/display-names";
import { advanceFacts } from "@/lib/advances";
import { regionName, useRegions } from "@/lib/regions";
import { dscrBp } from "@portal/contract/deals/dscr";
import { joinFacts } from "@/lib/i18n/join-facts";
import { DealStatusBadge } from "./deal-status-badge";
import { FactList } from "./fact-list";
import { DealMoves } from "./deal-moves";
import { dealEventWords } from "../deal-events";

/** The pipeline's stages in order, for the stepper; an exit shows at the stage the deal left from. */
const stages = ["draft", "submitted", "in_review", "proposals", "accepted", "funded"] as const;

/** The stage a deal stands at, or stopped at when it ended (withdrawn, declined, lost). */
export function stageOf(deal: Pick<DealDetail, "status" | "history">): DealStatus {
  if ((stages as readonly string[]).includes(deal.status)) return deal.status;
  const exit = deal.history.findLast((h) => h.to === deal.status && h.from !== h.to);
  return exit?.from ?? "draft";
}

/** The deal's name, amount, status and where it stands in the pipeline. */
export function DealHeader({ deal, actions }: { deal: DealDetail; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const ended = !(stages as readonly string[]).includes(deal.status);
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
        <span className="text-lg font-semibold text-fg tabular-nums">
          {formatMoney(deal.amountMinor, deal.currency, i18n.language)}
        </span>
        <span>{t(`ui.deals.products.${deal.product}`)}</span>
        <DealStatusBadge status={deal.status} />
        {actions}
      </div>
      <Stepper
        label={t("ui.deals.view.stages")}
        steps={stages.map((id) => ({ id, label: t(`ui.deals.statuses.${id}`) }))}
        current={stageOf(deal)}
        ended={ended ? t(`ui.deals.statuses.${deal.status}`) : undefined}
      />
    </div>
  );
}

/** A deal's facts, its borrower, and the moves the broker may make from where it stands. */
export function DealOverview({ deal }: { deal: DealDetail }) {
  const { t, i18n } = useTranslation();
  const regions = useRegions(!!deal.borrower.region);
  const money = (minor: number) => formatMoney(minor, deal.currency, i18n.language);
  const coverage = dscrBp({
    monthlyIncomeMinor: deal.borrower.property?.monthlyIncomeMinor,
    amountMinor: deal.amountMinor,
    termMonths: deal.termMonths,
    rateBp: deal.interestRateBp,
  });
  const facts: [string, string][] = [
    [t("ui.deals.columns.status"), t(`ui.deals.statuses.${deal.status}`)],
    [t("ui.deals.product"), t(`ui.deals.products.${deal.product}`)],
    [t("ui.deals.columns.amount"), formatMoney(deal.amountMinor, deal.currency, i18n.language)],
    [t("ui.deals.form.purpose"), deal.purpose],
    ...(deal.termMonths
      ? [[t("ui.deals.form.termMonths"), String(deal.termMonths)] as [string, string]]
      : []),
    ...(deal.monthlyRevenueMinor !== null
      ? [
          [
            t("ui.deals.form.monthlyRevenue"),
            formatMoney(deal.monthlyRevenueMinor, deal.currency, i18n.language),
          ] as [string, string],
        ]
      : []),
    ...(deal.interestRateBp !== null
      ? [
          [
            t("ui.deals.form.interestRate"),
            formatBasisPoints(deal.interestRateBp, i18n.language),
          ] as [string, string],
        ]
      : []),
    ...advanceFacts(deal, money, t),
    ...(coverage !== undefined
      ? [[t("ui.deals.form.dscr"), `${formatFactor(coverage, i18n.language)}x`] as [string, string]]
      : []),
  ];
  const b = deal.borrower;
  const borrowerFacts: [string, string][] = [
    [t("ui.deals.form.legalName"), deal.borrower.legalName],
    ...(deal.borrower.tradingName
      ? [[t("ui.deals.form.tradingName"), deal.borrower.tradingName] as [string, string]]
      : []),
    [t("ui.deals.form.entityType"), t(`ui.deals.entityTypes.${deal.borrower.entityType}`)],
    // Not known yet on a draft (decision 075): said so, as the Funders tab says "unknown".
    [
      t("ui.deals.form.industry"),
      b.industry ? t(`ui.deals.industries.${b.industry}`) : t("ui.deals.view.notGiven"),
    ],
    [
      t("ui.deals.form.country"),
      b.country
        ? [countryName(b.country, i18n.language), b.region && regionName(regions, b.region)]
            .filter(Boolean)
            .join(" · ")
        : t("ui.deals.view.notGiven"),
    ],
    ...(b.registrationNumber
      ? [[t("ui.deals.form.registrationNumber"), b.registrationNumber] as [string, string]]
      : []),
    ...(b.startDate
      ? [[t("ui.deals.form.startDate"), formatDate(b.startDate, i18n.language)] as [string, string]]
      : []),
    ...(b.address ? [[t("ui.deals.form.address"), b.address] as [string, string]] : []),
    ...b.owners.map(
      (o, i) =>
        [
          t("ui.deals.form.owner", { n: i + 1 }),
          joinFacts(
            [
              o.name,
              formatBasisPoints(o.ownershipBp, i18n.language),
              o.creditScore ? `${t("ui.deals.form.creditScore")} ${o.creditScore}` : "",
            ].filter(Boolean),
            i18n.dir() === "rtl",
          ),
        ] as [string, string],
    ),
    ...(b.property
      ? [
          [
            t("ui.deals.form.property"),
            joinFacts(
              [
                b.property.type
                  ? t(`ui.deals.propertyTypes.${b.property.type}`)
                  : t("ui.deals.view.propertyTypeNotGiven"),
                b.property.address,
                formatMoney(b.property.valueMinor, deal.currency, i18n.language),
                b.property.monthlyIncomeMinor !== undefined
                  ? `${t("ui.deals.form.propertyIncome")} ${money(b.property.monthlyIncomeMinor)}`
                  : "",
              ].filter(Boolean),
              i18n.dir() === "rtl",
            ),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card title={t("ui.deals.view.facts")}>
        <FactList facts={facts} />
      </Card>
      <Card title={t("ui.deals.form.borrower")}>
        <FactList facts={borrowerFacts} />
      </Card>
      <Card title={t("ui.deals.view.actions")}>
        <DealMoves deal={deal} />
      </Card>
    </div>
  );
}

/** How the deal got where it is: each move, who made it from where, and dated events. */
export function DealHistory({ deal }: { deal: DealDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t("ui.deals.view.history")}>
      <ol className="flex flex-col gap-2 text-sm" aria-label={t("ui.deals.view.history")}>
        {deal.history.map((h, i) => (
          <li key={i} className="flex flex-wrap gap-x-2">
            <time dateTime={h.at} className="text-fg-muted">
              {formatDateTime(h.at, i18n.language)}
            </time>
            {h.from !== h.to && (
              <span>
                {h.from
                  ? t("ui.deals.view.moved", {
                      from: t(`ui.deals.statuses.${h.from}`),
                      to: t(`ui.deals.statuses.${h.to}`),
                    })
                  : t("ui.deals.view.created")}
              </span>
            )}
            {/* What the portal recorded (facts worded here), then the person's own words. */}
            {h.event && (
              <span>
                {h.from !== h.to && "— "}
                {dealEventWords(t, h.event)}
              </span>
            )}
            {h.reason && (
              <span>
                {(h.from !== h.to || h.event) && "— "}
                <bdi>{h.reason}</bdi>
              </span>
            )}
            <span className="text-fg-muted">({t(`ui.dealEvents.sources.${h.source}`)})</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
