import "../i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Controller, get } from "react-hook-form";
import { dealProducts, propertyTypes } from "@portal/contract/deals/deal-schemas";
import { documentTypes } from "@portal/contract/documents/document-schemas";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Combobox, type ComboOption } from "@/components/ui/combobox";
import { TextField } from "@/components/ui/field";
import { IndustryPicker } from "@/components/ui/industry-picker";
import { countryOptions } from "@/lib/display-names";
import { regionOptions, useRegions } from "@/lib/regions";
import type { ListingContractForm } from "./listing-terms";
import type { ListField } from "./listing-values";

/** A list criterion's error: the list's own, or the first of its codes refused. */
function listError(form: ListingContractForm, name: ListField) {
  const at: unknown = get(form.formState.errors, name);
  if (!Array.isArray(at)) return form.errorOf(name);
  const index = at.findIndex(Boolean);
  return index < 0 ? undefined : form.errorOf(`${name}.${index}`);
}

/** The listing's criteria (its buy box): each left empty is a criterion it does not limit on. */
export function ListingCriteria({ form }: { form: ListingContractForm }) {
  const { t, i18n } = useTranslation();
  const label = (name: string) => t(`ui.lenders.form.${name}`);
  const numeric = { inputMode: "numeric" } as const;
  const decimal = { inputMode: "decimal" } as const;
  const labelled = (codes: readonly string[], scope: string) =>
    codes.map((code) => ({ value: code, label: t(`ui.lenders.${scope}.${code}`) }));
  const countries = form.watch("criteria.countries");
  const regions = useRegions(countries.length > 0 || form.getValues("criteria.regions").length > 0);
  const regionList = useMemo(() => regionOptions(regions, countries), [regions, countries]);
  const countryList = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const chips = (name: ListField, options: ComboOption[], hint?: string) => (
    <Chips form={form} name={name} options={options} hint={hint} />
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{label("criteria")}</legend>
      <p className="text-sm text-fg-muted sm:col-span-2">{label("criteriaHint")}</p>
      <Products form={form} />
      <TextField
        label={label("amountMin")}
        {...decimal}
        {...form.field("criteria.amountMinMinor")}
      />
      <TextField
        label={label("amountMax")}
        {...decimal}
        {...form.field("criteria.amountMaxMinor")}
      />
      {chips("criteria.countries", countryList, label("countriesHint"))}
      {chips(
        "criteria.regions",
        regionList,
        label(countries.length ? "regionsHint" : "regionsNeedCountries"),
      )}
      <Industries form={form} />
      <TextField
        label={label("minCreditScore")}
        {...numeric}
        {...form.field("criteria.minCreditScore")}
      />
      <TextField
        label={label("minMonthsInBusiness")}
        {...numeric}
        {...form.field("criteria.minMonthsInBusiness")}
      />
      <TextField
        label={label("minMonthlyRevenue")}
        {...decimal}
        {...form.field("criteria.minMonthlyRevenueMinor")}
      />
      <TextField
        label={label("maxPositions")}
        {...numeric}
        {...form.field("criteria.maxPositions")}
      />
      <TextField
        label={label("maxExistingBalance")}
        {...decimal}
        {...form.field("criteria.maxExistingBalanceMinor")}
      />
      <div className="sm:col-span-2">
        {chips(
          "criteria.propertyTypes",
          labelled(propertyTypes, "propertyTypes"),
          label("propertyTypesHint"),
        )}
      </div>
      <TextField label={label("maxLtv")} {...decimal} {...form.field("criteria.maxLtvBp")} />
      <TextField label={label("minDscr")} {...decimal} {...form.field("criteria.minDscrBp")} />
      <TextField label={label("termMin")} {...numeric} {...form.field("criteria.termMinMonths")} />
      <TextField label={label("termMax")} {...numeric} {...form.field("criteria.termMaxMonths")} />
      <div className="sm:col-span-2">
        {chips("criteria.requiredDocumentTypes", labelled(documentTypes, "documentTypes"))}
      </div>
    </fieldset>
  );
}

/** A criterion of several codes, each a removable chip, found by typing its name. */
function Chips({
  form,
  name,
  options,
  hint,
}: {
  form: ListingContractForm;
  name: ListField;
  options: ComboOption[];
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Combobox
          multiple
          label={t(`ui.lenders.form.${name.slice("criteria.".length)}`)}
          hint={hint ?? t("ui.optional")}
          options={options}
          noMatches={t("ui.lenders.form.noMatches")}
          removeLabel={(item) => t("ui.lenders.form.remove", { name: item })}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={listError(form, name)}
        />
      )}
    />
  );
}

/** The industries the listing does not fund, found by name or an everyday word. */
function Industries({ form }: { form: ListingContractForm }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="criteria.excludedIndustries"
      render={({ field }) => (
        <IndustryPicker
          multiple
          label={t("ui.lenders.form.excludedIndustries")}
          hint={t("ui.optional")}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={listError(form, "criteria.excludedIndustries")}
        />
      )}
    />
  );
}

/** The products the listing lends, a box each. */
function Products({ form }: { form: ListingContractForm }) {
  const { t } = useTranslation();
  const error = listError(form, "criteria.products");
  return (
    <div className="sm:col-span-2">
      <Controller
        control={form.control}
        name="criteria.products"
        render={({ field }) => (
          <CheckboxGroup
            legend={t("ui.lenders.form.products")}
            columns={3}
            options={dealProducts.map((p) => ({ value: p, label: t(`ui.lenders.products.${p}`) }))}
            value={field.value}
            onValueChange={field.onChange}
            error={error}
            ref={field.ref}
          />
        )}
      />
    </div>
  );
}
