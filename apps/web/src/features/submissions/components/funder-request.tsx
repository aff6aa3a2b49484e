import "../i18n";
import "../inbox-i18n";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { FunderSubmission } from "@portal/contract/submissions/submission-schemas";
import { Card } from "@/components/ui/page";
import { joinFacts } from "@/lib/i18n/join-facts";
import { countryName } from "@/lib/display-names";
import { advanceFacts } from "@/lib/advances";
import { regionName, useRegions } from "@/lib/regions";
import { formatBasisPoints, formatDate, formatMoney } from "@/lib/format";

/** A submission whose deal the funder may still see (the broker has not withdrawn it). */
export type VisibleSubmission = FunderSubmission & {
  deal: NonNullable<FunderSubmission["deal"]>;
  borrower: NonNullable<FunderSubmission["borrower"]>;
};
export const isVisible = (item: FunderSubmission): item is VisibleSubmission =>
  item.deal !== null && item.borrower !== null;

/** What the broker sent and the listing judged: the request and the business (documents: InboxDocuments). */
export function FunderRequest({ item, title }: { item: VisibleSubmission; title?: string }) {
  const { t } = useTranslation();
  const facts = useDecisionFacts(item);
  return (
    <Card title={title ?? t("ui.inbox.item.facts")}>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-fg-muted">{t("ui.submissions.inbox.columns.broker")}</dt>
        <dd>{item.brokerName}</dd>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="text-fg-muted">{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </Card>
  );
}

/** The request and the facts funders decide on: owners and credit, revenue, time trading, property. */
function useDecisionFacts({ deal, borrower }: VisibleSubmission): [string, string][] {
  const { t, i18n } = useTranslation();
  const regions = useRegions(!!borrower.region);
  const money = (minor: number | null) =>
    minor === null ? "—" : formatMoney(minor, deal.currency, i18n.language);
  const f = (key: string) => t(`ui.submissions.facts.${key}`);
  const since = borrower.startDate ? new Date(`${borrower.startDate}T00:00:00Z`) : null;
  const months = since
    ? Math.max(
        0,
        (new Date().getUTCFullYear() - since.getUTCFullYear()) * 12 +
          new Date().getUTCMonth() -
          since.getUTCMonth(),
      )
    : null;
  const p = borrower.property;
  return [
    [f("product"), t(`ui.submissions.products.${deal.product}`)],
    [f("amount"), money(deal.amountMinor)],
    [f("term"), deal.termMonths ? t("ui.submissions.months", { count: deal.termMonths }) : "—"],
    [f("purpose"), deal.purpose],
    [
      f("business"),
      `${borrower.legalName} · ${t(`ui.submissions.entityTypes.${borrower.entityType}`)}`,
    ],
    // Not given by a deal sent to listings that do not judge them (decision 075).
    [f("industry"), borrower.industry ? t(`ui.submissions.industries.${borrower.industry}`) : "—"],
    [f("country"), borrower.country ? countryName(borrower.country, i18n.language) : "—"],
    ...(borrower.region
      ? [[f("region"), regionName(regions, borrower.region)] as [string, string]]
      : []),
    [
      f("trading"),
      months === null
        ? "—"
        : t("ui.submissions.facts.tradingFor", {
            years: Math.floor(months / 12),
            months: months % 12,
            since: formatDate(borrower.startDate!, i18n.language),
          }),
    ],
    [f("revenue"), deal.monthlyRevenueMinor === null ? "—" : money(deal.monthlyRevenueMinor)],
    ...advanceFacts(deal, money, t),
    ...borrower.owners.map(
      (o, i) =>
        [
          t("ui.submissions.facts.owner", { n: i + 1 }),
          joinFacts(
            [
              o.name,
              formatBasisPoints(o.ownershipBp, i18n.language),
              o.creditScore
                ? t("ui.submissions.facts.creditScore", { score: o.creditScore })
                : t("ui.submissions.facts.noCreditScore"),
            ],
            i18n.dir() === "rtl",
          ),
        ] as [string, string],
    ),
    ...(p
      ? [
          [
            f("property"),
            joinFacts(
              [
                t(`ui.submissions.propertyTypes.${p.type}`),
                p.address,
                money(p.valueMinor),
                ...(p.monthlyIncomeMinor !== undefined
                  ? [t("ui.submissions.facts.income", { amount: money(p.monthlyIncomeMinor) })]
                  : []),
                ...(p.occupancy ? [t(`ui.submissions.occupancies.${p.occupancy}`)] : []),
              ],
              i18n.dir() === "rtl",
            ),
          ] as [string, string],
        ]
      : []),
  ];
}
