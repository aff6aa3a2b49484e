import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { entityTypes } from "@portal/contract/deals/deal-schemas";
import { Combobox } from "@/components/ui/combobox";
import { TextField } from "@/components/ui/field";
import { FormDateField } from "@/components/ui/date-field";
import { IndustryPicker } from "@/components/ui/industry-picker";
import { FormSelectField } from "@/components/ui/select";
import { countryOptions } from "@/lib/display-names";
import { regionOptions, useRegions } from "@/lib/regions";
import type { DealFormApi } from "./deal-form-values";

/** The borrower: its names, kind, industry, since when, and where (country, region, address). */
export function BorrowerStep({ form }: { form: DealFormApi }) {
  const { t, i18n } = useTranslation();
  const country = form.watch("borrower.country");
  const region = form.watch("borrower.region");
  // The list loads once a country is chosen (or the deal has a region to show).
  const regions = useRegions(!!country);
  const regionList = useMemo(
    () => (country ? regionOptions(regions, [country]) : []),
    [regions, country],
  );
  const countryList = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const noMatches = t("ui.deals.form.noMatches");
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.borrower")}</legend>
      <TextField label={t("ui.deals.form.legalName")} {...form.field("borrower.legalName")} />
      <TextField
        label={t("ui.deals.form.tradingName")}
        hint={t("ui.optional")}
        {...form.field("borrower.tradingName")}
      />
      <FormSelectField
        label={t("ui.deals.form.entityType")}
        placeholder={t("ui.select")}
        options={entityTypes.map((e) => ({ value: e, label: t(`ui.deals.entityTypes.${e}`) }))}
        control={form.control}
        name="borrower.entityType"
        error={form.errorOf("borrower.entityType")}
      />
      <TextField
        label={t("ui.deals.form.registrationNumber")}
        hint={t("ui.optional")}
        {...form.field("borrower.registrationNumber")}
      />
      <Controller
        control={form.control}
        name="borrower.industry"
        render={({ field }) => (
          <IndustryPicker
            label={t("ui.deals.form.industry")}
            hint={t("ui.deals.form.notKnownYetHint")}
            {...field}
            error={form.errorOf("borrower.industry")}
          />
        )}
      />
      <FormDateField
        label={t("ui.deals.form.startDate")}
        hint={t("ui.optional")}
        control={form.control}
        name="borrower.startDate"
        error={form.errorOf("borrower.startDate")}
      />
      <Controller
        control={form.control}
        name="borrower.country"
        render={({ field }) => (
          <Combobox
            label={t("ui.deals.form.country")}
            hint={t("ui.deals.form.notKnownYetHint")}
            options={countryList}
            noMatches={noMatches}
            {...field}
            error={form.errorOf("borrower.country")}
            onChange={(next) => {
              field.onChange(next);
              // A region of another country goes with it.
              if (!form.getValues("borrower.region").startsWith(`${next}-`))
                form.setValue("borrower.region", "");
            }}
          />
        )}
      />
      {(regionList.length > 0 || region) && (
        <Controller
          control={form.control}
          name="borrower.region"
          render={({ field }) => (
            <Combobox
              label={t("ui.deals.form.region")}
              hint={t("ui.deals.form.regionHint")}
              options={regionList}
              noMatches={noMatches}
              {...field}
              error={form.errorOf("borrower.region")}
            />
          )}
        />
      )}
      <TextField
        label={t("ui.deals.form.address")}
        hint={t("ui.optional")}
        {...form.field("borrower.address")}
      />
    </fieldset>
  );
}
