/** The person's answer to the consent banner, remembered on this device (docs/decisions/043). */
export type Consent = "granted" | "denied";

/**
 * Where the answer is kept. The Appearance setting (components/consent-setting.tsx) writes the
 * same key its own way: it must share no module with the analytics entry (docs/decisions/043).
 */
export const consentStorageKey = "analyticsConsent";

const consentOf = (value: string | null): Consent | null =>
  value === "granted" || value === "denied" ? value : null;

/** The stored answer; null until the person answers (or when storage is unavailable). */
export function readConsent(): Consent | null {
  try {
    return consentOf(localStorage.getItem(consentStorageKey));
  } catch {
    return null;
  }
}

/**
 * Stores the answer and announces it as a `storage` event, which the browser sends to the other
 * tabs by itself: the banner, the tools and the setting all listen to that one event.
 */
export function chooseConsent(consent: Consent) {
  try {
    localStorage.setItem(consentStorageKey, consent);
  } catch {
    // Private mode without storage: the answer holds until the page closes.
  }
  window.dispatchEvent(new StorageEvent("storage", { key: consentStorageKey, newValue: consent }));
}

/** Calls `listener` on every answer, on this page or in another tab; returns the unsubscribe. */
export function onConsentChange(listener: (consent: Consent) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    const consent = event.key === consentStorageKey ? consentOf(event.newValue) : null;
    if (consent) listener(consent);
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
