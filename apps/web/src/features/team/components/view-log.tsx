import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { formatDateTime } from "@/lib/format";
import { useViewLog } from "../api/team-api";

type View = NonNullable<ReturnType<typeof useViewLog>["data"]>["views"][number];

/** The audit log of views as members (docs/decisions/033), for owners and admins. */
export function ViewLog() {
  const { t, i18n } = useTranslation();
  const log = useViewLog();
  const at = (value: string) => formatDateTime(value, i18n.language);
  const columns: DataColumn<View>[] = [
    {
      id: "view",
      header: t("ui.team.view.logColumns.view"),
      className: "font-medium break-words",
      cell: (v) => t("ui.team.view.logEntry", { viewer: v.viewerName, member: v.memberName }),
    },
    {
      id: "when",
      header: t("ui.team.view.logColumns.when"),
      className: "text-fg-muted",
      cell: (v) => `${at(v.startedAt)} – ${v.endedAt ? at(v.endedAt) : t("ui.team.view.lasting")}`,
    },
  ];
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
          <DataTable
            label={t("ui.team.view.log")}
            columns={columns}
            rows={data.views}
            rowId={(v) => v.id}
            density="compact"
          />
        )}
      </QueryState>
    </section>
  );
}
