import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  dashboardPeriods,
  type DashboardPeriod,
  type DashboardScope,
} from "@portal/contract/dashboard/dashboard-options";
import { dashboardQuerySchema } from "@portal/contract/dashboard/dashboard-schemas";
import { FormFailure } from "@/components/ui/form-failure";
import { SelectField } from "@/components/ui/select";
import { useContractForm } from "@/lib/contract-form";

/** The period and, when the viewer may choose, whose deals: both kept in the URL by the page. */
export function DashboardFilters({
  period,
  scope,
  scopes,
  onChange,
}: {
  period: DashboardPeriod;
  scope: DashboardScope | undefined;
  scopes: readonly DashboardScope[];
  onChange: (changes: { period?: DashboardPeriod; scope?: DashboardScope }) => void;
}) {
  const { t } = useTranslation();
  // The form follows the page's URL (`values`); a pick is checked by the dashboard's query schema,
  // then only what changed goes to the page.
  const form = useContractForm(dashboardQuerySchema, {
    values: { period, scope },
    onSubmit: (values) =>
      onChange(values.period !== period ? { period: values.period } : { scope: values.scope }),
  });
  return (
    <form
      aria-label={t("ui.dashboard.filters")}
      className="grid gap-3 sm:max-w-lg sm:grid-cols-2"
      noValidate
      onSubmit={form.submit}
    >
      <FormFailure message={form.failure} />
      <Controller
        control={form.control}
        name="period"
        render={({ field }) => (
          <SelectField
            label={t("ui.dashboard.period")}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? "month"}
            onValueChange={(value) => {
              field.onChange(value);
              void form.submit();
            }}
            error={form.errorOf("period")}
            options={dashboardPeriods.map((p) => ({
              value: p,
              label: t(`ui.dashboard.periods.${p}`),
            }))}
          />
        )}
      />
      {scopes.length > 1 && scope && (
        <Controller
          control={form.control}
          name="scope"
          render={({ field }) => (
            <SelectField
              label={t("ui.dashboard.scope")}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value ?? scope}
              onValueChange={(value) => {
                field.onChange(value);
                void form.submit();
              }}
              error={form.errorOf("scope")}
              options={scopes.map((s) => ({ value: s, label: t(`ui.dashboard.scopes.${s}`) }))}
            />
          )}
        />
      )}
    </form>
  );
}
