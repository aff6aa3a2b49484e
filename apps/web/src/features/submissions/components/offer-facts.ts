import i18next, { type TFunction } from "i18next";
import type { OfferChange, Submission } from "@portal/contract/submissions/submission-schemas";
import type { OfferCost } from "@portal/contract/submissions/offer-terms";
import { formatBasisPoints, formatFactor, formatMoney, formatNumber } from "@/lib/format";

export type Proposal = NonNullable<Submission["proposal"]>;

const percent = formatBasisPoints;
const factor = formatFactor;

/**
 * An offer's terms and what it costs, as label and value, in the order the broker compares them
 * and the funder reads its own offer (docs/decisions/029-comparing-offers.md); the commission is
 * "Your commission" to the broker, "Broker commission" to the funder.
 */
export function offerFacts(
  p: Proposal,
  cost: OfferCost,
  t: TFunction,
  language: string,
  reader: "broker" | "funder" = "broker",
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
      t(
        reader === "broker"
          ? "ui.submissions.offer.commission"
          : "ui.submissions.offer.brokerCommission",
      ),
      `${percent(p.brokerCommissionBp, language)} · ${money(
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
      return percent(value, language);
    case "factorBp":
      return factor(value, language);
    case "termMonths":
      return t("ui.submissions.months", { count: value });
    case "fundingDays":
      return t("ui.submissions.offer.fundingDaysValue", { count: value });
    default:
      return formatNumber(value, language);
  }
}

/** What a revision changed, in words: "amount from £90,000.00 to £95,000.00; rate from 12 % to 11 %". */
export function describeChanges(
  changes: readonly OfferChange[],
  currency: string,
  t: TFunction,
  language: string,
): string {
  // Right to left, each value is a bidi isolate (U+2068 … U+2069): an amount, a percentage or a
  // note keeps its own order instead of running into the words around it, as on the offer card.
  const rtl = i18next.dir(language) === "rtl";
  const value = (v: OfferChange["from"], c: OfferChange) => {
    const text = changeValue(c, v, currency, t, language);
    return rtl ? `\u2068${text}\u2069` : text;
  };
  return changes
    .map((c) =>
      t("ui.submissions.changes.change", {
        field: t(`ui.submissions.changes.fields.${c.field}`),
        from: value(c.from, c),
        to: value(c.to, c),
        interpolation: { escapeValue: false },
      }),
    )
    .join(t("ui.submissions.changes.separator"));
}

/** The newest revision of the offer, from the history: what it changed. */
export const latestRevision = (events: Submission["events"]) =>
  events.findLast((e) => e.changes !== null && e.changes.length > 0);
