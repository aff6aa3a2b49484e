import { describe, expect, it } from "vitest";
import { signedOutState } from "./session-state";
import { readCachedSession, storageKeys, writeCachedSession } from "./session-storage";

describe("cached session in browser storage", () => {
  it("writes the spec's keys, proposalPropertyIds comma-joined, and reads them back", () => {
    const state = {
      ...signedOutState,
      signedIn: true,
      onboarded: true,
      isCollapsed: true,
      proposalPropertyIds: ["p1", "p2", "p3"],
      firebaseUser: { uid: "u", email: "e@example.com", emailVerified: true },
    };
    writeCachedSession(state);
    expect(localStorage.getItem(storageKeys.proposalPropertyIds)).toBe("p1,p2,p3");
    expect(localStorage.getItem("sidebarCollapsed")).toBe("true");
    expect(localStorage.getItem("signedIn")).toBe("true");
    expect(readCachedSession()).toMatchObject({
      signedIn: true,
      onboarded: true,
      isCollapsed: true,
      proposalPropertyIds: ["p1", "p2", "p3"],
      firebaseUser: state.firebaseUser,
    });
  });

  it("ignores damaged entries and removes cleared ones", () => {
    localStorage.setItem("user", "{not json");
    expect(readCachedSession().user).toBeNull();
    writeCachedSession(signedOutState);
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("proposalPropertyIds")).toBeNull();
  });
});
