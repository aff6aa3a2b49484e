import "../i18n";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { genders, languages } from "@portal/contract/user/user-options";
import { may } from "@portal/contract/team/team-options";
import {
  companySchema,
  profileSchema,
  type Company,
  type Profile,
  type User,
} from "@portal/contract/user/user-schemas";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { useFieldMessage } from "@/lib/i18n";
import { updateUser } from "../api/user-api";
import { countryOptions, currencyOptions } from "@/lib/display-names";
import { addressLabels } from "../address-labels";
import { applyServerIssues, withoutEmpty } from "./form-values";

function useSaveFailure() {
  const { t } = useTranslation();
  const toast = useToast();
  return (error: unknown) => toast("danger", t(`messages.${errorMessageKey(error)}`));
}

/** The profile tab: the user's own fields; the merged result must stay a complete profile. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const failed = useSaveFailure();
  const p = user.profile;
  const { register, handleSubmit, formState, setError } = useForm<Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: p.firstName,
      lastName: p.lastName,
      dateOfBirth: p.dateOfBirth ?? undefined,
      gender: p.gender ?? undefined,
      country: p.country as Profile["country"],
      phoneNumber: p.phoneNumber,
      nationality: (p.nationality ?? "") as Profile["nationality"],
      language: p.language as Profile["language"],
      communicationLanguage: (p.communicationLanguage ?? "en") as Profile["communicationLanguage"],
      displayCurrency: p.displayCurrency,
      jobTitle: p.jobTitle ?? "",
      biography: p.biography ?? "",
    },
  });
  const countriesList = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const currencyList = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  const languageList = languages.map((l) => ({
    value: l,
    label: t(`ui.onboarding.languages.${l}`),
  }));
  const message = useFieldMessage();
  const e = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await updateUser({
        ...withoutEmpty(values),
        jobTitle: values.jobTitle ?? "",
        biography: values.biography ?? "",
      });
      await onSaved();
      toast("success", t("ui.profileSaved"));
    } catch (error) {
      if (!applyServerIssues(error, setError)) failed(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("ui.onboarding.firstName")}
          error={message(e.firstName?.message)}
          {...register("firstName")}
        />
        <TextField
          label={t("ui.onboarding.lastName")}
          error={message(e.lastName?.message)}
          {...register("lastName")}
        />
        <TextField
          label={t("ui.onboarding.dateOfBirth")}
          type="date"
          error={message(e.dateOfBirth?.message)}
          {...register("dateOfBirth")}
        />
        <SelectField
          label={t("ui.onboarding.gender")}
          options={genders.map((g) => ({ value: g, label: t(`ui.onboarding.genders.${g}`) }))}
          error={message(e.gender?.message)}
          {...register("gender")}
        />
        <SelectField
          label={t("ui.onboarding.country")}
          options={countriesList}
          error={message(e.country?.message)}
          {...register("country")}
        />
        <TextField
          label={t("ui.onboarding.phoneNumber")}
          type="tel"
          error={message(e.phoneNumber?.message)}
          {...register("phoneNumber")}
        />
        <SelectField
          label={t("ui.onboarding.nationality")}
          placeholder={t("ui.optional")}
          options={countriesList}
          error={message(e.nationality?.message)}
          {...register("nationality")}
        />
        <SelectField
          label={t("ui.onboarding.language")}
          options={languageList}
          error={message(e.language?.message)}
          {...register("language")}
        />
        <SelectField
          label={t("ui.onboarding.communicationLanguage")}
          options={languageList}
          {...register("communicationLanguage")}
        />
        <SelectField
          label={t("ui.onboarding.displayCurrency")}
          options={currencyList}
          error={message(e.displayCurrency?.message)}
          {...register("displayCurrency")}
        />
        <TextField
          label={t("ui.onboarding.jobTitle")}
          error={message(e.jobTitle?.message)}
          {...register("jobTitle")}
        />
      </div>
      <TextAreaField
        label={t("ui.onboarding.biography")}
        error={message(e.biography?.message)}
        {...register("biography")}
      />
      <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("ui.saving") : t("ui.save")}
      </Button>
    </form>
  );
}

const companyFields = [
  "companyName",
  "legalName",
  "website",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
] as const;

/** The company tab: the organization's fields, editable by its owner and admins only. */
export function CompanyForm({ user, onSaved }: { user: User; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useSaveFailure();
  const editable = may(user.organization.role, "editCompany");
  const { register, handleSubmit, formState, setError } = useForm<Company>({
    resolver: zodResolver(companySchema),
    defaultValues: user.organization.company,
  });
  const message = useFieldMessage();
  // Named as the company's country names them (the person's country stands for the company's).
  const address = addressLabels(user.profile?.country);
  const label = (f: (typeof companyFields)[number]) =>
    f === "companyName"
      ? t("ui.onboarding.companyName")
      : f === "state"
        ? t(`ui.company.regions.${address.region}`)
        : f === "zipCode"
          ? t(`ui.company.postal.${address.postal}`)
          : t(`ui.company.${f}`);
  const submit = handleSubmit(async (company) => {
    try {
      await updateUser({ company });
      await onSaved();
      toast("success", t("ui.companySaved"));
    } catch (error) {
      if (!applyServerIssues(error, setError)) failed(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {!editable && <p className="text-sm text-fg-muted">{t("ui.company.managersOnly")}</p>}
      <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
        {companyFields.map((f) => (
          <TextField
            key={f}
            label={label(f)}
            error={message(formState.errors[f]?.message)}
            {...register(f)}
          />
        ))}
      </fieldset>
      <TextAreaField
        label={t("ui.company.description")}
        disabled={!editable}
        error={message(formState.errors.description?.message)}
        {...register("description")}
      />
      {editable && (
        <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("ui.saving") : t("ui.save")}
        </Button>
      )}
    </form>
  );
}
