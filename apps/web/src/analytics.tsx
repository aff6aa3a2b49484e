// The web build's second entry (vite.config.ts). The server adds it to index.html only when an
// analytics tool is configured (apps/api/src/plugins/web-analytics.ts), so the log-in page loads
// none of it otherwise; it shares only React with the app (docs/decisions/043).
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ConsentBanner } from "@/features/analytics/components/consent-banner";
import { readAnalyticsConfig } from "@/features/analytics/config";
import { chooseConsent, onConsentChange, readConsent } from "@/features/analytics/consent";
import { startTracking } from "@/features/analytics/tracking";

function askForConsent() {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const stopListening = onConsentChange(() => {
    // Answered here or in Settings, Appearance: the banner goes.
    stopListening();
    root.unmount();
    host.remove();
  });
  root.render(
    <StrictMode>
      <ConsentBanner onChoice={chooseConsent} />
    </StrictMode>,
  );
}

const config = readAnalyticsConfig();
if (config) {
  startTracking(config);
  if (!readConsent()) askForConsent();
}
