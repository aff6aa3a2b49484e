import "@/features/identity/account-security-i18n";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { oidcCallbackMessageFor } from "@portal/contract/identity/identity-errors";
import { Card, PageTitle } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { ChangePasswordForm } from "@/features/identity/components/password-forms";
import { SignInMethods } from "@/features/identity/components/sign-in-methods";
import "@/features/identity/sign-in-methods-i18n";
import { TwoFactorSettings } from "@/features/identity/components/two-factor-settings";
import { DeleteAccount } from "@/features/user/components/delete-account";
import { EmailChangeForm } from "@/features/user/components/email-change-form";
import { paths } from "@/config/paths";
import { useSession } from "../session-provider";

export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const { state, logOut } = useSession();
  // "Log in again" after the recent-sign-in check comes back to this page.
  const logInAgain = () => void logOut({ returnTo: paths.security });
  const email = state.user?.email ?? state.firebaseUser?.email ?? "";
  // Back from linking Google or Apple: `?linked=google`, or `?error=` when it failed.
  const [params, setParams] = useSearchParams();
  const linked = params.get("linked");
  const linkError = params.get("error");
  useEffect(() => {
    if (linked) {
      toast(
        "success",
        t("ui.providers.linkedToast", { provider: linked === "apple" ? "Apple" : "Google" }),
      );
      setParams({}, { replace: true });
    }
  }, [linked, setParams, t, toast]);
  return (
    <>
      <PageTitle title={t("ui.pages.security")} />
      <div className="flex flex-col gap-4">
        <Card title={t("ui.passwordReset.changePassword")}>
          <ChangePasswordForm
            onDone={() => toast("success", t("ui.passwordReset.changed"))}
            onLogInAgain={logInAgain}
          />
        </Card>
        <Card title={t("ui.providers.title")}>
          <SignInMethods
            returnedError={linkError ? oidcCallbackMessageFor(linkError) : null}
            onUnlinked={() => toast("success", t("ui.providers.unlinkedToast"))}
            onLogInAgain={logInAgain}
          />
        </Card>
        <Card title={t("ui.twoFactor.title")}>
          <TwoFactorSettings
            key={String(state.firebaseUser?.twoFactorEnabled === true)}
            enabled={state.firebaseUser?.twoFactorEnabled === true}
            onChanged={(on) =>
              toast("success", t(on ? "ui.twoFactor.turnedOn" : "ui.twoFactor.turnedOff"))
            }
            onLogInAgain={logInAgain}
          />
        </Card>
        <Card title={t("ui.changeEmail.title")}>
          <EmailChangeForm
            currentEmail={email}
            onSent={() => toast("success", t("messages.emailChangeSent"))}
            onLogInAgain={logInAgain}
          />
        </Card>
        <Card title={t("ui.deleteAccount.title")}>
          <DeleteAccount
            email={email}
            onDeleted={() => {
              toast("success", t("ui.deleteAccount.deleted"));
              void logOut();
            }}
            onLogInAgain={logInAgain}
          />
        </Card>
      </div>
    </>
  );
}
