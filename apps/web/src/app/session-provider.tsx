import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../config/paths";
import { isNoInternet } from "../lib/api-client";
import * as identity from "../features/identity/api/identity-api";
import { sessionReducer, signedOutState, type IdentityUser, type SessionState } from "../features/identity/session-state";
import { readCachedSession, writeCachedSession } from "../features/identity/session-storage";
import { getUser } from "../features/user/api/user-api";

interface Session {
  state: SessionState;
  logIn(email: string, password: string): Promise<void>;
  register(email: string, password: string): Promise<void>;
  logOut(): Promise<void>;
  refreshProfile(): Promise<void>;
  toggleSidebar(): void;
}

const SessionContext = createContext<Session | null>(null);

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
  const signedIn = useRef(state.signedIn);
  signedIn.current = state.signedIn;

  useEffect(() => writeCachedSession(state), [state]);

  const refreshProfile = useCallback(async () => {
    try {
      dispatch({ type: "profileLoaded", user: await getUser() });
    } catch (error) {
      dispatch({ type: "profileFailed", noInternet: isNoInternet(error) });
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

  // Reload the identity session on start and on every route change; the profile is refetched
  // with it while signed in. A failed reload signs out and returns to "/".
  const firstPath = useRef(true);
  useEffect(() => {
    const initial = firstPath.current;
    firstPath.current = false;
    let cancelled = false;
    identity.getSession().then(
      (user) => {
        if (cancelled) return;
        if (!user && signedIn.current && !initial) {
          void applyIdentity(null).then(() => navigate(paths.logIn, { replace: true }));
        } else if (user || initial || signedIn.current) {
          void applyIdentity(user);
        }
      },
      (error) => {
        if (cancelled) return;
        if (isNoInternet(error)) dispatch({ type: "profileFailed", noInternet: true });
        else void applyIdentity(null).then(() => navigate(paths.logIn, { replace: true }));
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
        try {
          await applyIdentity(await identity.signIn(email, password));
        } catch (error) {
          // Wrong credentials clear the session.
          if (!isNoInternet(error)) dispatch({ type: "identityChanged", identity: null });
          throw error;
        }
        navigate(paths.dashboard);
      },
      async register(email, password) {
        await applyIdentity(await identity.signUp(email, password));
        navigate(paths.dashboard);
      },
      async logOut() {
        await identity.signOut().catch(() => {});
        await applyIdentity(null);
        navigate(paths.logIn);
      },
      toggleSidebar: () => dispatch({ type: "sidebarToggled" }),
    }),
    [state, refreshProfile, applyIdentity, navigate],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
