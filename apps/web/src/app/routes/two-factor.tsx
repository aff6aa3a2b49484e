import "@/features/identity/account-security-i18n";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { twoFactorCodeSchema } from "@portal/contract/identity/two-factor-schemas";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { PageTitle } from "@/components/ui/page";
import { useContractForm } from "@/lib/contract-form";
import { useSession } from "../session-provider";

// After email and password, an account with two-factor asks for the code here.
export function Component() {
  const { t } = useTranslation();
  const { verifySecondFactor } = useSession();
  const [kind, setKind] = useState<"totp" | "backupCode">("totp");
  const form = useContractForm(twoFactorCodeSchema, {
    defaultValues: { code: "" },
    onSubmit: ({ code }) => verifySecondFactor(code, kind),
  });

  return (
    <>
      <PageTitle title={t("ui.pages.twoFactor")}>
        {t(kind === "totp" ? "ui.twoFactor.enterCode" : "ui.twoFactor.enterBackupCode")}
      </PageTitle>
      <form onSubmit={form.submit} noValidate className="flex flex-col gap-4">
        <FormFailure message={form.failure} />
        <TextField
          label={t(kind === "totp" ? "ui.twoFactor.codeFromApp" : "ui.twoFactor.backupCode")}
          inputMode={kind === "totp" ? "numeric" : "text"}
          autoComplete="one-time-code"
          autoFocus
          {...form.field("code")}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("ui.twoFactor.verify")}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <button
          type="button"
          className="self-start text-primary underline"
          onClick={() => {
            setKind(kind === "totp" ? "backupCode" : "totp");
            form.reset();
            form.setFailure(null);
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
