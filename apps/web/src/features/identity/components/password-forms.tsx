import "../account-security-i18n";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import {
  changePasswordSchema,
  newPasswordSchema,
  resetPasswordRequestSchema,
  type ChangePasswordInput,
  type NewPasswordInput,
} from "@portal/contract/identity/password-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { PasswordMeter } from "./password-meter";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
import { useFieldMessage } from "@/lib/i18n";
import { changePassword, requestPasswordReset, resetPassword } from "../api/password-api";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(resetPasswordRequestSchema),
  });
  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  });
  if (sent)
    return (
      <p role="status" className="text-sm">
        {t("ui.passwordReset.resetSent")}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormFailure message={failure} />
      <TextField
        label={t("ui.email")}
        type="email"
        autoComplete="email"
        error={fieldMessage(formState.errors.email?.message)}
        {...register("email")}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t("ui.passwordReset.sendResetLink")}
      </Button>
    </form>
  );
}

/** Chooses a new password with the token from the emailed link. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { register, handleSubmit, formState, control } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
  });
  const password = useWatch({ control, name: "password" }) ?? "";
  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(token, password);
      onDone();
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormFailure message={failure} />
      <TextField
        label={t("ui.passwordReset.newPassword")}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(formState.errors.password?.message)}
        {...register("password")}
      />
      <PasswordMeter password={password} />
      <TextField
        label={t("ui.confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(formState.errors.confirmPassword?.message)}
        {...register("confirmPassword")}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
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
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { register, handleSubmit, formState, reset, control } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
  });
  const password = useWatch({ control, name: "password" }) ?? "";
  const submit = handleSubmit(async ({ currentPassword, password }) => {
    setFailure(null);
    try {
      await changePassword(currentPassword, password);
      reset();
      onDone();
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <FormFailure message={failure} onLogInAgain={onLogInAgain} />
      <TextField
        label={t("ui.passwordReset.currentPassword")}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(formState.errors.currentPassword?.message)}
        {...register("currentPassword")}
      />
      <TextField
        label={t("ui.passwordReset.newPassword")}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(formState.errors.password?.message)}
        {...register("password")}
      />
      <PasswordMeter password={password} />
      <TextField
        label={t("ui.confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(formState.errors.confirmPassword?.message)}
        {...register("confirmPassword")}
      />
      <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
        {t("ui.passwordReset.changePassword")}
      </Button>
    </form>
  );
}
