import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { signUpSchema, type SignUpInput } from "@portal/contract/identity/identity-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { errorMessageKey } from "@/lib/errors";
import { useFieldMessage } from "@/lib/i18n";
import { PasswordMeter } from "./password-meter";

export function RegisterForm({ onSubmit }: { onSubmit: (values: SignUpInput) => Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { register, handleSubmit, formState, control } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
  });
  const [email = "", password = ""] = useWatch({ control, name: ["email", "password"] });
  const fieldMessage = useFieldMessage();
  const error = (name: keyof SignUpInput) => fieldMessage(formState.errors[name]?.message);
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (e) {
      setFailure(errorMessageKey(e));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && (
        <p
          role="alert"
          className="rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-fg"
        >
          {t(`messages.${failure}`)}
        </p>
      )}
      <TextField
        label={t("ui.email")}
        type="email"
        autoComplete="email"
        error={error("email")}
        {...register("email")}
      />
      <TextField
        label={t("ui.password")}
        type="password"
        autoComplete="new-password"
        error={error("password")}
        {...register("password")}
      />
      <PasswordMeter password={password} email={email} />
      <TextField
        label={t("ui.confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={error("confirmPassword")}
        {...register("confirmPassword")}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t("ui.createAccount")}
      </Button>
    </form>
  );
}
