import "./i18n/reasons";
import type { TFunction } from "i18next";
import type { CheckValue } from "@portal/contract/matching/check-schemas";
import type * as RegionsModule from "@portal/contract/deals/regions";
import { countryName, currencyName } from "./display-names";
import { formatBasisPoints, formatFactor, formatList, formatMoney, formatNumber } from "./format";

/**
 * One way to word a criterion's value (issue 36, decision 072): an amount, a count, months, a
 * share, a ratio, a country, a region, a product, an industry, a property type or a document type,
 * in the reader's language and never as a code. Matching's reasons (lib/reasons.ts) and the
 * Lenders directory's criteria word their values here. Strings under `ui.reasons` (i18n/reasons.ts).
 */

/**
 * The regions module (lib/regions.ts useRegions loads it on first use, speaking the reader's language:
 * Arabic names in Arabic, decision 076): region names, codes until it is in.
 */
export type Regions = typeof RegionsModule | undefined;

/** How to word: the translation function, the language, the regions once loaded. */
export interface Wording {
  t: TFunction;
  language: string;
  regions?: Regions;
}

/** The translated label maps under `ui.reasons`, by the kind of code. */
const labelled = {
  product: "products",
  industry: "industries",
  propertyType: "propertyTypes",
  documentType: "documentTypes",
} as const;

export type CodeKind = Extract<CheckValue, { codes: string[] }>["kind"];

/**
 * One code of a vocabulary by its name. `inSentence` starts an English label in lower case where
 * it is a common noun ("product term loan is accepted"); names of places keep their capitals.
 */
export function codeInWords(
  kind: CodeKind,
  code: string,
  { t, language, regions }: Wording,
  inSentence = false,
): string {
  if (kind === "country") return countryName(code, language);
  if (kind === "region") return regions?.regionOf(code)?.name ?? code;
  const label = t(`ui.reasons.${labelled[kind]}.${code}`, { defaultValue: code });
  return inSentence ? lowerFirst(label) : label;
}

/** "Term loan" -> "term loan", but "IT services" and "NAICS" stay (an acronym keeps its case). */
function lowerFirst(label: string): string {
  const [first, second] = label;
  if (!first || (second !== undefined && second !== second.toLowerCase())) return label;
  return first.toLowerCase() + label.slice(1);
}

/** Codes of a vocabulary as the language lists them: "Texas, Oklahoma, and Louisiana". */
export function codesInWords(
  kind: CodeKind,
  codes: readonly string[],
  wording: Wording,
  inSentence = false,
): string {
  const rtl = wording.language.split("-")[0] === "ar";
  return formatList(
    codes.map((code) => {
      const words = codeInWords(kind, code, wording, inSentence);
      // Right to left, each name isolated: Arabic's "و" joins the next item ("وLouisiana"), and a
      // name in Latin letters would otherwise carry the comma and the "و" to its side.
      return rtl ? `\u2068${words}\u2069` : words;
    }),
    wording.language,
  );
}

/** A number of months: "1 month", "24 months". */
export function monthsInWords(months: number, { t, language }: Wording): string {
  return t("ui.reasons.values.months", { count: months, value: formatNumber(months, language) });
}

/** A ratio kept in basis points (debt service coverage): 12500 -> "1.25x". */
export function ratioInWords(bp: number, { t, language }: Wording): string {
  return t("ui.reasons.values.ratio", { value: formatFactor(bp, language) });
}

/** Any value a check compared, worded by its kind. */
export function valueInWords(value: CheckValue, wording: Wording, inSentence = true): string {
  const { language } = wording;
  switch (value.kind) {
    case "money":
      return formatMoney(value.minor, value.currency, language);
    case "currency":
      return currencyName(value.currency, language);
    case "score":
    case "count":
      return formatNumber(value.value, language);
    case "months":
      return monthsInWords(value.value, wording);
    case "percent":
      return formatBasisPoints(value.bp, language);
    case "ratio":
      return ratioInWords(value.bp, wording);
    default:
      return codesInWords(value.kind, value.codes, wording, inSentence);
  }
}
