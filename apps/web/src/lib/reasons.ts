import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type {
  CheckFacts,
  CheckValue,
  SuggestionFacts,
} from "@portal/contract/matching/check-schemas";
import { formatNumber } from "./format";
import { useRegions } from "./regions";
import { type Regions, type Wording, valueInWords } from "./values-in-words";

/**
 * Matching's facts in words (issue 36, decision 072): the API says per criterion what it found
 * (a code, the deal's value, the listing's) and what change would let more funders in; this
 * module words both in the reader's language, the one way for every page that shows them (the
 * deal's Funders tab, the lender check, the funder's inbox, the secure link page). Strings under
 * `ui.reasons` (i18n/reasons.ts, ar/reasons.ts). `regions` (lib/regions.ts useRegions) names
 * regions; until it loads a region reads as its code.
 */
export function checkInWords(
  check: CheckFacts,
  t: TFunction,
  language: string,
  regions?: Regions,
): string {
  const wording: Wording = { t, language, regions };
  const word = (value: CheckValue | undefined) => (value ? valueInWords(value, wording) : "");
  const name = t(`ui.reasons.names.${check.criterion}`);
  const deal = word(check.deal);
  const listing = word(check.listing);
  const values = { name, deal, listing, list: listing };
  // An excluded region reads as a region, not as an industry (the codes they share).
  const region = check.criterion === "excludedRegions";
  switch (check.code) {
    case "within_range":
      return t("ui.reasons.checks.within_range", {
        ...values,
        from: listing,
        to: word(check.listingTo),
      });
    case "not_given":
      return notGiven(check, wording);
    case "excluded": {
      const itself = sameCodes(check.deal, check.listing);
      if (region)
        return t(
          itself ? "ui.reasons.regionChecks.excluded" : "ui.reasons.regionChecks.excludedBy",
          values,
        );
      return t(itself ? "ui.reasons.checks.excluded" : "ui.reasons.checks.excludedBy", values);
    }
    case "not_excluded":
    case "broad_excluded":
      return t(
        region ? `ui.reasons.regionChecks.${check.code}` : `ui.reasons.checks.${check.code}`,
        values,
      );
    case "other_currency":
      return t(
        check.criterion === "amount" ||
          check.criterion === "minMonthlyRevenueMinor" ||
          check.criterion === "maxExistingBalanceMinor"
          ? `ui.reasons.otherCurrency.${check.criterion}`
          : "ui.reasons.checks.other_currency",
        values,
      );
    default:
      return t(
        known.has(check.code) ? `ui.reasons.checks.${check.code}` : "ui.reasons.checks.other",
        values,
      );
  }
}

/**
 * `checkInWords` for a component showing these checks, in the person's language: loads the
 * regions' names when a check needs them (the component re-renders when they arrive).
 */
export function useCheckWords(checks: readonly CheckFacts[]): (check: CheckFacts) => string {
  const { t, i18n } = useTranslation();
  const regions = useRegions(
    checks.some((check) => check.criterion === "regions" || check.criterion === "excludedRegions"),
  );
  return (check) => checkInWords(check, t, i18n.language, regions);
}

/** The codes worded by `ui.reasons.checks.<code>` as they are (the others have their own way). */
const known = new Set<string>([
  "meets_minimum",
  "close_to_minimum",
  "below_minimum",
  "within_maximum",
  "close_to_maximum",
  "above_maximum",
  "accepted",
  "not_accepted",
  "broader",
  "not_excluded",
  "broad_excluded",
  "no_rate",
  "no_income",
  "documents_present",
  "documents_missing",
]);

/** An industry excluded by its own code, not by the sector it lies in. */
function sameCodes(a: CheckValue | undefined, b: CheckValue | undefined): boolean {
  if (!a || !b || !("codes" in a) || !("codes" in b)) return !b;
  return a.codes.length === b.codes.length && a.codes.every((code, i) => b.codes[i] === code);
}

/** Kinds that are limits ("(minimum 600)"); a list of codes is not repeated after "not given". */
const isLimit = (value: CheckValue | undefined) => value !== undefined && !("codes" in value);

/** "no credit score given (minimum 600)": what the deal does not say, then the listing's limit. */
function notGiven(check: CheckFacts, wording: Wording): string {
  const { t } = wording;
  const text = t(`ui.reasons.notGiven.${check.criterion}`);
  const from = isLimit(check.listing) ? valueInWords(check.listing!, wording) : undefined;
  const to = isLimit(check.listingTo) ? valueInWords(check.listingTo!, wording) : undefined;
  if (from !== undefined && to !== undefined)
    return t("ui.reasons.limits.range", { text, from, to });
  if (to !== undefined) return t("ui.reasons.limits.maximum", { text, value: to });
  if (from === undefined) return text;
  return t(
    check.criterion.startsWith("max") ? "ui.reasons.limits.maximum" : "ui.reasons.limits.minimum",
    { text, value: from },
  );
}

/** The changes with their own wording, by fact and direction. */
const changes: Record<string, readonly string[]> = {
  monthsInBusiness: ["atLeast"],
  creditScore: ["atLeast"],
  amountMinor: ["atLeast", "atMost"],
  monthlyRevenueMinor: ["atLeast"],
  positions: ["atMost"],
  existingBalanceMinor: ["atMost"],
  ltvBp: ["atMost"],
  dscrBp: ["atLeast"],
  termMonths: ["atLeast", "atMost"],
  documentTypes: ["add"],
};

/** A count for a plural string: `count` picks the form, `n` is the number as the language writes it. */
const counted = (count: number, language: string) => ({ count, n: formatNumber(count, language) });

/** "With 3 more months in business, 1 more funder fits." */
export function suggestionInWords(
  suggestion: SuggestionFacts,
  t: TFunction,
  language: string,
): string {
  const wording: Wording = { t, language };
  const { fact, direction, by } = suggestion;
  const value = valueInWords(suggestion.to, wording);
  const change =
    by !== undefined && by > 0 && fact === "monthsInBusiness" && direction === "atLeast"
      ? t("ui.reasons.changes.monthsInBusinessBy", counted(by, language))
      : by !== undefined && by > 0 && fact === "positions" && direction === "atMost"
        ? t("ui.reasons.changes.positionsBy", counted(by, language))
        : changes[fact]?.includes(direction)
          ? t(`ui.reasons.changes.${fact}.${direction}`, { value })
          : t(`ui.reasons.changes.${direction}`, { fact: t(`ui.reasons.facts.${fact}`), value });
  const more = t("ui.reasons.more", counted(suggestion.funders, language));
  return t("ui.reasons.suggestion", { change, more });
}
