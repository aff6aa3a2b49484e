import "@/features/identity/account-security-i18n";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { PageTitle } from "@/components/ui/page";
import { errorMessageKey } from "@/lib/errors";
import { useSession } from "../session-provider";

// After email and password, an account with two-factor asks for the code here.
export function Component() {
  const { t } = useTranslation();
  const { verifySecondFactor } = useSession();
  const [kind, setKind] = useState<"totp" | "backupCode">("totp");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await verifySecondFactor(code, kind);
    } catch (error) {
      setFailure(errorMessageKey(error));
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle title={t("ui.pages.twoFactor")}>
        {t(kind === "totp" ? "ui.twoFactor.enterCode" : "ui.twoFactor.enterBackupCode")}
      </PageTitle>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <FormFailure message={failure} />
        <TextField
          label={t(kind === "totp" ? "ui.twoFactor.codeFromApp" : "ui.twoFactor.backupCode")}
          inputMode={kind === "totp" ? "numeric" : "text"}
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" disabled={busy || !code.trim()}>
          {t("ui.twoFactor.verify")}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <button
          type="button"
          className="self-start text-primary underline"
          onClick={() => {
            setKind(kind === "totp" ? "backupCode" : "totp");
            setCode("");
            setFailure(null);
          }}
        >
          {t(kind === "totp" ? "ui.twoFactor.useBackupCode" : "ui.twoFactor.useApp")}
        </button>
        <Link className="text-primary underline" to={paths.logIn}>
          {t("ui.backToLogIn")}
        </Link>
      </div>
    </>
  );
}
