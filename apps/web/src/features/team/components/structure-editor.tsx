import { useMemo, useRef, useState, type FormEvent } from "react";
import X from "lucide-react/icons/x";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import type { RegionInput, TeamOverview } from "@portal/contract/team/team-schemas";
import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { SelectField, TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { countryName, countryOptions } from "@/lib/display-names";
import { useAddRegion, useAddTeam, useRemoveRegion, useRemoveTeam } from "../api/team-api";
import { failureOf } from "../errors";

/** Regions (countries or groups of them) and the teams in them; owners and admins change them. */
export function StructureEditor({ team, canEdit }: { team: TeamOverview; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const addRegion = useAddRegion();
  const addTeam = useAddTeam();
  const removeRegion = useRemoveRegion();
  const removeTeam = useRemoveTeam();
  const [regionName, setRegionName] = useState("");
  const [regionCountries, setRegionCountries] = useState<string[]>([]);
  const [teamName, setTeamName] = useState("");
  const [teamRegion, setTeamRegion] = useState("");
  const [failure, setFailure] = useState<MessageKey | null>(null);

  async function run(work: () => Promise<unknown>, reset?: () => void) {
    setFailure(null);
    try {
      await work();
      reset?.();
    } catch (error) {
      setFailure(failureOf(error));
    }
  }
  // Once added, a form is cleared only if nothing was typed in it while the answer was on its way
  // (the next name stays): each change counts, and the count at sending is compared.
  const edits = useRef({ region: 0, team: 0 });
  const submitRegion = (e: FormEvent) => {
    e.preventDefault();
    const sent = edits.current.region;
    void run(
      () =>
        addRegion.mutateAsync({
          name: regionName,
          countries: regionCountries as RegionInput["countries"],
        }),
      () => {
        if (edits.current.region !== sent) return;
        setRegionName("");
        setRegionCountries([]);
      },
    );
  };
  const submitTeam = (e: FormEvent) => {
    e.preventDefault();
    const sent = edits.current.team;
    void run(
      () => addTeam.mutateAsync({ name: teamName, regionId: teamRegion }),
      () => {
        if (edits.current.team === sent) setTeamName("");
      },
    );
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
                      onClick={() => void run(() => removeRegion.mutateAsync(r.id))}
                    >
                      <X aria-hidden className="size-4" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canEdit && (
            <form onSubmit={submitRegion} noValidate className="flex flex-col gap-2">
              <TextField
                label={t("ui.team.structure.regionName")}
                value={regionName}
                onChange={(e) => {
                  edits.current.region += 1;
                  setRegionName(e.target.value);
                }}
              />
              <Combobox
                multiple
                label={t("ui.team.structure.countries")}
                options={countries}
                value={regionCountries}
                onChange={(codes) => {
                  edits.current.region += 1;
                  setRegionCountries(codes);
                }}
                noMatches={t("ui.team.structure.noMatches")}
                removeLabel={(label) => t("ui.team.structure.removeCountry", { label })}
              />
              <Button type="submit" variant="secondary" disabled={addRegion.isPending}>
                {t("ui.team.structure.addRegion")}
              </Button>
            </form>
          )}
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
                      onClick={() => void run(() => removeTeam.mutateAsync(x.id))}
                    >
                      <X aria-hidden className="size-4" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canEdit && team.regions.length > 0 && (
            <form onSubmit={submitTeam} noValidate className="flex flex-col gap-2">
              <TextField
                label={t("ui.team.structure.teamName")}
                value={teamName}
                onChange={(e) => {
                  edits.current.team += 1;
                  setTeamName(e.target.value);
                }}
              />
              <SelectField
                label={t("ui.team.structure.region")}
                value={teamRegion}
                onChange={(e) => setTeamRegion(e.target.value)}
                placeholder=""
                options={team.regions.map((r) => ({ value: r.id, label: r.name }))}
              />
              <Button type="submit" variant="secondary" disabled={addTeam.isPending}>
                {t("ui.team.structure.addTeam")}
              </Button>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
