import "../i18n";
import { useTranslation } from "react-i18next";
import { may } from "@portal/contract/team/team-options";
import {
  companyUpdateSchema,
  profileSchema,
  type Profile,
  type User,
} from "@portal/contract/user/user-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormFailure } from "@/components/ui/form-failure";
import { useToast } from "@/components/ui/toast";
import { useContractForm } from "@/lib/contract-form";
import { updateUser } from "../api/user-api";
import { addressLabels } from "../address-labels";
import { withoutEmpty } from "./form-values";
import { ProfileFields } from "./profile-fields";

/** The profile tab: the user's own fields; the merged result must stay a complete profile. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const p = user.profile;
  const form = useContractForm(profileSchema, {
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
    onSubmit: async (values) => {
      await updateUser({
        ...withoutEmpty(values),
        jobTitle: values.jobTitle ?? "",
        biography: values.biography ?? "",
      });
      await onSaved();
      toast("success", t("ui.profileSaved"));
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
      <ProfileFields form={form} />
      <FormFailure message={form.failure} />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("ui.saving") : t("ui.save")}
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
  const editable = may(user.organization.role, "editCompany");
  // The values are the request's body, so the API's issues ("company.website") land on their fields.
  const form = useContractForm(companyUpdateSchema, {
    defaultValues: { company: user.organization.company },
    onSubmit: async ({ company }) => {
      await updateUser({ company });
      await onSaved();
      toast("success", t("ui.companySaved"));
    },
  });
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
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
      {!editable && <p className="text-sm text-fg-muted">{t("ui.company.managersOnly")}</p>}
      <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
        {companyFields.map((f) => (
          <TextField key={f} label={label(f)} {...form.field(`company.${f}`)} />
        ))}
      </fieldset>
      <TextAreaField
        label={t("ui.company.description")}
        disabled={!editable}
        {...form.field("company.description")}
      />
      <FormFailure message={form.failure} />
      {editable && (
        <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("ui.saving") : t("ui.save")}
        </Button>
      )}
    </form>
  );
}
