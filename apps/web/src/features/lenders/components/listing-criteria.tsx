import "../i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Controller } from "react-hook-form";
import { dealProducts, propertyTypes } from "@portal/contract/deals/deal-schemas";
import { documentTypes } from "@portal/contract/documents/document-schemas";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import type { ComboOption } from "@/components/ui/combobox";
import { TextField } from "@/components/ui/field";
import { IndustryPicker } from "@/components/ui/industry-picker";
import { countryOptions } from "@/lib/display-names";
import { Chips, listError } from "./listing-chips";
import { ListingRegions } from "./listing-regions";
import { fieldAt, type ListingAt, type ListingContractForm } from "./listing-terms";
import type { ListField } from "./listing-values";

/**
 * The listing's criteria (its buy box): each left empty is a criterion it does not limit on. `at`:
 * where the fields sit in the form (under `listing.` for a funder contact's criteria, with the
 * legend and hint in the broker's words).
 */
export function ListingCriteria({
  form,
  at = "",
  legend,
  hint,
}: {
  form: ListingContractForm;
  at?: ListingAt;
  legend?: string;
  hint?: string;
}) {
  const { t, i18n } = useTranslation();
  const path = fieldAt(at);
  const label = (name: string) => t(`ui.lenders.form.${name}`);
  const numeric = { inputMode: "numeric" } as const;
  const decimal = { inputMode: "decimal" } as const;
  const labelled = (codes: readonly string[], scope: string) =>
    codes.map((code) => ({ value: code, label: t(`ui.lenders.${scope}.${code}`) }));
  const countryList = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const chips = (name: ListField, options: ComboOption[], hint?: string) => (
    <Chips form={form} at={at} name={name} options={options} hint={hint} />
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{legend ?? label("criteria")}</legend>
      <p className="text-sm text-fg-muted sm:col-span-2">{hint ?? label("criteriaHint")}</p>
      <Products form={form} at={at} />
      <TextField
        label={label("amountMin")}
        {...decimal}
        {...form.field(path("criteria.amountMinMinor"))}
      />
      <TextField
        label={label("amountMax")}
        {...decimal}
        {...form.field(path("criteria.amountMaxMinor"))}
      />
      {chips("criteria.countries", countryList, label("countriesHint"))}
      <ListingRegions form={form} at={at} />
      <Industries form={form} at={at} />
      <TextField
        label={label("minCreditScore")}
        {...numeric}
        {...form.field(path("criteria.minCreditScore"))}
      />
      <TextField
        label={label("minMonthsInBusiness")}
        {...numeric}
        {...form.field(path("criteria.minMonthsInBusiness"))}
      />
      <TextField
        label={label("minMonthlyRevenue")}
        {...decimal}
        {...form.field(path("criteria.minMonthlyRevenueMinor"))}
      />
      <TextField
        label={label("maxPositions")}
        {...numeric}
        {...form.field(path("criteria.maxPositions"))}
      />
      <TextField
        label={label("maxExistingBalance")}
        {...decimal}
        {...form.field(path("criteria.maxExistingBalanceMinor"))}
      />
      <div className="sm:col-span-2">
        {chips(
          "criteria.propertyTypes",
          labelled(propertyTypes, "propertyTypes"),
          label("propertyTypesHint"),
        )}
      </div>
      <TextField label={label("maxLtv")} {...decimal} {...form.field(path("criteria.maxLtvBp"))} />
      <TextField
        label={label("minDscr")}
        {...decimal}
        {...form.field(path("criteria.minDscrBp"))}
      />
      <TextField
        label={label("termMin")}
        {...numeric}
        {...form.field(path("criteria.termMinMonths"))}
      />
      <TextField
        label={label("termMax")}
        {...numeric}
        {...form.field(path("criteria.termMaxMonths"))}
      />
      <div className="sm:col-span-2">
        {chips("criteria.requiredDocumentTypes", labelled(documentTypes, "documentTypes"))}
      </div>
    </fieldset>
  );
}

/** The industries the listing does not fund, found by name or an everyday word. */
function Industries({ form, at }: { form: ListingContractForm; at: ListingAt }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={fieldAt(at)("criteria.excludedIndustries")}
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
          error={listError(form, fieldAt(at)("criteria.excludedIndustries") as ListField)}
        />
      )}
    />
  );
}

/** The products the listing lends, a box each. */
function Products({ form, at }: { form: ListingContractForm; at: ListingAt }) {
  const { t } = useTranslation();
  const error = listError(form, fieldAt(at)("criteria.products") as ListField);
  return (
    <div className="sm:col-span-2">
      <Controller
        control={form.control}
        name={fieldAt(at)("criteria.products")}
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
