import { Link, useSearchParams } from "react-router";
import { oidcCallbackMessageFor } from "@portal/contract/identity/identity-errors";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { LogInForm } from "@/features/identity/components/log-in-form";
import { ProviderButtons } from "@/features/identity/components/provider-buttons";
import { useFreeTrial } from "@/features/identity/api/providers-api";
import { useSession } from "../session-provider";

export function LogInPage() {
  const { t } = useTranslation();
  const freeTrial = useFreeTrial();
  // A Google or Apple sign-in that failed comes back with `?error=`.
  const error = useSearchParams()[0].get("error");
  const returnedError = error ? oidcCallbackMessageFor(error) : null;
  const { logIn } = useSession();
  return (
    <>
      <PageTitle title={t("ui.pages.logIn")}>
        {t(freeTrial ? "ui.freeTrial" : "ui.pitch")}
      </PageTitle>
      <LogInForm onSubmit={({ email, password }) => logIn(email, password)} />
      <div className="mt-4">
        <ProviderButtons returnedError={returnedError} />
      </div>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link className="text-primary underline" to={paths.forgotPassword}>
          {t("ui.forgotPassword")}
        </Link>
        <p>
          {t("ui.noAccount")}{" "}
          <Link className="text-primary underline" to={paths.register}>
            {t("ui.register")}
          </Link>
        </p>
      </div>
    </>
  );
}
