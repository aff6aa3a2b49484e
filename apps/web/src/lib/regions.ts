// Subdivisions (regions) by name, for the forms and pages that pick or show one. The list is
// large (~47 KB gzipped), so it loads on first use, never with the log-in page; in Arabic their
// Arabic names (~15 KB gzipped, decision 076) load with it.
import { useEffect, useReducer } from "react";
import i18next from "i18next";
import { useTranslation } from "react-i18next";
import type * as RegionsModuleShape from "@portal/contract/deals/regions";
import type * as ArabicNamesShape from "@portal/contract/deals/regions-ar";
import { countryName } from "./display-names";

type RegionsModule = typeof RegionsModuleShape;
type Region = RegionsModuleShape.Region;
type ArabicNames = typeof ArabicNamesShape;

let loaded: RegionsModule | undefined;
let loading: Promise<RegionsModule> | undefined;
let arabic: RegionsModule | undefined;
let loadingArabic: Promise<RegionsModule> | undefined;

function load(): Promise<RegionsModule> {
  loading ??= import("@portal/contract/deals/regions").then((m) => (loaded = m));
  return loading;
}

function loadArabic(): Promise<RegionsModule> {
  loadingArabic ??= Promise.all([load(), import("@portal/contract/deals/regions-ar")]).then(
    ([m, names]) => (arabic = inArabic(m, names)),
  );
  return loadingArabic;
}

/**
 * The regions module speaking Arabic: the same functions, each region named in Arabic where a name
 * is known (its English name otherwise: decision 076), a country's regions in Arabic order.
 */
export function inArabic(m: RegionsModule, names: ArabicNames): RegionsModule {
  const named = (r: Region): Region => ({ ...r, name: names.arabicRegionName(r.code) ?? r.name });
  const collator = new Intl.Collator("ar");
  const arabic: RegionsModule = {
    ...m,
    regionOf: (code) => {
      const region = m.regionOf(code);
      return region && named(region);
    },
    regionsOf: (country) =>
      m
        .regionsOf(country)
        .map(named)
        .sort((a, b) => collator.compare(a.name, b.name)),
  };
  englishOf.set(arabic, m);
  return arabic;
}

/** The English module behind each Arabic one: its names are what an option is also found by. */
const englishOf = new WeakMap<RegionsModule, RegionsModule>();

const isArabic = (language: string) => language.split("-")[0] === "ar";

/**
 * The regions module once loaded, when `needed` (the component re-renders when it arrives), naming
 * regions in the reader's language: in Arabic, English names until the Arabic ones arrive.
 */
export function useRegions(needed = true): RegionsModule | undefined {
  const { i18n } = useTranslation();
  const inArabicToo = isArabic(i18n.language);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const regions = inArabicToo ? (arabic ?? loaded) : loaded;
  const complete = inArabicToo ? arabic !== undefined : loaded !== undefined;
  useEffect(() => {
    if (!needed || complete) return;
    let live = true;
    void (inArabicToo ? loadArabic() : load()).then(() => live && arrived());
    return () => {
      live = false;
    };
  }, [needed, complete, inArabicToo]);
  return regions;
}

/**
 * The regions of these countries as options: a subdivision inside another says which
 * ("Glasgow · Scotland"), and with several countries each says its country by name ("Texas · United
 * States", never "US": issue 36), in the language `regions` speaks (useRegions). Plain
 * `{ value, label }` pairs, as `countryOptions` gives: a combobox takes them, and lib imports no
 * component. In Arabic each is also found by its English name (`keywords`: "Texas" finds تكساس).
 */
export function regionOptions(
  regions: RegionsModule | undefined,
  countries: readonly string[],
): { value: string; label: string; keywords?: string[] }[] {
  if (!regions) return [];
  const language = i18next.language;
  const english = englishOf.get(regions);
  return countries.flatMap((country) =>
    regions.regionsOf(country).map((r) => {
      const within = r.within ? regions.regionOf(r.within)?.name : undefined;
      const label = [
        r.name,
        within,
        countries.length > 1 ? countryName(country, language) : undefined,
      ]
        .filter(Boolean)
        .join(" · ");
      const englishName = english?.regionOf(r.code)?.name;
      return englishName && englishName !== r.name
        ? { value: r.code, label, keywords: [englishName] }
        : { value: r.code, label };
    }),
  );
}

/** A region's name ("Scotland" for GB-SCT), or the code while the list loads. */
export function regionName(regions: RegionsModule | undefined, code: string): string {
  return regions?.regionOf(code)?.name ?? code;
}
