import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "../../config/paths";
import { PageTitle } from "../../components/ui/page";
import { RegisterForm } from "../../features/identity/components/register-form";
import { useSession } from "../session-provider";

export function Component() {
  const { t } = useTranslation();
  const { register } = useSession();
  return (
    <>
      <PageTitle title={t("ui.pages.register")}>{t("ui.freeTrial")}</PageTitle>
      <RegisterForm onSubmit={({ email, password }) => register(email, password)} />
      <p className="mt-6 text-sm">
        {t("ui.haveAccount")}{" "}
        <Link className="text-primary underline" to={paths.logIn}>
          {t("ui.logIn")}
        </Link>
      </p>
    </>
  );
}
