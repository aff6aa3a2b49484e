import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { updateEmailSchema, type UpdateEmailInput } from "@portal/contract/user/account-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
import { useFieldMessage } from "@/lib/i18n";
import { requestEmailChange } from "../api/account-api";

/** New address typed twice; a link goes to it and the change waits for that link. */
export function EmailChangeForm({
  currentEmail,
  onSent,
  onLogInAgain,
}: {
  currentEmail: string;
  onSent: () => void;
  onLogInAgain: () => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<UpdateEmailInput>({
    resolver: zodResolver(updateEmailSchema),
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestEmailChange(values);
      reset();
      onSent();
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-fg-muted">
        {t("ui.changeEmail.current", { email: currentEmail })}
      </p>
      <FormFailure message={failure} onLogInAgain={onLogInAgain} />
      <TextField
        label={t("ui.changeEmail.newEmail")}
        type="email"
        autoComplete="email"
        error={fieldMessage(formState.errors.email?.message)}
        {...register("email")}
      />
      <TextField
        label={t("ui.changeEmail.confirmEmail")}
        type="email"
        autoComplete="email"
        error={fieldMessage(formState.errors.confirmEmail?.message)}
        {...register("confirmEmail")}
      />
      <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
        {t("ui.changeEmail.submit")}
      </Button>
    </form>
  );
}
