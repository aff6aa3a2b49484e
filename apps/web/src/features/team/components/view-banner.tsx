import "../i18n";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import Eye from "lucide-react/icons/eye";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { switchView, type ActiveView } from "@/lib/view-as";
import { endView } from "../api/team-api";

const back = "/settings/account?tab=team";

/** Ends the view (recorded as ended; one already over is fine) and takes the tab back to oneself. */
async function leave(view: ActiveView) {
  await endView(view.id).catch(() => undefined);
  switchView(null, back);
}

/**
 * Shown on every page during a view as a member (docs/decisions/033): whose portal this is, that
 * it is read-only, until when, and the way back. The view ends by itself when its time is up.
 */
export default function ViewBanner({ view }: { view: ActiveView }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void leave(view),
      Math.max(0, Date.parse(view.expiresAt) - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [view]);
  return (
    <div
      role="region"
      aria-label={t("ui.team.view.start")}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-primary bg-primary-soft px-4 py-2 text-sm text-primary-strong md:px-6"
    >
      <Eye className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1 basis-56">
        {t("ui.team.view.banner", {
          name: view.memberName,
          time: formatDateTime(view.expiresAt, i18n.language),
        })}
      </span>
      <Button variant="secondary" onClick={() => void leave(view)}>
        {t("ui.team.view.back")}
      </Button>
    </div>
  );
}
