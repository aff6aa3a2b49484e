import type { SessionState } from "./session-state";

/** Browser storage keys of spec §3 for the cached state. */
export const storageKeys = {
  signedIn: "signedIn",
  onboarded: "onboarded",
  needsEmailVerification: "needsEmailVerification",
  user: "user",
  firebaseUser: "firebaseUser",
  proposalPropertyIds: "proposalPropertyIds",
  sidebarCollapsed: "sidebarCollapsed",
  cachedPropertyData: "cachedPropertyData",
} as const;

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
  const ids = storage.getItem(storageKeys.proposalPropertyIds);
  return {
    signedIn: storage.getItem(storageKeys.signedIn) === "true",
    onboarded: storage.getItem(storageKeys.onboarded) === "true",
    needsEmailVerification: storage.getItem(storageKeys.needsEmailVerification) === "true",
    isCollapsed: storage.getItem(storageKeys.sidebarCollapsed) === "true",
    user: (readJson(storage, storageKeys.user) as SessionState["user"]) ?? null,
    firebaseUser:
      (readJson(storage, storageKeys.firebaseUser) as SessionState["firebaseUser"]) ?? null,
    proposalPropertyIds: ids ? ids.split(",").filter(Boolean) : [],
    cachedPropertyData: readJson(storage, storageKeys.cachedPropertyData),
  };
}

export function writeCachedSession(state: SessionState, storage: Storage = localStorage) {
  const set = (key: string, value: string | null) =>
    value === null ? storage.removeItem(key) : storage.setItem(key, value);
  set(storageKeys.signedIn, String(state.signedIn));
  set(storageKeys.onboarded, String(state.onboarded));
  set(storageKeys.needsEmailVerification, String(state.needsEmailVerification));
  set(storageKeys.sidebarCollapsed, String(state.isCollapsed));
  set(storageKeys.user, state.user ? JSON.stringify(state.user) : null);
  set(storageKeys.firebaseUser, state.firebaseUser ? JSON.stringify(state.firebaseUser) : null);
  set(
    storageKeys.proposalPropertyIds,
    state.proposalPropertyIds.length ? state.proposalPropertyIds.join(",") : null,
  );
  set(
    storageKeys.cachedPropertyData,
    state.cachedPropertyData == null ? null : JSON.stringify(state.cachedPropertyData),
  );
}
