import type { AnalyticsConfig } from "./config";
import { onConsentChange, readConsent } from "./consent";
import { pagePath } from "./page-path";
import { watchRouteChanges } from "./route-changes";
import { denyByDefault, sendPageView, startTools, stopTools } from "./tools";

/**
 * Analytics with consent (docs/decisions/043): nothing is loaded and no page is reported until
 * the person accepts; then the page they are on and every route change after it, once each.
 * Withdrawing stops the reports at once.
 */
export function startTracking(config: AnalyticsConfig) {
  denyByDefault();
  let stopWatching: (() => void) | undefined;
  let started = false;
  let previous = "";
  const report = (pathname: string) => {
    const path = pagePath(pathname);
    sendPageView(config, { path, referrerPath: previous });
    previous = path;
  };
  const follow = (consent: ReturnType<typeof readConsent>) => {
    if (consent === "granted" && !stopWatching) {
      startTools(config, { again: started });
      started = true;
      report(location.pathname);
      stopWatching = watchRouteChanges(report);
    } else if (consent === "denied" && stopWatching) {
      stopWatching();
      stopWatching = undefined;
      stopTools();
    }
  };
  follow(readConsent());
  onConsentChange(follow);
}
