import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { commissionKinds } from "@portal/contract/wallet/wallet-options";
import type { WalletPerson } from "@portal/contract/wallet/wallet-schemas";
import { Button } from "@/components/ui/button";
import { CurrencyPicker } from "@/components/ui/currency-picker";
import { DateField } from "@/components/ui/date-field";
import { isDayOrEmpty } from "@/components/ui/date-text";
import { SelectField } from "@/components/ui/select";
import "../i18n";

/** The filters the page keeps in its address: kind, person, currency, from and to. */
export const filterNames = ["kind", "person", "currency", "from", "to"] as const;
export type Filters = Partial<Record<(typeof filterNames)[number], string>>;

/** The entries' filters; every change goes into the address (shareable, kept on reload). */
export function WalletFilters({
  filters,
  people,
  currencies,
  onChange,
  actions,
}: {
  /** Buttons beside "Clear filters" (the export). */
  actions?: ReactNode;
  filters: Filters;
  people: WalletPerson[];
  currencies: string[];
  onChange: (next: Filters) => void;
}) {
  const { t } = useTranslation();
  const set = (name: keyof Filters) => (value: string) =>
    onChange({ ...filters, [name]: value || undefined });
  const any = t("ui.wallet.filters.any");
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">{t("ui.wallet.filters.title")}</legend>
      <SelectField
        label={t("ui.wallet.filters.kind")}
        value={filters.kind ?? ""}
        placeholder={any}
        options={commissionKinds.map((k) => ({ value: k, label: t(`ui.wallet.kinds.${k}`) }))}
        onValueChange={set("kind")}
      />
      {people.length > 1 && (
        <SelectField
          label={t("ui.wallet.filters.person")}
          value={filters.person ?? ""}
          placeholder={any}
          options={people.map((p) => ({ value: p.userId, label: p.name ?? p.userId }))}
          onValueChange={set("person")}
        />
      )}
      <CurrencyPicker
        label={t("ui.wallet.filters.currency")}
        value={filters.currency ?? ""}
        currencies={currencies}
        onChange={set("currency")}
      />
      <DateField
        label={t("ui.wallet.filters.from")}
        value={filters.from ?? ""}
        onValueChange={(value) => isDayOrEmpty(value) && set("from")(value)}
      />
      <DateField
        label={t("ui.wallet.filters.to")}
        value={filters.to ?? ""}
        onValueChange={(value) => isDayOrEmpty(value) && set("to")(value)}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
        {filterNames.some((n) => filters[n]) && (
          <Button variant="secondary" onClick={() => onChange({})}>
            {t("ui.wallet.filters.clear")}
          </Button>
        )}
        {actions}
      </div>
    </fieldset>
  );
}
