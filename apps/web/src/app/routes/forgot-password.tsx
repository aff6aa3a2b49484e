import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { ForgotPasswordForm } from "@/features/identity/components/password-forms";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.forgotPassword")}>
        {t("ui.passwordReset.forgotIntro")}
      </PageTitle>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm">
        <Link className="text-primary underline" to={paths.logIn}>
          {t("ui.backToLogIn")}
        </Link>
      </p>
    </>
  );
}
