import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { Outcome } from "@/components/ui/outcome";
import { ResetPasswordForm } from "@/features/identity/components/password-forms";

// The emailed link passes through the identity service, which sends the person here with
// `?token=` (valid) or `?error=` (unknown, used or expired).
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const token = params.get("token");
  const expired = params.has("error") || !token;
  return (
    <>
      <PageTitle title={t("ui.pages.resetPassword")} />
      {done ? (
        <Outcome
          role="status"
          message={t("ui.passwordReset.resetDone")}
          to={paths.logIn}
          action={t("ui.logIn")}
        />
      ) : expired ? (
        <Outcome
          role="alert"
          message={t("messages.resetLinkExpired")}
          to={paths.forgotPassword}
          action={t("ui.passwordReset.askAgain")}
        />
      ) : (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      )}
    </>
  );
}
