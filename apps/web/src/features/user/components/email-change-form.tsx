import { useTranslation } from "react-i18next";
import { updateEmailSchema } from "@portal/contract/user/account-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
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
  const form = useContractForm(updateEmailSchema, {
    defaultValues: { email: "", confirmEmail: "" },
    onSubmit: async (values) => {
      await requestEmailChange(values);
      form.reset();
      onSent();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-fg-muted">
        {t("ui.changeEmail.current", { email: currentEmail })}
      </p>
      <FormFailure message={form.failure} onLogInAgain={onLogInAgain} />
      <TextField
        label={t("ui.changeEmail.newEmail")}
        type="email"
        autoComplete="email"
        {...form.field("email")}
      />
      <TextField
        label={t("ui.changeEmail.confirmEmail")}
        type="email"
        autoComplete="email"
        {...form.field("confirmEmail")}
      />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("ui.changeEmail.submit")}
      </Button>
    </form>
  );
}
