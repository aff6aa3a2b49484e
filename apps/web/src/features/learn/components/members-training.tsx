import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { ApiError } from "@/lib/api-client";
import { useMembersTraining } from "../api/learn-api";
import { TrainingBadge, trainingLine } from "./training-status";
import "../i18n";

/**
 * The members' training for owners, admins and managers: the Learn page shows it only when the
 * overview says the person may read it (`seesMembers`). A refusal meanwhile (a role changed)
 * shows nothing, as the section is no longer for that person.
 */
export function MembersTraining() {
  const { t, i18n } = useTranslation();
  const members = useMembersTraining();
  if (members.error instanceof ApiError && members.error.status === 403) return null;
  if (members.data === undefined && !members.error) return null;
  return (
    <Card title={t("ui.learn.members")}>
      <p className="mb-3 text-sm text-fg-muted">{t("ui.learn.membersIntro")}</p>
      <QueryState
        query={members}
        isEmpty={(d) => d.items.length === 0}
        empty={t("ui.learn.noMembers")}
      >
        {(data) => (
          <ul className="flex flex-col divide-y divide-line text-sm">
            {data.items.map((m) => {
              const gated = m.products.filter((p) => p.status !== "not_required");
              return (
                <li key={m.userId} className="flex flex-col gap-1 py-3">
                  <p className="flex flex-col break-words">
                    <span className="font-medium">{m.name}</span>
                    <bdi className="text-fg-muted">{m.email}</bdi>
                  </p>
                  {gated.length === 0 ? (
                    <p className="text-fg-muted">{t("ui.learn.noneRequired")}</p>
                  ) : (
                    <ul className="flex flex-col gap-1">
                      {gated.map((p) => (
                        <li key={p.product} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <span>{t(`ui.learn.products.${p.product}`)}</span>
                          <TrainingBadge status={p.status} />
                          <span className="text-fg-muted">{trainingLine(p, t, i18n.language)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
