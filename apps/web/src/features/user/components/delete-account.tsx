import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
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
  const [typed, setTyped] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (typed.trim().toLowerCase() !== email.toLowerCase()) return setMismatch(true);
    setBusy(true);
    try {
      await deleteAccount();
      onDeleted();
    } catch (error) {
      setFailure(errorMessageKey(error));
      setBusy(false);
    }
  }

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
        <form onSubmit={(e) => void confirm(e)} noValidate className="flex flex-col gap-4">
          <FormFailure message={failure} onLogInAgain={onLogInAgain} />
          <TextField
            label={t("ui.deleteAccount.confirmLabel", { email })}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setMismatch(false);
            }}
            error={mismatch ? t("ui.deleteAccount.mismatch") : undefined}
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
