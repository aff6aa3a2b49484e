import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "../../config/paths";
import { PageTitle } from "../../components/ui/page";
import { ResetPasswordForm } from "../../features/identity/components/password-forms";

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
        <p role="status" className="text-sm">
          {t("ui.passwordReset.resetDone")}{" "}
          <Link className="text-primary underline" to={paths.logIn}>
            {t("ui.logIn")}
          </Link>
        </p>
      ) : expired ? (
        <p role="alert" className="text-sm">
          {t("messages.resetLinkExpired")}{" "}
          <Link className="text-primary underline" to={paths.forgotPassword}>
            {t("ui.passwordReset.askAgain")}
          </Link>
        </p>
      ) : (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      )}
    </>
  );
}
