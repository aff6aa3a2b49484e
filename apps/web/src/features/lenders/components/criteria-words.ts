import type { TFunction } from "i18next";
import type { Listing, ListingCriteria } from "@portal/contract/lenders/listing-schemas";
import { formatBasisPoints, formatFactor, formatMoney, formatNumber } from "@/lib/format";
import { countryName, currencyName } from "@/lib/display-names";
import {
  type CodeKind,
  type Regions,
  type Wording,
  codesInWords,
  monthsInWords,
  ratioInWords,
} from "@/lib/values-in-words";

/**
 * A listing's criteria as a broker reads them ("Amounts from £10,000.00 to £500,000.00"), one
 * sentence per criterion it sets, in the order a broker decides on: product, amount, where, who.
 * Strings under `ui.directory` (../directory-i18n); the values (amounts, countries, regions,
 * industries...) worded the one way matching's reasons word them (lib/values-in-words.ts).
 * `regions` (lib/regions.ts useRegions) names the regions; until it loads they read as codes.
 */
export function criteriaInWords(
  listing: Listing,
  t: TFunction,
  language: string,
  regions?: Regions,
): string[] {
  const c = listing.criteria as ListingCriteria;
  const wording: Wording = { t, language, regions };
  const money = (minor: number) => formatMoney(minor, listing.currency, language);
  const list = (codes: readonly string[], kind: CodeKind) => codesInWords(kind, codes, wording);
  const months = (n: number) => monthsInWords(n, wording);
  const pct = (bp: number) => formatBasisPoints(bp, language);
  const words: string[] = [
    c.products
      ? t("ui.directory.criteria.products", { list: list(c.products, "product") })
      : t("ui.directory.criteria.anyProduct"),
  ];
  const { amountMinMinor: min, amountMaxMinor: max } = c;
  if (min !== undefined && max !== undefined)
    words.push(t("ui.directory.criteria.amount", { min: money(min), max: money(max) }));
  else if (min !== undefined) words.push(t("ui.directory.criteria.amountMin", { min: money(min) }));
  else if (max !== undefined) words.push(t("ui.directory.criteria.amountMax", { max: money(max) }));
  else
    words.push(
      t("ui.directory.criteria.lendsIn", { currency: currencyName(listing.currency, language) }),
    );
  words.push(
    c.countries
      ? t("ui.directory.criteria.countries", {
          list: list(c.countries, "country"),
        })
      : t("ui.directory.criteria.anyCountry"),
  );
  if (c.regions)
    words.push(t("ui.directory.criteria.regions", { list: list(c.regions, "region") }));
  if (c.excludedRegions) words.push(...exceptWords(c.excludedRegions, wording));
  if (c.excludedIndustries)
    words.push(
      t("ui.directory.criteria.excludedIndustries", {
        list: list(c.excludedIndustries, "industry"),
      }),
    );
  if (c.minCreditScore !== undefined)
    words.push(
      t("ui.directory.criteria.minCreditScore", {
        value: formatNumber(c.minCreditScore, language),
      }),
    );
  if (c.minMonthsInBusiness !== undefined)
    words.push(
      t("ui.directory.criteria.minMonthsInBusiness", { value: months(c.minMonthsInBusiness) }),
    );
  if (c.minMonthlyRevenueMinor !== undefined)
    words.push(
      t("ui.directory.criteria.minMonthlyRevenue", { value: money(c.minMonthlyRevenueMinor) }),
    );
  if (c.maxPositions !== undefined)
    words.push(
      c.maxPositions === 0
        ? t("ui.directory.criteria.noPositions")
        : t("ui.directory.criteria.maxPositions", {
            count: c.maxPositions,
            n: formatNumber(c.maxPositions, language),
          }),
    );
  if (c.maxExistingBalanceMinor !== undefined)
    words.push(
      t("ui.directory.criteria.maxExistingBalance", { value: money(c.maxExistingBalanceMinor) }),
    );
  if (c.propertyTypes)
    words.push(
      t("ui.directory.criteria.propertyTypes", { list: list(c.propertyTypes, "propertyType") }),
    );
  if (c.maxLtvBp !== undefined)
    words.push(t("ui.directory.criteria.maxLtv", { value: pct(c.maxLtvBp) }));
  if (c.minDscrBp !== undefined)
    words.push(t("ui.directory.criteria.minDscr", { value: ratioInWords(c.minDscrBp, wording) }));
  words.push(...termWords(c, t, months));
  if (c.requiredDocumentTypes)
    words.push(
      t("ui.directory.criteria.documents", {
        list: list(c.requiredDocumentTypes, "documentType"),
      }),
    );
  if (listing.rateMinBp !== null && listing.rateMaxBp !== null)
    words.push(
      t("ui.directory.criteria.rate", { from: pct(listing.rateMinBp), to: pct(listing.rateMaxBp) }),
    );
  if (listing.factorMinBp !== null && listing.factorMaxBp !== null)
    words.push(
      t("ui.directory.criteria.factor", {
        from: formatFactor(listing.factorMinBp, language),
        to: formatFactor(listing.factorMaxBp, language),
      }),
    );
  return words;
}

function termWords(c: ListingCriteria, t: TFunction, months: (n: number) => string): string[] {
  const { termMinMonths: min, termMaxMonths: max } = c;
  if (min !== undefined && max !== undefined)
    return [t("ui.directory.criteria.term", { min: months(min), max: months(max) })];
  if (min !== undefined) return [t("ui.directory.criteria.termMin", { min: months(min) })];
  if (max !== undefined) return [t("ui.directory.criteria.termMax", { max: months(max) })];
  return [];
}

/**
 * Excluded regions, a sentence per country they lie in: "All US states except California and
 * New York", "All of United Kingdom except Scotland" (decision 073). Names, never codes.
 */
function exceptWords(excluded: readonly string[], wording: Wording): string[] {
  const { t, language } = wording;
  const byCountry = new Map<string, string[]>();
  for (const code of excluded) {
    const country = code.slice(0, 2);
    byCountry.set(country, [...(byCountry.get(country) ?? []), code]);
  }
  return [...byCountry].map(([country, codes]) => {
    const list = codesInWords("region", codes, wording);
    return country === "US"
      ? t("ui.directory.criteria.exceptStates", { list })
      : t("ui.directory.criteria.except", { country: countryName(country, language), list });
  });
}
