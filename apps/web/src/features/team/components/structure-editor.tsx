import { useState } from "react";
import X from "lucide-react/icons/x";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import type { TeamOverview } from "@portal/contract/team/team-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { countryName } from "@/lib/display-names";
import { errorMessageKey } from "@/lib/errors";
import { useRemoveRegion, useRemoveTeam } from "../api/team-api";
import { RegionForm, TeamForm } from "./structure-forms";

/** Regions (countries or groups of them) and the teams in them; owners and admins change them. */
export function StructureEditor({ team, canEdit }: { team: TeamOverview; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const removeRegion = useRemoveRegion();
  const removeTeam = useRemoveTeam();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const remove = (work: () => Promise<unknown>) => {
    setFailure(null);
    work().catch((error: unknown) => setFailure(errorMessageKey(error)));
  };
  const regionOf = (id: string) => team.regions.find((r) => r.id === id)?.name ?? "";

  return (
    <section aria-labelledby="team-structure" className="flex flex-col gap-4">
      <div>
        <h3 id="team-structure" className="text-base font-semibold">
          {t("ui.team.structure.title")}
        </h3>
        <p className="text-sm text-fg-muted">{t("ui.team.structure.intro")}</p>
      </div>
      <FormFailure message={failure} />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <h4 className="text-sm font-semibold">{t("ui.team.structure.regions")}</h4>
          {team.regions.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("ui.team.structure.noRegions")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
              {team.regions.map((r) => (
                <li
                  key={r.id}
                  className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm"
                >
                  <span className="min-w-0">
                    <span className="font-medium">{r.name}</span>
                    <span className="block text-fg-muted">
                      {r.countries.length
                        ? r.countries.map((c) => countryName(c, i18n.language)).join(", ")
                        : t("ui.team.structure.anyCountry")}
                    </span>
                  </span>
                  {canEdit && (
                    <Button
                      variant="ghost"
                      aria-label={t("ui.team.structure.deleteRegion", { name: r.name })}
                      onClick={() => remove(() => removeRegion.mutateAsync(r.id))}
                    >
                      <X aria-hidden className="size-4" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canEdit && <RegionForm />}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <h4 className="text-sm font-semibold">{t("ui.team.structure.teams")}</h4>
          {team.teams.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("ui.team.structure.noTeams")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
              {team.teams.map((x) => (
                <li
                  key={x.id}
                  className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm"
                >
                  <span>
                    <span className="font-medium">{x.name}</span>
                    <span className="text-fg-muted"> · {regionOf(x.regionId)}</span>
                  </span>
                  {canEdit && (
                    <Button
                      variant="ghost"
                      aria-label={t("ui.team.structure.deleteTeam", { name: x.name })}
                      onClick={() => remove(() => removeTeam.mutateAsync(x.id))}
                    >
                      <X aria-hidden className="size-4" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canEdit && team.regions.length > 0 && <TeamForm regions={team.regions} />}
        </div>
      </div>
    </section>
  );
}
