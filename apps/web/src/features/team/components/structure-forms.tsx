import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  regionInputSchema,
  teamInputSchema,
  type TeamOverview,
} from "@portal/contract/team/team-schemas";
import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { TextField } from "@/components/ui/field";
import { FormSelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import { countryOptions } from "@/lib/display-names";
import { unchangedSince } from "@/lib/unchanged-since";
import { useAddRegion, useAddTeam } from "../api/team-api";
import "../i18n";

/** A new region: its name and countries; cleared once added unless typed in meanwhile. */
export function RegionForm() {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const addRegion = useAddRegion();
  const form = useContractForm(regionInputSchema, {
    defaultValues: { name: "", countries: [] },
    onSubmit: async (values) => {
      const unchanged = unchangedSince(form.getValues, ["name", "countries"]);
      await addRegion.mutateAsync(values);
      if (unchanged()) form.reset();
    },
  });
  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate className="flex flex-col gap-2">
      <FormFailure message={form.failure} />
      <TextField label={t("ui.team.structure.regionName")} {...form.field("name")} />
      <Controller
        control={form.control}
        name="countries"
        render={({ field }) => (
          <Combobox
            multiple
            label={t("ui.team.structure.countries")}
            options={countries}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? []}
            onChange={field.onChange}
            error={form.errorOf("countries")}
            noMatches={t("ui.team.structure.noMatches")}
            removeLabel={(label) => t("ui.team.structure.removeCountry", { label })}
          />
        )}
      />
      <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
        {t("ui.team.structure.addRegion")}
      </Button>
    </form>
  );
}

/** A new team in one of the regions; its name is cleared once added unless typed in meanwhile. */
export function TeamForm({ regions }: { regions: TeamOverview["regions"] }) {
  const { t } = useTranslation();
  const addTeam = useAddTeam();
  const form = useContractForm(teamInputSchema, {
    defaultValues: { name: "", regionId: "" },
    onSubmit: async (values) => {
      const unchanged = unchangedSince(form.getValues, ["name"]);
      await addTeam.mutateAsync(values);
      if (unchanged()) form.resetField("name");
    },
  });
  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate className="flex flex-col gap-2">
      <FormFailure message={form.failure} />
      <TextField label={t("ui.team.structure.teamName")} {...form.field("name")} />
      <FormSelectField
        control={form.control}
        name="regionId"
        label={t("ui.team.structure.region")}
        error={form.errorOf("regionId")}
        placeholder=""
        options={regions.map((r) => ({ value: r.id, label: r.name }))}
      />
      <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
        {t("ui.team.structure.addTeam")}
      </Button>
    </form>
  );
}
