import { describe, expect, it } from "vitest";
import { signedOutState } from "./session-state";
import { readCachedSession, storageKeys, writeCachedSession } from "./session-storage";

describe("cached session in browser storage", () => {
  const ann = { uid: "u", email: "e@example.com", emailVerified: true };
  const signedIn = { ...signedOutState, signedIn: true, onboarded: true, firebaseUser: ann };

  it("writes the spec's keys and reads them back", () => {
    const state = { ...signedIn, isCollapsed: true };
    writeCachedSession(state);
    expect(localStorage.getItem(storageKeys.firebaseUser)).toBe(JSON.stringify(ann));
    expect(localStorage.getItem("sidebarCollapsed")).toBe("true");
    expect(localStorage.getItem("signedIn")).toBe("true");
    expect(readCachedSession()).toMatchObject({
      signedIn: true,
      onboarded: true,
      isCollapsed: true,
      firebaseUser: ann,
    });
  });

  it("leaves the proposal basket to the deals screen, and removes it when the person changes", () => {
    writeCachedSession(signedIn);
    // The deals screen ticks deals after the session was cached...
    localStorage.setItem("proposalPropertyIds", "d1,d2");
    localStorage.setItem("cachedPropertyData", "{}");
    // ...and writing the same person's session again keeps them.
    writeCachedSession({ ...signedIn, isCollapsed: true });
    expect(localStorage.getItem("proposalPropertyIds")).toBe("d1,d2");
    expect(localStorage.getItem("cachedPropertyData")).toBe("{}");
    // Someone else signs in: the previous person's basket is gone.
    writeCachedSession({ ...signedIn, firebaseUser: { ...ann, uid: "u2" } });
    expect(localStorage.getItem("proposalPropertyIds")).toBeNull();
    expect(localStorage.getItem("cachedPropertyData")).toBeNull();
    localStorage.setItem("proposalPropertyIds", "d3");
    writeCachedSession(signedOutState);
    expect(localStorage.getItem("proposalPropertyIds")).toBeNull();
  });

  it("ignores damaged entries and removes cleared ones", () => {
    localStorage.setItem("user", "{not json");
    expect(readCachedSession().user).toBeNull();
    writeCachedSession(signedOutState);
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("proposalPropertyIds")).toBeNull();
  });
});
