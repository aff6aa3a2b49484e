import type { User } from "@portal/contract/user/user-schemas";

/** The identity provider's user (spec: firebaseUser). */
export interface IdentityUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean;
}

/**
 * The auth state of spec §3. The proposal basket (spec: proposalPropertyIds, cachedPropertyData)
 * is not kept here: the deals feature's basket owns its storage keys, and a second copy held here
 * and written back on every session change put back stale baskets (ticked deals were lost).
 */
export interface SessionState {
  signedIn: boolean;
  onboarded: boolean;
  needsEmailVerification: boolean;
  isCollapsed: boolean;
  firebaseUser: IdentityUser | null;
  user: User | null;
  loading: boolean;
  source: "cached" | "actual";
}

export type SessionEvent =
  | { type: "cacheLoaded"; cached: Partial<SessionState> }
  | { type: "identityChanged"; identity: IdentityUser | null }
  | { type: "profileLoaded"; user: User }
  | { type: "profileFailed" }
  | { type: "offline" }
  | { type: "sidebarToggled" };

export const signedOutState: SessionState = {
  signedIn: false,
  onboarded: false,
  needsEmailVerification: false,
  isCollapsed: false,
  firebaseUser: null,
  user: null,
  loading: true,
  source: "cached",
};

/** The session rules of spec §4, as a pure function. */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case "cacheLoaded":
      // Cached first; replaced by the actual state once the identity provider reports.
      return { ...state, ...event.cached, loading: true, source: "cached" };
    case "identityChanged":
      // No user: everything is cleared.
      if (!event.identity) return { ...signedOutState, loading: false, source: "actual" };
      // The same person confirmed again (a reload on a route change): the profile refetch runs in
      // the background; pages stay as they are rather than blanking (and losing a half-filled form).
      if (state.source === "actual" && state.firebaseUser?.uid === event.identity.uid) {
        return {
          ...state,
          firebaseUser: event.identity,
          needsEmailVerification: !event.identity.emailVerified,
        };
      }
      return {
        // Someone else than the cached user: nothing of the previous user's state is kept.
        ...(state.firebaseUser?.uid === event.identity.uid ? state : signedOutState),
        signedIn: true,
        firebaseUser: event.identity,
        // Password accounts whose email is unverified.
        needsEmailVerification: !event.identity.emailVerified,
        loading: true,
        source: "actual",
      };
    case "profileLoaded":
      return { ...state, onboarded: true, user: event.user, loading: false, source: "actual" };
    case "profileFailed":
      // Any failure but no internet: signed in, not onboarded (the profile is missing).
      return { ...state, onboarded: false, user: null, loading: false, source: "actual" };
    case "offline":
      // A call found no internet: ignored, the state is unchanged; only the wait ends.
      return state.loading ? { ...state, loading: false } : state;
    case "sidebarToggled":
      return { ...state, isCollapsed: !state.isCollapsed };
  }
}

/** How a reload of the identity session came out. */
export type SessionReload = { identity: IdentityUser | null } | { failure: "noInternet" | "other" };

/**
 * What to do with a reload's result (spec §4), at start-up (`initial`) or on a route change:
 * - "signIn": apply the identity user, then fetch the profile;
 * - "signOut": we thought we were signed in and the session is gone or failed: sign out, clear
 *   everything and go to "/";
 * - "clear": at start-up with no session: replace the cached state by the signed-out one (the
 *   route guards take app pages to "/"; an emailed reset or verify link stays where it is);
 * - "offline": no internet: the state stays as it is;
 * - "none": signed out and still signed out.
 */
export function sessionReloadOutcome(
  reload: SessionReload,
  context: { initial: boolean; signedIn: boolean },
): "signIn" | "signOut" | "clear" | "offline" | "none" {
  if ("failure" in reload && reload.failure === "noInternet") return "offline";
  if ("identity" in reload && reload.identity) return "signIn";
  if (context.initial) return "clear";
  return context.signedIn ? "signOut" : "none";
}
