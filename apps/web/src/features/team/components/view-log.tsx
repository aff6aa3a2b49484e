import { useTranslation } from "react-i18next";
import { QueryState } from "@/components/ui/query-state";
import { formatDateTime } from "@/lib/format";
import { useViewLog } from "../api/team-api";

/** The audit log of views as members (docs/decisions/033), for owners and admins. */
export function ViewLog() {
  const { t, i18n } = useTranslation();
  const log = useViewLog();
  const at = (value: string) => formatDateTime(value, i18n.language);
  return (
    <section aria-labelledby="team-view-log" className="flex flex-col gap-2">
      <h3 id="team-view-log" className="text-base font-semibold">
        {t("ui.team.view.log")}
      </h3>
      <p className="text-sm text-fg-muted">{t("ui.team.view.logIntro")}</p>
      <QueryState
        query={log}
        isEmpty={(data) => data.views.length === 0}
        empty={t("ui.team.view.noLog")}
      >
        {(data) => (
          <ul className="flex flex-col divide-y divide-line rounded-md border border-line text-sm">
            {data.views.map((v) => (
              <li key={v.id} className="flex flex-wrap gap-x-4 gap-y-1 p-3">
                <span className="min-w-0 flex-1 basis-56 font-medium">
                  {t("ui.team.view.logEntry", { viewer: v.viewerName, member: v.memberName })}
                </span>
                <span className="text-fg-muted">
                  {at(v.startedAt)} – {v.endedAt ? at(v.endedAt) : t("ui.team.view.lasting")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
