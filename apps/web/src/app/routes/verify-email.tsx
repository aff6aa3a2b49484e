import "@/features/identity/account-security-i18n";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import type { MessageKey } from "@portal/contract/messages";
import { paths } from "@/config/paths";
import { PageTitle, Spinner } from "@/components/ui/page";
import { Outcome } from "@/components/ui/outcome";
import { clearIdToken } from "@/features/identity/api/identity-api";
import { confirmEmailChange } from "@/features/user/api/account-api";
import { errorMessageKey } from "@/lib/errors";
import { useSession } from "../session-provider";

type Result = { done: true } | { failure: MessageKey };

// The link mailed to a new address lands here: the person signed in confirms it once.
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state, refreshProfile } = useSession();
  const [result, setResult] = useState<Result | null>(null);
  const started = useRef(false);
  const token = params.get("token") ?? "";
  // Until the identity service has answered, a cached "signed out" is not the final word.
  const settling = state.loading && state.source === "cached";

  // Nothing to confirm without a session or a token: said at once, no request.
  const cannotConfirm = !settling && (!state.signedIn || !token);
  const shown: Result | null = result ?? (cannotConfirm ? { failure: "verificationFailed" } : null);

  // Arriving here is the person's click on the link: the confirmation is a one-time write (the
  // link works once), sent when the session is known, never again on a re-render.
  useEffect(() => {
    if (settling || cannotConfirm || started.current) return;
    started.current = true;
    confirmEmailChange(token).then(
      () => {
        // The next ID token must carry the new address.
        clearIdToken();
        setResult({ done: true });
        void refreshProfile();
      },
      (error: unknown) =>
        setResult({
          failure:
            errorMessageKey(error) === "emailAlreadyExists"
              ? "emailAlreadyExists"
              : "verificationFailed",
        }),
    );
  }, [settling, cannotConfirm, token, refreshProfile]);

  return (
    <>
      <PageTitle title={t("ui.pages.verifyEmail")} />
      {!shown ? (
        <Spinner label={t("ui.changeEmail.confirming")} />
      ) : "done" in shown ? (
        <Outcome
          role="status"
          message={t("messages.emailChanged")}
          to={paths.dashboard}
          action={t("ui.changeEmail.continue")}
        />
      ) : (
        <Outcome
          role="alert"
          message={t(`messages.${shown.failure}`)}
          to={state.signedIn ? paths.security : paths.logIn}
          action={state.signedIn ? t("ui.pages.security") : t("ui.logIn")}
        />
      )}
    </>
  );
}
