import "../i18n";
import { useId, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { accountTypes } from "@portal/contract/user/user-options";
import type { MemberRole } from "@portal/contract/user/user-options";
import { joiningSchema, onboardingSchema } from "@portal/contract/user/user-schemas";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { TextField } from "@/components/ui/field";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm, type ContractForm } from "@/lib/contract-form";
import { updateUser } from "../api/user-api";
import { withoutEmpty } from "./form-values";
import { ProfileFields } from "./profile-fields";

type OnboardingContractForm = ContractForm<typeof joiningSchema>;

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
  const { t } = useTranslation();
  const form = useContractForm(
    joining ? joiningSchema : (onboardingSchema as unknown as typeof joiningSchema),
    {
      defaultValues: { language: "en", communicationLanguage: "en" },
      onSubmit: async (values) => {
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
      },
    },
  );
  const accountType = useWatch({ control: form.control, name: "accountType" });

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-5">
      <FormFailure message={form.failure} />
      {joining ? <JoiningNotice joining={joining} other={other} /> : other}
      {!joining && <AccountTypeField form={form} />}
      {!joining && accountType !== "individual" && (
        <TextField
          label={t("ui.onboarding.companyName")}
          autoComplete="organization"
          {...form.field("company.companyName")}
        />
      )}
      <ProfileFields form={form} choose={t("ui.select")} />
      <div className="flex flex-col gap-1">
        <CheckboxField label={t("ui.onboarding.terms")} {...form.field("termsAccepted")} />
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
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t("ui.onboarding.submit")}
      </Button>
    </form>
  );
}

/** Decision 046: "You are joining {organization}", the role offered, and the way to the other choice. */
function JoiningNotice({ joining, other }: { joining: Joining; other?: ReactNode }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Individual or organization, as radios with their hints; the error says to choose one. */
function AccountTypeField({ form }: { form: OnboardingContractForm }) {
  const { t } = useTranslation();
  const errorId = useId();
  const error = form.errorOf("accountType");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t("ui.onboarding.accountType")}</legend>
      {accountTypes.map((type) => (
        <label key={type} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            value={type}
            className="mt-1 accent-primary"
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            {...form.register("accountType")}
          />
          <span>
            {t(`ui.onboarding.${type}`)}{" "}
            <span className="text-fg-muted">({t(`ui.onboarding.${type}Hint`)})</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
