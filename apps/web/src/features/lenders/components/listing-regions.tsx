import "../i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Controller } from "react-hook-form";
import { regionOptions, useRegions } from "@/lib/regions";
import { Chips } from "./listing-chips";
import { fieldAt, type ListingAt, type ListingContractForm } from "./listing-terms";
import { regionScopes } from "./listing-values";

/**
 * Where within its countries the listing lends (decision 073): in every region, only in the
 * regions chosen, or in every region but those chosen ("all US states except California and New
 * York"). A listing saved with both lists (through the API: Scotland except Glasgow) shows both.
 */
export function ListingRegions({ form, at }: { form: ListingContractForm; at: ListingAt }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`ui.lenders.form.${name}`);
  // Named in place, not through fieldAt(): the React Compiler then keeps the memo below.
  const countries = form.watch(`${at}criteria.countries` as "criteria.countries");
  const scope = form.watch(`${at}criteria.regionScope` as "criteria.regionScope");
  const excluded = form.watch(`${at}criteria.excludedRegions` as "criteria.excludedRegions");
  const regions = useRegions(countries.length > 0 || scope !== "all");
  const options = useMemo(() => regionOptions(regions, countries), [regions, countries]);
  const needCountries = countries.length === 0;
  return (
    <div className="flex flex-col gap-4 sm:col-span-2">
      <Controller
        control={form.control}
        name={fieldAt(at)("criteria.regionScope")}
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-fg">{label("regionScope")}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {regionScopes.map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-sm text-fg">
                  <input
                    type="radio"
                    name={field.name}
                    value={choice}
                    checked={field.value === choice}
                    onChange={() => field.onChange(choice)}
                    onBlur={field.onBlur}
                    ref={field.value === choice ? field.ref : undefined}
                    className="size-4 accent-primary"
                  />
                  {label(`regionScopes.${choice}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      {scope === "only" && (
        <Chips
          form={form}
          at={at}
          name="criteria.regions"
          options={options}
          hint={label(needCountries ? "regionsNeedCountries" : "regionsHint")}
        />
      )}
      {(scope === "except" || (scope === "only" && excluded.length > 0)) && (
        <Chips
          form={form}
          at={at}
          name="criteria.excludedRegions"
          options={options}
          hint={label(needCountries ? "regionsNeedCountries" : "excludedRegionsHint")}
        />
      )}
    </div>
  );
}
