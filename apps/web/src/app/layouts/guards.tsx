import { lazy, Suspense } from "react";
import { Navigate } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Spinner } from "@/components/ui/page";
import type { SessionState } from "@/features/identity/session-state";
import { useSession } from "../session-provider";
import { AuthLayout } from "./auth-layout";

// The signed-in shell (sidebar, icons) is not needed by the log-in page: load it on demand.
const AppShell = lazy(() => import("./app-shell").then((m) => ({ default: m.AppShell })));

/** Log in and register: for signed-out people only. */
export function SignedOutOnly() {
  const { state, afterLogIn } = useSession();
  if (state.signedIn && state.onboarded) return <Navigate to={afterLogIn} replace />;
  if (state.signedIn && !state.loading) return <Navigate to={paths.onboarding} replace />;
  return <AuthLayout />;
}

// Until the identity service has answered, a cached "signed out" is not trusted to send someone
// away from the page they opened (a deep link survives a cleared cache).
const awaitingIdentity = (state: SessionState) => state.loading && state.source === "cached";

/** Onboarding: signed in, not yet onboarded. */
export function NotOnboardedOnly() {
  const { t } = useTranslation();
  const { state } = useSession();
  if (!state.signedIn)
    return awaitingIdentity(state) ? (
      <Spinner label={t("ui.loading")} />
    ) : (
      <Navigate to={paths.logIn} replace />
    );
  if (state.onboarded) return <Navigate to={paths.dashboard} replace />;
  if (state.loading) return <Spinner label={t("ui.loading")} />;
  return <AuthLayout wide />;
}

/** The app itself: signed in and onboarded. */
export function OnboardedOnly() {
  const { t } = useTranslation();
  const { state } = useSession();
  if (!state.signedIn)
    return awaitingIdentity(state) ? (
      <Spinner label={t("ui.loading")} />
    ) : (
      <Navigate to={paths.logIn} replace />
    );
  if (!state.onboarded)
    return state.loading ? (
      <Spinner label={t("ui.loading")} />
    ) : (
      <Navigate to={paths.onboarding} replace />
    );
  return (
    <Suspense fallback={<Spinner label={t("ui.loading")} />}>
      <AppShell />
    </Suspense>
  );
}

/** Pages anyone may open (verification and reset links). */
export function Anyone() {
  return <AuthLayout />;
}
