import "@/lib/i18n/field-messages";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteAccountConfirmationSchema } from "@portal/contract/user/account-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import { deleteAccount } from "../api/account-api";

/** Deleting needs the person's email typed out; the server also wants a recent sign-in. */
export function DeleteAccount({
  email,
  onDeleted,
  onLogInAgain,
}: {
  email: string;
  onDeleted: () => void;
  onLogInAgain: () => void;
}) {
  const { t } = useTranslation();
  const warningId = useId();
  const [confirming, setConfirming] = useState(false);
  const schema = useMemo(() => deleteAccountConfirmationSchema(email), [email]);
  const form = useContractForm(schema, {
    defaultValues: { email: "" },
    onSubmit: async () => {
      await deleteAccount();
      onDeleted();
    },
  });
  const busy = form.formState.isSubmitting;

  return (
    <div className="flex max-w-md flex-col gap-4">
      <p id={warningId} className="text-sm">
        {t("ui.deleteAccount.warning")}
      </p>
      {!confirming ? (
        <Button
          variant="danger"
          className="self-start"
          aria-describedby={warningId}
          onClick={() => setConfirming(true)}
        >
          {t("ui.deleteAccount.start")}
        </Button>
      ) : (
        <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
          <FormFailure message={form.failure} onLogInAgain={onLogInAgain} />
          <TextField
            label={t("ui.deleteAccount.confirmLabel", { email })}
            type="email"
            autoComplete="off"
            {...form.field("email")}
          />
          <div className="flex gap-3">
            <Button type="submit" variant="danger" disabled={busy}>
              {t("ui.deleteAccount.confirm")}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t("ui.deleteAccount.cancel")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
