import type { TFunction } from "i18next";
import type { OfferChange, Submission } from "@portal/contract/submissions/submission-schemas";
import type { OfferCost } from "@portal/contract/submissions/offer-terms";
import { formatMoney } from "@/lib/money";

export type Proposal = NonNullable<Submission["proposal"]>;

const percent = (bp: number, language: string) =>
  (bp / 100).toLocaleString(language, { maximumFractionDigits: 2 });
const factor = (bp: number, language: string) => (bp / 10_000).toLocaleString(language);

/**
 * An offer's terms and what it costs, as label and value, in the order the broker compares them
 * and the funder reads its own offer (docs/decisions/029-comparing-offers.md).
 */
export function offerFacts(
  p: Proposal,
  cost: OfferCost,
  t: TFunction,
  language: string,
): [string, string][] {
  const money = (minor: number) => formatMoney(minor, p.currency, language);
  return [
    [t("ui.submissions.offer.amount"), money(p.amountMinor)],
    [
      t("ui.submissions.offer.price"),
      p.rateBp !== null
        ? t("ui.submissions.offer.rate", { rate: percent(p.rateBp, language) })
        : t("ui.submissions.offer.factor", { factor: factor(p.factorBp ?? 0, language) }),
    ],
    [t("ui.submissions.offer.term"), t("ui.submissions.months", { count: p.termMonths })],
    [
      t("ui.submissions.offer.payment"),
      cost.payments > 0
        ? `${t("ui.submissions.offer.paymentEach", {
            payment: money(cost.paymentMinor),
            frequency: t(`ui.submissions.every.${p.paymentFrequency}`),
          })} · ${t("ui.submissions.offer.payments", { count: cost.payments })}`
        : t(`ui.submissions.frequencies.${p.paymentFrequency}`),
    ],
    [t("ui.submissions.offer.total"), money(cost.totalRepayableMinor)],
    [t("ui.submissions.offer.cost"), money(cost.costMinor)],
    [
      t("ui.submissions.offer.apr"),
      "bp" in cost.apr
        ? t("ui.submissions.offer.aprValue", { apr: percent(cost.apr.bp, language) })
        : t(
            cost.apr.unavailable === "no_schedule"
              ? "ui.submissions.offer.aprNoSchedule"
              : "ui.submissions.offer.aprFeesExceed",
          ),
    ],
    [t("ui.submissions.offer.fees"), money(p.feesMinor)],
    [
      t("ui.submissions.offer.commission"),
      `${percent(p.brokerCommissionBp, language)} % · ${money(
        Math.round((p.amountMinor * p.brokerCommissionBp) / 10_000),
      )}`,
    ],
    [
      t("ui.submissions.offer.fundingDays"),
      p.fundingDays === null
        ? t("ui.submissions.offer.fundingDaysUnknown")
        : t("ui.submissions.offer.fundingDaysValue", { count: p.fundingDays }),
    ],
  ];
}

/** One term's value as a person reads it (a revision's before and after). */
function changeValue(
  change: OfferChange,
  value: OfferChange["from"],
  currency: string,
  t: TFunction,
  language: string,
): string {
  if (value === null) return t("ui.submissions.changes.none");
  if (typeof value === "string")
    return change.field === "paymentFrequency"
      ? t(`ui.submissions.frequencies.${value}`)
      : `“${value.length > 80 ? `${value.slice(0, 79)}…` : value}”`;
  switch (change.field) {
    case "amountMinor":
    case "feesMinor":
      return formatMoney(value, currency, language);
    case "rateBp":
    case "brokerCommissionBp":
      return `${percent(value, language)} %`;
    case "factorBp":
      return factor(value, language);
    case "termMonths":
      return t("ui.submissions.months", { count: value });
    case "fundingDays":
      return t("ui.submissions.offer.fundingDaysValue", { count: value });
    default:
      return value.toLocaleString(language);
  }
}

/** What a revision changed, in words: "amount from £90,000.00 to £95,000.00; rate from 12 % to 11 %". */
export function describeChanges(
  changes: readonly OfferChange[],
  currency: string,
  t: TFunction,
  language: string,
): string {
  return changes
    .map((c) =>
      t("ui.submissions.changes.change", {
        field: t(`ui.submissions.changes.fields.${c.field}`),
        from: changeValue(c, c.from, currency, t, language),
        to: changeValue(c, c.to, currency, t, language),
        interpolation: { escapeValue: false },
      }),
    )
    .join("; ");
}

/** The newest revision of the offer, from the history: what it changed. */
export const latestRevision = (events: Submission["events"]) =>
  events.findLast((e) => e.changes !== null && e.changes.length > 0);
