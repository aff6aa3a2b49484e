import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { Consent } from "../consent";
import "../i18n";

/**
 * Asked once, before anything is loaded: accept and reject are equally easy. Not modal: it sits
 * at the end of the page and sticks to the bottom of the window, so scrolling shows what it
 * covers. The answer can be changed later in Settings › Appearance.
 */
export function ConsentBanner({ onChoice }: { onChoice: (consent: Consent) => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="analytics-consent-title"
      className="sticky bottom-3 z-40 mx-3 mb-3 flex max-w-3xl flex-col gap-3 rounded-lg border border-line bg-surface p-4 text-fg shadow-lg sm:mx-auto sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <h2 id="analytics-consent-title" className="text-sm font-semibold">
          {t("ui.analytics.title")}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t("ui.analytics.banner")}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" className="flex-1" onClick={() => onChoice("denied")}>
          {t("ui.analytics.reject")}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={() => onChoice("granted")}>
          {t("ui.analytics.accept")}
        </Button>
      </div>
    </section>
  );
}
