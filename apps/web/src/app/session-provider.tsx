import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { setFormatRegion } from "@/lib/format-locale";
import { applyLanguage } from "@/lib/i18n";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { isNoInternet } from "@/lib/api-client";
import * as identity from "@/features/identity/api/identity-api";
import {
  sessionReducer,
  sessionReloadOutcome,
  signedOutState,
  type IdentityUser,
  type SessionReload,
  type SessionState,
} from "@/features/identity/session-state";
import { readCachedSession, writeCachedSession } from "@/features/identity/session-storage";
import { getUser } from "@/features/user/api/user-api";

/** What the register page hands the verify page: the address a message was sent to. */
export interface VerifyState {
  registered: string;
}

interface Session {
  state: SessionState;
  logIn(email: string, password: string): Promise<void>;
  /** Finishes a sign-in that asked for the second factor. */
  verifySecondFactor(code: string, kind: "totp" | "backupCode"): Promise<void>;
  register(email: string, password: string): Promise<void>;
  /** Signs out to the log-in page; with `returnTo`, signing in again (in this tab) goes back there. */
  logOut(options?: { returnTo?: string }): Promise<void>;
  /** Where signing in goes: the page "Log in again" left, else the dashboard. */
  afterLogIn: string;
  refreshProfile(): Promise<void>;
  toggleSidebar(): void;
}

const SessionContext = createContext<Session | null>(null);

/** Set once the document starts unloading; requests cut off by it are not failures. */
let leavingPage = false;
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => (leavingPage = true));
  // Back from the back/forward cache: the page is live again.
  window.addEventListener("pageshow", () => (leavingPage = false));
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

/** Runs the session rules of spec §4 against the identity service and the profile API. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, undefined, () =>
    sessionReducer(signedOutState, { type: "cacheLoaded", cached: readCachedSession() }),
  );
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Kept here, not in the log-in page's history entry: the guards' own redirects replace that entry.
  const [returnTo, setReturnTo] = useState<string>();
  // Signed in again and back there: done.
  if (returnTo && state.signedIn && pathname === returnTo) setReturnTo(undefined);
  const afterLogIn = returnTo ?? paths.dashboard;
  // Read by the route-change effect without re-running it on every state change.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  useEffect(() => writeCachedSession(state), [state]);
  // Dates and numbers read as in the person's country (lib/format-locale.ts).
  const country = state.user?.profile?.country;
  useEffect(() => setFormatRegion(country), [country]);
  // The interface speaks the profile's language once signed in (this device remembers the last).
  const language = state.user?.profile?.language;
  useEffect(() => void (language && applyLanguage(language).catch(() => {})), [language]);

  const refreshProfile = useCallback(async () => {
    try {
      dispatch({ type: "profileLoaded", user: await getUser() });
    } catch (error) {
      dispatch(isNoInternet(error) ? { type: "offline" } : { type: "profileFailed" });
    }
  }, []);

  const applyIdentity = useCallback(
    async (user: IdentityUser | null) => {
      dispatch({ type: "identityChanged", identity: user });
      if (!user) identity.clearIdToken();
      else await refreshProfile();
    },
    [refreshProfile],
  );

  const signOutAndLeave = useCallback(
    async ({ returnTo }: { returnTo?: string } = {}) => {
      await identity.signOut().catch(() => {});
      await applyIdentity(null);
      setReturnTo(returnTo);
      navigate(paths.logIn, { replace: true });
    },
    [applyIdentity, navigate],
  );

  // Reload the identity session on start and on every route change; while signed in this
  // refetches the profile too. A reload that fails or finds no session signs out and goes to "/".
  useEffect(() => {
    let cancelled = false;
    const settle = (reload: SessionReload) => {
      if (cancelled) return;
      // Until the identity service has answered once, the state is the cached one (start-up).
      const { source, signedIn } = latest.current;
      switch (sessionReloadOutcome(reload, { initial: source === "cached", signedIn })) {
        case "signIn":
          return void applyIdentity("identity" in reload ? reload.identity : null);
        case "clear":
          return void applyIdentity(null);
        case "signOut":
          // Signed out here only: a reload that failed proves nothing the server should act on
          // (when the session really ended, the server has nothing left to end).
          return void applyIdentity(null).then(() => navigate(paths.logIn, { replace: true }));
        case "offline":
          return dispatch({ type: "offline" });
        case "none":
          return;
      }
    };
    identity.getSession().then(
      (user) => settle({ identity: user }),
      (error: unknown) => {
        // A reload cut short because the page is going away (a link, a reload) proves nothing
        // about the session: signing out then would end a valid session on the server.
        if (leavingPage || (error instanceof DOMException && error.name === "AbortError")) return;
        settle({ failure: isNoInternet(error) ? "noInternet" : "other" });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pathname, applyIdentity, navigate]);

  const session = useMemo<Session>(
    () => ({
      state,
      refreshProfile,
      async logIn(email, password) {
        let result: identity.SignInResult;
        try {
          result = await identity.signIn(email, password);
        } catch (error) {
          // Wrong credentials (any failure but no internet) clear the session.
          if (!isNoInternet(error)) await applyIdentity(null);
          throw error;
        }
        if ("twoFactorRequired" in result) return void navigate(paths.twoFactor);
        await applyIdentity(result.user);
        navigate(afterLogIn);
      },
      async verifySecondFactor(code, kind) {
        await applyIdentity(await identity.verifySecondFactor(code, kind));
        navigate(afterLogIn);
      },
      async register(email, password) {
        // Nobody is signed in by registering: the page says to check the inbox, for a new
        // address and a taken one alike.
        await identity.signUp(email, password);
        navigate(paths.verify, { state: { registered: email } satisfies VerifyState });
      },
      logOut: signOutAndLeave,
      afterLogIn,
      toggleSidebar: () => dispatch({ type: "sidebarToggled" }),
    }),
    [state, refreshProfile, applyIdentity, signOutAndLeave, navigate, afterLogIn],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
