import type { User } from "@portal/contract/user/user-schemas";

/** The identity provider's user (spec: firebaseUser). */
export interface IdentityUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** The auth state of spec §3. */
export interface SessionState {
  signedIn: boolean;
  onboarded: boolean;
  needsEmailVerification: boolean;
  isCollapsed: boolean;
  proposalPropertyIds: string[];
  cachedPropertyData: unknown;
  firebaseUser: IdentityUser | null;
  user: User | null;
  loading: boolean;
  source: "cached" | "actual";
}

export type SessionEvent =
  | { type: "cacheLoaded"; cached: Partial<SessionState> }
  | { type: "identityChanged"; identity: IdentityUser | null }
  | { type: "profileLoaded"; user: User }
  | { type: "profileFailed"; noInternet: boolean }
  | { type: "sidebarToggled" }
  | { type: "basketChanged"; ids: string[]; data: unknown };

export const signedOutState: SessionState = {
  signedIn: false,
  onboarded: false,
  needsEmailVerification: false,
  isCollapsed: false,
  proposalPropertyIds: [],
  cachedPropertyData: null,
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
      if (!event.identity) {
        // No user: everything is cleared (the sidebar preference is the device's, not the user's).
        return { ...signedOutState, isCollapsed: state.isCollapsed, loading: false, source: "actual" };
      }
      return {
        ...state,
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
      // No internet: ignored, state unchanged (only the wait ends).
      if (event.noInternet) return { ...state, loading: false };
      return { ...state, onboarded: false, user: null, loading: false, source: "actual" };
    case "sidebarToggled":
      return { ...state, isCollapsed: !state.isCollapsed };
    case "basketChanged":
      return { ...state, proposalPropertyIds: event.ids, cachedPropertyData: event.data };
  }
}
