import { useTranslation } from "react-i18next";
import {
  dashboardPeriods,
  type DashboardPeriod,
  type DashboardScope,
} from "@portal/contract/dashboard/dashboard-options";
import { SelectField } from "@/components/ui/select";

/**
 * The period and, when the viewer may choose, whose deals: both kept in the URL by the page.
 * Not a form: a pick applies at once and nothing is typed, checked or refused, so it does not
 * load react-hook-form and zod into the dashboard (its chunk has a budget, bench/dashboard-chunks.ts).
 */
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
  return (
    <div
      role="group"
      aria-label={t("ui.dashboard.filters")}
      className="grid gap-3 sm:max-w-lg sm:grid-cols-2"
    >
      <SelectField
        label={t("ui.dashboard.period")}
        value={period}
        onValueChange={(value) => onChange({ period: value as DashboardPeriod })}
        options={dashboardPeriods.map((p) => ({ value: p, label: t(`ui.dashboard.periods.${p}`) }))}
      />
      {scopes.length > 1 && scope && (
        <SelectField
          label={t("ui.dashboard.scope")}
          value={scope}
          onValueChange={(value) => onChange({ scope: value as DashboardScope })}
          options={scopes.map((s) => ({ value: s, label: t(`ui.dashboard.scopes.${s}`) }))}
        />
      )}
    </div>
  );
}
