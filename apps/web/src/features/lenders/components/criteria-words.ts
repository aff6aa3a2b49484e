import type { TFunction } from "i18next";
import type { Listing, ListingCriteria } from "@portal/contract/lenders/listing-schemas";
import { formatBasisPoints, formatFactor, formatMoney } from "@/lib/format";
import { currencyName } from "@/lib/display-names";
import { type CodeKind, type Regions, codesInWords } from "@/lib/values-in-words";

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
  const money = (minor: number) => formatMoney(minor, listing.currency, language);
  const list = (codes: readonly string[], kind: CodeKind) =>
    codesInWords(kind, codes, { t, language, regions });
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
  if (c.excludedIndustries)
    words.push(
      t("ui.directory.criteria.excludedIndustries", {
        list: list(c.excludedIndustries, "industry"),
      }),
    );
  if (c.minCreditScore !== undefined)
    words.push(t("ui.directory.criteria.minCreditScore", { value: c.minCreditScore }));
  if (c.minMonthsInBusiness !== undefined)
    words.push(t("ui.directory.criteria.minMonthsInBusiness", { value: c.minMonthsInBusiness }));
  if (c.minMonthlyRevenueMinor !== undefined)
    words.push(
      t("ui.directory.criteria.minMonthlyRevenue", { value: money(c.minMonthlyRevenueMinor) }),
    );
  if (c.maxPositions !== undefined)
    words.push(t("ui.directory.criteria.maxPositions", { value: c.maxPositions }));
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
    words.push(t("ui.directory.criteria.minDscr", { value: formatFactor(c.minDscrBp, language) }));
  words.push(...termWords(c, t));
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

function termWords(c: ListingCriteria, t: TFunction): string[] {
  const { termMinMonths: min, termMaxMonths: max } = c;
  if (min !== undefined && max !== undefined)
    return [t("ui.directory.criteria.term", { min, max })];
  if (min !== undefined) return [t("ui.directory.criteria.termMin", { min })];
  if (max !== undefined) return [t("ui.directory.criteria.termMax", { max })];
  return [];
}
