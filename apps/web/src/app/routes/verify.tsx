import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { PageTitle, Spinner } from "@/components/ui/page";
import { Outcome } from "@/components/ui/outcome";
import { useToast } from "@/components/ui/toast";
import { resendVerification } from "@/features/identity/api/password-api";
import "@/features/identity/verify-i18n";
import { errorMessageKey } from "@/lib/errors";
import { useSession, type VerifyState } from "../session-provider";

// A certificate's public check (`/verify/{certificateId}`, the contract's certificateVerifyPath):
// shares this route so the log-in page's chunk carries no route of its own for it (decision 005).
const CertificateCheck = lazy(() => import("./certificate-verify"));

export function Component() {
  const { t } = useTranslation();
  const certificateId = useParams()["*"];
  if (!certificateId) return <EmailVerification />;
  return (
    <Suspense fallback={<Spinner label={t("ui.loading")} />}>
      <CertificateCheck certificateId={certificateId} />
    </Suspense>
  );
}

// The emailed verification link returns here with `?verified=1`, or `&error=` when it failed.
// Registering comes here too (with the address in the navigation state): check your inbox.
function EmailVerification() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params] = useSearchParams();
  const registered = (useLocation().state as VerifyState | null)?.registered;
  const { state } = useSession();
  const [sending, setSending] = useState(false);
  const failed = params.has("error");
  const verified =
    !failed && (params.get("verified") === "1" || state.firebaseUser?.emailVerified === true);
  const canResend = !failed && !verified && state.signedIn && state.firebaseUser;
  // Says where it goes: someone who has not set up their account yet goes to onboarding.
  const nextStep = !state.signedIn
    ? { to: paths.logIn, action: t("ui.logIn") }
    : state.onboarded
      ? { to: paths.dashboard, action: t("ui.verify.continue") }
      : { to: paths.onboarding, action: t("ui.verify.continueSetUp") };

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
        <Outcome role="status" message={t("ui.verify.done")} {...nextStep} />
      ) : registered && !state.signedIn ? (
        <div className="flex flex-col gap-4 text-sm">
          <p role="status">{t("ui.verify.checkInbox", { email: registered })}</p>
          <p>{t("ui.verify.openTheLink")}</p>
          <p>
            {t("ui.haveAccount")}{" "}
            <Link className="text-primary underline" to={paths.logIn}>
              {t("ui.logIn")}
            </Link>
          </p>
        </div>
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
