import { describe, expect, it } from "vitest";
import type { User } from "@portal/contract/user/user-schemas";
import { sessionReducer, signedOutState, type SessionState } from "./session-state";

const identity = { uid: "u1", email: "a@example.com", emailVerified: false };
const user = { id: "u1", email: "a@example.com", emailVerified: false } as unknown as User;
const signedIn: SessionState = { ...signedOutState, signedIn: true, onboarded: true, firebaseUser: identity, user, loading: false, source: "actual" };

describe("session rules (spec §4)", () => {
  it("reads the cached state first, marked as cached and still loading", () => {
    const state = sessionReducer(signedOutState, { type: "cacheLoaded", cached: { signedIn: true, onboarded: true, user } });
    expect(state).toMatchObject({ signedIn: true, onboarded: true, user, source: "cached", loading: true });
  });

  it("replaces the cached state with the actual one when the identity reports a user", () => {
    const cached = sessionReducer(signedOutState, { type: "cacheLoaded", cached: { signedIn: false } });
    const state = sessionReducer(cached, { type: "identityChanged", identity });
    expect(state).toMatchObject({ signedIn: true, firebaseUser: identity, source: "actual", loading: true });
  });

  it("flags password accounts whose email is unverified", () => {
    expect(sessionReducer(signedOutState, { type: "identityChanged", identity }).needsEmailVerification).toBe(true);
    const verified = { ...identity, emailVerified: true };
    expect(sessionReducer(signedOutState, { type: "identityChanged", identity: verified }).needsEmailVerification).toBe(false);
  });

  it("a loaded profile means onboarded", () => {
    const state = sessionReducer({ ...signedOutState, signedIn: true }, { type: "profileLoaded", user });
    expect(state).toMatchObject({ onboarded: true, user, loading: false, source: "actual" });
  });

  it("a profile failure other than no internet means signed in but not onboarded", () => {
    const state = sessionReducer(signedIn, { type: "profileFailed", noInternet: false });
    expect(state).toMatchObject({ signedIn: true, onboarded: false, user: null, loading: false });
  });

  it("a no-internet failure leaves the state unchanged", () => {
    const before = { ...signedIn, loading: true };
    const after = sessionReducer(before, { type: "profileFailed", noInternet: true });
    expect({ ...after, loading: true }).toEqual(before);
    expect(after.loading).toBe(false);
  });

  it("no identity clears everything but the device's sidebar preference", () => {
    const state = sessionReducer(
      { ...signedIn, isCollapsed: true, proposalPropertyIds: ["d1"], cachedPropertyData: { d1: {} }, needsEmailVerification: true },
      { type: "identityChanged", identity: null },
    );
    expect(state).toEqual({ ...signedOutState, isCollapsed: true, loading: false, source: "actual" });
  });

  it("toggles the sidebar and keeps the basket", () => {
    expect(sessionReducer(signedIn, { type: "sidebarToggled" }).isCollapsed).toBe(true);
    const basket = sessionReducer(signedIn, { type: "basketChanged", ids: ["a", "b"], data: { a: 1 } });
    expect(basket).toMatchObject({ proposalPropertyIds: ["a", "b"], cachedPropertyData: { a: 1 } });
  });
});
