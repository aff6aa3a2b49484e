import { Link, useSearchParams } from "react-router";
import { oidcCallbackMessageFor } from "@portal/contract/identity/identity-errors";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { RegisterForm } from "@/features/identity/components/register-form";
import { ProviderButtons } from "@/features/identity/components/provider-buttons";
import { useFreeTrial } from "@/features/identity/api/providers-api";
import { useSession } from "../session-provider";

export function Component() {
  const { t } = useTranslation();
  const freeTrial = useFreeTrial();
  // A Google or Apple sign-in that failed comes back with `?error=`.
  const error = useSearchParams()[0].get("error");
  const returnedError = error ? oidcCallbackMessageFor(error) : null;
  const { register } = useSession();
  return (
    <>
      <PageTitle title={t("ui.pages.register")}>
        {t(freeTrial ? "ui.freeTrial" : "ui.pitch")}
      </PageTitle>
      <RegisterForm onSubmit={({ email, password }) => register(email, password)} />
      <div className="mt-4">
        <ProviderButtons returnedError={returnedError} />
      </div>
      <p className="mt-6 text-sm">
        {t("ui.haveAccount")}{" "}
        <Link className="text-primary underline" to={paths.logIn}>
          {t("ui.logIn")}
        </Link>
      </p>
    </>
  );
}
