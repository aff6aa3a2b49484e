import { describe, expect, it } from "vitest";
import type { User } from "@portal/contract/user/user-schemas";
import {
  sessionReducer,
  sessionReloadOutcome,
  signedOutState,
  type SessionState,
} from "./session-state";

const identity = { uid: "u1", email: "a@example.com", emailVerified: false };
const user = { id: "u1", email: "a@example.com", emailVerified: false } as unknown as User;
const signedIn: SessionState = {
  ...signedOutState,
  signedIn: true,
  onboarded: true,
  firebaseUser: identity,
  user,
  loading: false,
  source: "actual",
};

describe("session rules (spec §4)", () => {
  it("reads the cached state first, marked as cached and still loading", () => {
    const state = sessionReducer(signedOutState, {
      type: "cacheLoaded",
      cached: { signedIn: true, onboarded: true, user },
    });
    expect(state).toMatchObject({
      signedIn: true,
      onboarded: true,
      user,
      source: "cached",
      loading: true,
    });
  });

  it("replaces the cached state with the actual one when the identity reports a user", () => {
    const cached = sessionReducer(signedOutState, {
      type: "cacheLoaded",
      cached: { signedIn: false },
    });
    const state = sessionReducer(cached, { type: "identityChanged", identity });
    expect(state).toMatchObject({
      signedIn: true,
      firebaseUser: identity,
      source: "actual",
      loading: true,
    });
  });

  it("replaces the cached state with the signed-out one when the identity reports no user", () => {
    const cached = sessionReducer(signedOutState, {
      type: "cacheLoaded",
      cached: { signedIn: true, onboarded: true, user, firebaseUser: identity },
    });
    expect(sessionReducer(cached, { type: "identityChanged", identity: null })).toEqual({
      ...signedOutState,
      loading: false,
      source: "actual",
    });
  });

  it("keeps the cached profile while the same user's profile is refetched", () => {
    const cached = sessionReducer(signedOutState, {
      type: "cacheLoaded",
      cached: { signedIn: true, onboarded: true, user, firebaseUser: identity, isCollapsed: true },
    });
    const state = sessionReducer(cached, { type: "identityChanged", identity });
    expect(state).toMatchObject({
      onboarded: true,
      user,
      isCollapsed: true,
      loading: true,
      source: "actual",
    });
  });

  it("keeps nothing of another user's cached state", () => {
    const cached = sessionReducer(signedOutState, {
      type: "cacheLoaded",
      cached: {
        signedIn: true,
        onboarded: true,
        user,
        firebaseUser: identity,
        isCollapsed: true,
      },
    });
    const someoneElse = { uid: "u2", email: "b@example.com", emailVerified: true };
    const state = sessionReducer(cached, { type: "identityChanged", identity: someoneElse });
    expect(state).toMatchObject({
      signedIn: true,
      onboarded: false,
      user: null,
      firebaseUser: someoneElse,
      isCollapsed: false,
    });
  });

  it("flags password accounts whose email is unverified", () => {
    expect(
      sessionReducer(signedOutState, { type: "identityChanged", identity }).needsEmailVerification,
    ).toBe(true);
    const verified = { ...identity, emailVerified: true };
    expect(
      sessionReducer(signedOutState, { type: "identityChanged", identity: verified })
        .needsEmailVerification,
    ).toBe(false);
  });

  it("a loaded profile means onboarded", () => {
    const state = sessionReducer(
      { ...signedOutState, signedIn: true },
      { type: "profileLoaded", user },
    );
    expect(state).toMatchObject({
      signedIn: true,
      onboarded: true,
      user,
      loading: false,
      source: "actual",
    });
  });

  it("a reload that confirms the same user keeps the page as it is (no loading flash)", () => {
    const settled = sessionReducer(
      sessionReducer(signedOutState, { type: "identityChanged", identity }),
      { type: "profileFailed" },
    );
    const again = sessionReducer(settled, {
      type: "identityChanged",
      identity: { ...identity, emailVerified: true },
    });
    expect(again).toMatchObject({
      loading: false,
      signedIn: true,
      onboarded: false,
      needsEmailVerification: false,
      source: "actual",
    });
  });

  it("a profile failure other than no internet means signed in but not onboarded", () => {
    const state = sessionReducer(signedIn, { type: "profileFailed" });
    expect(state).toMatchObject({
      signedIn: true,
      onboarded: false,
      user: null,
      firebaseUser: identity,
      loading: false,
    });
  });

  it("a no-internet failure leaves the state unchanged (only the wait ends)", () => {
    const before = { ...signedIn, loading: true };
    const after = sessionReducer(before, { type: "offline" });
    expect(after).toEqual({ ...before, loading: false });
    expect(sessionReducer(signedIn, { type: "offline" })).toBe(signedIn);
    const cached = sessionReducer(signedOutState, {
      type: "cacheLoaded",
      cached: { signedIn: true, onboarded: true, user },
    });
    expect(sessionReducer(cached, { type: "offline" })).toMatchObject({
      signedIn: true,
      onboarded: true,
      user,
      source: "cached",
    });
  });

  it("no identity clears everything", () => {
    const state = sessionReducer(
      {
        ...signedIn,
        isCollapsed: true,
        needsEmailVerification: true,
      },
      { type: "identityChanged", identity: null },
    );
    expect(state).toEqual({ ...signedOutState, loading: false, source: "actual" });
  });

  it("toggles the sidebar", () => {
    expect(sessionReducer(signedIn, { type: "sidebarToggled" }).isCollapsed).toBe(true);
  });
});

describe("reloading the identity session (spec §4)", () => {
  const onRouteChange = { initial: false, signedIn: true };
  it("a session with a user signs in (and the profile is fetched)", () => {
    expect(sessionReloadOutcome({ identity }, onRouteChange)).toBe("signIn");
    expect(sessionReloadOutcome({ identity }, { initial: true, signedIn: false })).toBe("signIn");
  });

  it("a reload that fails or finds no session while signed in signs out and goes to /", () => {
    expect(sessionReloadOutcome({ identity: null }, onRouteChange)).toBe("signOut");
    expect(sessionReloadOutcome({ failure: "other" }, onRouteChange)).toBe("signOut");
  });

  it("no internet leaves everything as it is", () => {
    expect(sessionReloadOutcome({ failure: "noInternet" }, onRouteChange)).toBe("offline");
    expect(sessionReloadOutcome({ failure: "noInternet" }, { initial: true, signedIn: true })).toBe(
      "offline",
    );
  });

  it("at start-up, no session replaces the cached state without leaving the page", () => {
    expect(sessionReloadOutcome({ identity: null }, { initial: true, signedIn: true })).toBe(
      "clear",
    );
    expect(sessionReloadOutcome({ failure: "other" }, { initial: true, signedIn: false })).toBe(
      "clear",
    );
  });

  it("signed out and still signed out: nothing to do", () => {
    expect(sessionReloadOutcome({ identity: null }, { initial: false, signedIn: false })).toBe(
      "none",
    );
    expect(sessionReloadOutcome({ failure: "other" }, { initial: false, signedIn: false })).toBe(
      "none",
    );
  });
});
