import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { Outcome, PageTitle } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { resendVerification } from "@/features/identity/api/password-api";
import { errorMessageKey } from "@/lib/errors";
import { useSession } from "../session-provider";

// The emailed verification link returns here with `?verified=1`, or `&error=` when it failed.
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params] = useSearchParams();
  const { state } = useSession();
  const [sending, setSending] = useState(false);
  const failed = params.has("error");
  const verified =
    !failed && (params.get("verified") === "1" || state.firebaseUser?.emailVerified === true);
  const canResend = !failed && !verified && state.signedIn && state.firebaseUser;

  async function resend() {
    if (!state.firebaseUser) return;
    setSending(true);
    try {
      await resendVerification(state.firebaseUser.email);
      toast("success", t("ui.verify.resent"));
    } catch (error) {
      toast("danger", t(`messages.${errorMessageKey(error)}`));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <PageTitle title={t("ui.pages.verify")} />
      {failed ? (
        <Outcome
          role="alert"
          message={t("messages.verificationFailed")}
          to={paths.logIn}
          action={t("ui.logIn")}
        />
      ) : verified ? (
        <Outcome
          role="status"
          message={t("ui.verify.done")}
          to={state.signedIn ? paths.dashboard : paths.logIn}
          action={state.signedIn ? t("ui.verify.continue") : t("ui.logIn")}
        />
      ) : (
        <div className="flex flex-col gap-4 text-sm">
          <p>{t("ui.verify.instructions")}</p>
          {canResend && (
            <Button onClick={() => void resend()} disabled={sending}>
              {t("ui.verify.resend")}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
