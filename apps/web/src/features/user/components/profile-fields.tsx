import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Controller, type Path } from "react-hook-form";
import { countryCurrency } from "@portal/contract/user/country-currencies";
import { genders, languages } from "@portal/contract/user/user-options";
import type { profileShape } from "@portal/contract/user/user-schemas";
import { CurrencyPicker } from "@/components/ui/currency-picker";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormDateField } from "@/components/ui/date-field";
import { FormSelectField } from "@/components/ui/select";
import type { ContractForm, FormSchema } from "@/lib/contract-form";
import { countryOptions } from "@/lib/display-names";

/** A form whose values hold the profile's fields (onboarding, joining, the profile tab). */
type ProfileValues = { [K in keyof typeof profileShape]?: unknown };

/**
 * The person's own fields, once for onboarding and the profile tab: names, birth date, gender,
 * country, phone, nationality, languages, display currency, job title and biography.
 * `choose` is what an empty required pick says ("Select"); the profile tab always has a value.
 */
export function ProfileFields<Schema extends FormSchema>({
  form: anyForm,
  choose,
}: {
  form: ContractForm<Schema>;
  choose?: string;
}) {
  const { t, i18n } = useTranslation();
  // The fields below are the profile's, present in every form that renders them.
  const form = anyForm as unknown as ContractForm<FormSchema> & {
    field: (name: keyof ProfileValues) => ReturnType<ContractForm<FormSchema>["field"]>;
    errorOf: (name: keyof ProfileValues) => string | undefined;
  };
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const country = form.watch("country" as Path<ProfileValues>);
  const languageList = languages.map((l) => ({
    value: l,
    label: t(`ui.onboarding.languages.${l}`),
  }));
  const select = (name: keyof ProfileValues) => ({
    control: form.control,
    name: name as Path<ProfileValues>,
    error: form.errorOf(name),
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("ui.onboarding.firstName")}
          autoComplete="given-name"
          {...form.field("firstName")}
        />
        <TextField
          label={t("ui.onboarding.lastName")}
          autoComplete="family-name"
          {...form.field("lastName")}
        />
        <FormDateField
          label={t("ui.onboarding.dateOfBirth")}
          autoComplete="bday"
          control={form.control}
          name="dateOfBirth"
          error={form.errorOf("dateOfBirth")}
        />
        <FormSelectField
          label={t("ui.onboarding.gender")}
          placeholder={choose}
          options={genders.map((g) => ({ value: g, label: t(`ui.onboarding.genders.${g}`) }))}
          {...select("gender")}
        />
        <FormSelectField
          label={t("ui.onboarding.country")}
          placeholder={choose}
          options={countries}
          autoComplete="country"
          {...select("country")}
        />
        <TextField
          label={t("ui.onboarding.phoneNumber")}
          type="tel"
          autoComplete="tel"
          {...form.field("phoneNumber")}
        />
        <FormSelectField
          label={t("ui.onboarding.nationality")}
          placeholder={t("ui.optional")}
          options={countries}
          {...select("nationality")}
        />
        <FormSelectField
          label={t("ui.onboarding.language")}
          options={languageList}
          {...select("language")}
        />
        <FormSelectField
          label={t("ui.onboarding.communicationLanguage")}
          options={languageList}
          {...select("communicationLanguage")}
        />
        <Controller
          control={form.control}
          name={"displayCurrency" as Path<ProfileValues>}
          render={({ field }) => (
            <CurrencyPicker
              label={t("ui.onboarding.displayCurrency")}
              {...field}
              value={typeof field.value === "string" ? field.value : ""}
              // Onboarding: the currency of the country just chosen comes first.
              first={[countryCurrency(country)]}
              error={form.errorOf("displayCurrency")}
            />
          )}
        />
        <TextField
          label={t("ui.onboarding.jobTitle")}
          autoComplete="organization-title"
          {...form.field("jobTitle")}
        />
      </div>
      <TextAreaField label={t("ui.onboarding.biography")} {...form.field("biography")} />
    </>
  );
}
