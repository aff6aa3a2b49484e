import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { Consent } from "../consent";
import "../i18n";

/** The gap between the banner and the window's bottom edge, and between it and the content. */
const gapPx = 12;

/**
 * Asked once, before anything is loaded: accept and reject are equally easy. Not modal: it is
 * pinned to the bottom of the window on every page until answered (it sat after the app's full
 * height before, below the fold, where nobody saw it), and the page gets as much room at its end
 * as the banner takes, so scrolling still reaches everything it covers. The answer can be changed
 * later in Settings › Appearance.
 */
export function ConsentBanner({ onChoice }: { onChoice: (consent: Consent) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const makeRoom = () => {
      body.style.paddingBottom = `${banner.offsetHeight + 2 * gapPx}px`;
    };
    makeRoom();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(makeRoom);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, []);
  return (
    <section
      ref={ref}
      aria-labelledby="analytics-consent-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-3xl flex-col gap-3 overflow-y-auto rounded-lg border border-line bg-surface p-4 text-fg shadow-lg sm:flex-row sm:items-end"
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
