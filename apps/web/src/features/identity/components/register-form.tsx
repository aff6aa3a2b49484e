import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { signUpSchema, type SignUpInput } from "@portal/contract/identity/identity-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import { PasswordMeter } from "./password-meter";

export function RegisterForm({ onSubmit }: { onSubmit: (values: SignUpInput) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useContractForm(signUpSchema, {
    defaultValues: { email: "", password: "", confirmPassword: "" },
    onSubmit,
  });
  const [email = "", password = ""] = useWatch({
    control: form.control,
    name: ["email", "password"],
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
      <FormFailure message={form.failure} />
      <TextField label={t("ui.email")} type="email" autoComplete="email" {...form.field("email")} />
      <TextField
        label={t("ui.password")}
        type="password"
        autoComplete="new-password"
        {...form.field("password")}
      />
      <PasswordMeter password={password} email={email} />
      <TextField
        label={t("ui.confirmPassword")}
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t("ui.createAccount")}
      </Button>
    </form>
  );
}
