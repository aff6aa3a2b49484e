import "../account-security-i18n";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  changePasswordSchema,
  newPasswordSchema,
  resetPasswordRequestSchema,
} from "@portal/contract/identity/password-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { PasswordMeter } from "./password-meter";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import { changePassword, requestPasswordReset, resetPassword } from "../api/password-api";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useContractForm(resetPasswordRequestSchema, {
    defaultValues: { email: "" },
    onSubmit: async ({ email }) => {
      await requestPasswordReset(email);
      setSent(true);
    },
  });
  if (sent)
    return (
      <p role="status" className="text-sm">
        {t("ui.passwordReset.resetSent")}
      </p>
    );
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
      <FormFailure message={form.failure} />
      <TextField label={t("ui.email")} type="email" autoComplete="email" {...form.field("email")} />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t("ui.passwordReset.sendResetLink")}
      </Button>
    </form>
  );
}

/** Chooses a new password with the token from the emailed link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(newPasswordSchema, {
    defaultValues: { password: "", confirmPassword: "" },
    onSubmit: async ({ password }) => {
      await resetPassword(token, password);
      onDone();
    },
  });
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
      <FormFailure message={form.failure} />
      <TextField
        label={t("ui.passwordReset.newPassword")}
        type="password"
        autoComplete="new-password"
        {...form.field("password")}
      />
      <PasswordMeter password={password} />
      <TextField
        label={t("ui.confirmPassword")}
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t("ui.passwordReset.savePassword")}
      </Button>
    </form>
  );
}

/** The Security page: current password, then the new one twice. */
export function ChangePasswordForm({
  onDone,
  onLogInAgain,
}: {
  onDone: () => void;
  onLogInAgain: () => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(changePasswordSchema, {
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    onSubmit: async ({ currentPassword, password }) => {
      await changePassword(currentPassword, password);
      form.reset();
      onDone();
    },
  });
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  return (
    <form onSubmit={form.submit} noValidate className="flex max-w-md flex-col gap-4">
      <FormFailure message={form.failure} onLogInAgain={onLogInAgain} />
      <TextField
        label={t("ui.passwordReset.currentPassword")}
        type="password"
        autoComplete="current-password"
        {...form.field("currentPassword")}
      />
      <TextField
        label={t("ui.passwordReset.newPassword")}
        type="password"
        autoComplete="new-password"
        {...form.field("password")}
      />
      <PasswordMeter password={password} />
      <TextField
        label={t("ui.confirmPassword")}
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("ui.passwordReset.changePassword")}
      </Button>
    </form>
  );
}
