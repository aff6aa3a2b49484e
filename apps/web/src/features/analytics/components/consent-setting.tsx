import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../setting-i18n";

// This file imports nothing the analytics entry (src/analytics.tsx) imports: a module both used
// would become a chunk of its own that the log-in page's entry has to list (docs/decisions/043).
// It speaks the entry's protocol instead (../consent.ts): the answer in localStorage under
// "analyticsConsent", announced as a `storage` event; consent-setting.test.tsx holds them together.
const storageKey = "analyticsConsent";
const choices = ["granted", "denied"] as const;
type Choice = (typeof choices)[number];

function stored(): Choice | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

function choose(choice: Choice) {
  try {
    localStorage.setItem(storageKey, choice);
  } catch {
    // No storage: the entry still hears the event below.
  }
  window.dispatchEvent(new StorageEvent("storage", { key: storageKey, newValue: choice }));
}

/** Settings, Appearance: the consent banner's answer, to change; nothing when analytics is off. */
export function ConsentSetting() {
  const { t } = useTranslation();
  // The server writes this only when an analytics tool is configured.
  const [configured] = useState(() => !!document.querySelector('meta[name="portal-analytics"]'));
  const [consent, setConsent] = useState(stored);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setConsent(stored());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  if (!configured) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t("ui.analyticsSetting.label")}</legend>
      <p className="mb-1 text-sm text-fg-muted">{t("ui.analyticsSetting.hint")}</p>
      {choices.map((value) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="analytics-consent"
            value={value}
            checked={consent === value}
            className="accent-primary"
            onChange={() => choose(value)}
          />
          {t(`ui.analyticsSetting.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}
