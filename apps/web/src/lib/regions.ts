// Subdivisions (regions) by name, for the forms and pages that pick or show one. The list is
// large (~47 KB gzipped), so it loads on first use, never with the log-in page.
import { useEffect, useState } from "react";
import type * as RegionsModuleShape from "@portal/contract/deals/regions";

type RegionsModule = typeof RegionsModuleShape;
let loaded: RegionsModule | undefined;
let loading: Promise<RegionsModule> | undefined;

function load(): Promise<RegionsModule> {
  loading ??= import("@portal/contract/deals/regions").then((m) => (loaded = m));
  return loading;
}

/** The regions module once loaded, when `needed` (the component re-renders when it arrives). */
export function useRegions(needed = true): RegionsModule | undefined {
  const [regions, setRegions] = useState(loaded);
  useEffect(() => {
    if (needed && !regions) void load().then(setRegions);
  }, [needed, regions]);
  return regions;
}

/**
 * The regions of these countries as options: a subdivision inside another says which
 * ("Glasgow · Scotland"), and with several countries each says its country. Plain `{ value, label }`
 * pairs, as `countryOptions` gives: a combobox takes them, and lib imports no component.
 */
export function regionOptions(
  regions: RegionsModule | undefined,
  countries: readonly string[],
): { value: string; label: string }[] {
  if (!regions) return [];
  return countries.flatMap((country) =>
    regions.regionsOf(country).map((r) => {
      const within = r.within ? regions.regionOf(r.within)?.name : undefined;
      const label = [r.name, within, countries.length > 1 ? country : undefined]
        .filter(Boolean)
        .join(" · ");
      return { value: r.code, label };
    }),
  );
}

/** A region's name ("Scotland" for GB-SCT), or the code while the list loads. */
export function regionName(regions: RegionsModule | undefined, code: string): string {
  return regions?.regionOf(code)?.name ?? code;
}
