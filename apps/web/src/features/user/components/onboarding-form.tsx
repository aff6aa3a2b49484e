import "../i18n";
import { useId, useMemo, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { accountTypes, genders, languages } from "@portal/contract/user/user-options";
import type { MemberRole } from "@portal/contract/user/user-options";
import {
  joiningSchema,
  onboardingSchema,
  type JoiningInput,
} from "@portal/contract/user/user-schemas";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { errorMessageKey } from "@/lib/errors";
import { useFieldMessage } from "@/lib/i18n";
import { updateUser } from "../api/user-api";
import { countryOptions, currencyOptions } from "@/lib/display-names";
import { applyServerIssues, withoutEmpty } from "./form-values";

type Values = JoiningInput;

/** The organization an invitee joins (decision 046): with the invitation, or already a member. */
export interface Joining {
  organizationName: string;
  role?: MemberRole;
  invitation?: { id: string; secret?: string };
}

/**
 * Registration's second half: profile, company and terms; creates the user's organization. An
 * invitee (`joining`) is asked only their own details and joins the inviting organization.
 */
export function OnboardingForm({
  onDone,
  joining,
  other,
}: {
  onDone: () => Promise<void>;
  joining?: Joining;
  /** The way to the other choice: one's own organization, or back to the invitation. */
  other?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<Values>({
    resolver: zodResolver(
      joining ? joiningSchema : (onboardingSchema as unknown as typeof joiningSchema),
    ),
    defaultValues: { language: "en", communicationLanguage: "en" },
  });
  const accountType = useWatch({ control, name: "accountType" });
  const countriesList = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const currencyList = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  const languageList = languages.map((l) => ({
    value: l,
    label: t(`ui.onboarding.languages.${l}`),
  }));
  const message = useFieldMessage();
  const e = formState.errors;
  const accountTypeError = useId();

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateUser(
        joining
          ? {
              ...withoutEmpty(values),
              accountType: undefined,
              company: undefined,
              invitation: joining.invitation,
            }
          : withoutEmpty(values),
      );
      await onDone();
    } catch (error) {
      if (!applyServerIssues(error, setError)) setFailure(errorMessageKey(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure && (
        <p
          role="alert"
          className="rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm"
        >
          {t(`messages.${failure}`)}
        </p>
      )}
      {joining && (
        <div
          role="status"
          className="rounded-md border border-primary bg-primary-soft px-3 py-2 text-sm"
        >
          <p className="font-medium">
            {t("ui.onboarding.joining", { organization: joining.organizationName })}
          </p>
          <p className="text-fg-muted">
            {joining.role
              ? t("ui.onboarding.joiningHint", {
                  organization: joining.organizationName,
                  role: t(`ui.onboarding.roles.${joining.role}`),
                })
              : t("ui.onboarding.joiningMember", { organization: joining.organizationName })}
          </p>
          {other}
        </div>
      )}
      {!joining && other}
      {!joining && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t("ui.onboarding.accountType")}</legend>
          {accountTypes.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                value={type}
                className="mt-1 accent-primary"
                aria-invalid={!!e.accountType}
                aria-describedby={e.accountType ? accountTypeError : undefined}
                {...register("accountType")}
              />
              <span>
                {t(`ui.onboarding.${type}`)}{" "}
                <span className="text-fg-muted">({t(`ui.onboarding.${type}Hint`)})</span>
              </span>
            </label>
          ))}
          {e.accountType && (
            <p id={accountTypeError} className="text-sm text-danger">
              {message(e.accountType.message)}
            </p>
          )}
        </fieldset>
      )}
      {!joining && accountType !== "individual" && (
        <TextField
          label={t("ui.onboarding.companyName")}
          autoComplete="organization"
          error={message(e.company?.companyName?.message)}
          {...register("company.companyName")}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("ui.onboarding.firstName")}
          autoComplete="given-name"
          error={message(e.firstName?.message)}
          {...register("firstName")}
        />
        <TextField
          label={t("ui.onboarding.lastName")}
          autoComplete="family-name"
          error={message(e.lastName?.message)}
          {...register("lastName")}
        />
        <TextField
          label={t("ui.onboarding.dateOfBirth")}
          type="date"
          autoComplete="bday"
          error={message(e.dateOfBirth?.message)}
          {...register("dateOfBirth")}
        />
        <SelectField
          label={t("ui.onboarding.gender")}
          placeholder={t("ui.select")}
          options={genders.map((g) => ({ value: g, label: t(`ui.onboarding.genders.${g}`) }))}
          error={message(e.gender?.message)}
          {...register("gender")}
        />
        <SelectField
          label={t("ui.onboarding.country")}
          placeholder={t("ui.select")}
          options={countriesList}
          autoComplete="country"
          error={message(e.country?.message)}
          {...register("country")}
        />
        <TextField
          label={t("ui.onboarding.phoneNumber")}
          type="tel"
          autoComplete="tel"
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
          error={message(e.communicationLanguage?.message)}
          {...register("communicationLanguage")}
        />
        <SelectField
          label={t("ui.onboarding.displayCurrency")}
          placeholder={t("ui.select")}
          options={currencyList}
          error={message(e.displayCurrency?.message)}
          {...register("displayCurrency")}
        />
        <TextField
          label={t("ui.onboarding.jobTitle")}
          autoComplete="organization-title"
          error={message(e.jobTitle?.message)}
          {...register("jobTitle")}
        />
      </div>
      <TextAreaField
        label={t("ui.onboarding.biography")}
        error={message(e.biography?.message)}
        {...register("biography")}
      />
      <div className="flex flex-col gap-1">
        <CheckboxField
          label={t("ui.onboarding.terms")}
          error={message(e.termsAccepted?.message)}
          {...register("termsAccepted")}
        />
        {/* The operator's terms (decision 051), in a new tab: what was typed here stays. */}
        <a
          href={paths.terms}
          target="_blank"
          rel="noopener"
          className="ms-6 self-start text-sm text-primary underline"
        >
          {t("ui.onboarding.readTerms")}
        </a>
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {t("ui.onboarding.submit")}
      </Button>
    </form>
  );
}
