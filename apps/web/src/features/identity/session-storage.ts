import type { SessionState } from "./session-state";

/** Browser storage keys of spec §3 for the cached state. */
export const storageKeys = {
  signedIn: "signedIn",
  onboarded: "onboarded",
  needsEmailVerification: "needsEmailVerification",
  user: "user",
  firebaseUser: "firebaseUser",
  sidebarCollapsed: "sidebarCollapsed",
} as const;

/**
 * The proposal basket's keys (spec: proposalPropertyIds, cachedPropertyData). The deals feature
 * reads and writes them; the session only removes them when the signed-in person changes, so
 * nobody sees the previous person's deals.
 */
export const basketStorageKeys = ["proposalPropertyIds", "cachedPropertyData"] as const;

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The cached state, as far as storage has it; damaged entries are ignored. */
export function readCachedSession(storage: Storage = localStorage): Partial<SessionState> {
  return {
    signedIn: storage.getItem(storageKeys.signedIn) === "true",
    onboarded: storage.getItem(storageKeys.onboarded) === "true",
    needsEmailVerification: storage.getItem(storageKeys.needsEmailVerification) === "true",
    isCollapsed: storage.getItem(storageKeys.sidebarCollapsed) === "true",
    user: (readJson(storage, storageKeys.user) as SessionState["user"]) ?? null,
    firebaseUser:
      (readJson(storage, storageKeys.firebaseUser) as SessionState["firebaseUser"]) ?? null,
  };
}

export function writeCachedSession(state: SessionState, storage: Storage = localStorage) {
  const set = (key: string, value: string | null) =>
    value === null ? storage.removeItem(key) : storage.setItem(key, value);
  // Another person (or nobody) than the one stored: the previous person's basket goes.
  const stored = readJson(storage, storageKeys.firebaseUser) as SessionState["firebaseUser"];
  if ((stored?.uid ?? null) !== (state.firebaseUser?.uid ?? null))
    for (const key of basketStorageKeys) storage.removeItem(key);
  set(storageKeys.signedIn, String(state.signedIn));
  set(storageKeys.onboarded, String(state.onboarded));
  set(storageKeys.needsEmailVerification, String(state.needsEmailVerification));
  set(storageKeys.sidebarCollapsed, String(state.isCollapsed));
  set(storageKeys.user, state.user ? JSON.stringify(state.user) : null);
  set(storageKeys.firebaseUser, state.firebaseUser ? JSON.stringify(state.firebaseUser) : null);
}
