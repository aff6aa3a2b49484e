import "../i18n";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { dealProducts, propertyTypes } from "@portal/contract/deals/deal-schemas";
import { documentTypes } from "@portal/contract/documents/document-schemas";
import {
  listingInputSchema,
  type Listing,
  type ListingCriteria,
} from "@portal/contract/lenders/listing-schemas";
import { isFieldMessageKey } from "@portal/contract/field-messages";
import { isMessageKey, type MessageKey } from "@portal/contract/messages";
import { industries } from "@portal/contract/deals/industries";
import { currencies } from "@portal/contract/user/user-options";
import { Combobox } from "@/components/ui/combobox";
import { countryOptions } from "@/lib/display-names";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { useFocusFirstError } from "@/components/ui/focus-first-error";
import { ApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/errors";
import { useFieldErrors } from "@/lib/field-errors";
import { toMinor } from "@portal/contract/deals/money";
import { fromMinor } from "@/lib/format";
import { regionOptions, useRegions } from "@/lib/regions";
import { useSaveListing } from "../api/lenders-api";

const textKeys = [
  "name",
  "description",
  "currency",
  "rateMin",
  "rateMax",
  "factorMin",
  "factorMax",
  "commission",
  "response",
  "amountMin",
  "amountMax",
  "countries",
  "regions",
  "excludedIndustries",
  "minCreditScore",
  "minMonthsInBusiness",
  "minMonthlyRevenue",
  "maxPositions",
  "maxExistingBalance",
  "propertyTypes",
  "maxLtv",
  "minDscr",
  "termMin",
  "termMax",
  "requiredDocumentTypes",
] as const;
type Key = (typeof textKeys)[number];
type Values = Record<Key, string>;

/** Contract paths to the form's fields. */
const fieldOf: Record<string, Key> = {
  rateMinBp: "rateMin",
  rateMaxBp: "rateMax",
  factorMinBp: "factorMin",
  factorMaxBp: "factorMax",
  brokerCommissionBp: "commission",
  promisedResponseHours: "response",
  "criteria.amountMinMinor": "amountMin",
  "criteria.amountMaxMinor": "amountMax",
  "criteria.countries": "countries",
  "criteria.regions": "regions",
  "criteria.excludedIndustries": "excludedIndustries",
  "criteria.minCreditScore": "minCreditScore",
  "criteria.minMonthsInBusiness": "minMonthsInBusiness",
  "criteria.minMonthlyRevenueMinor": "minMonthlyRevenue",
  "criteria.maxPositions": "maxPositions",
  "criteria.maxExistingBalanceMinor": "maxExistingBalance",
  "criteria.propertyTypes": "propertyTypes",
  "criteria.maxLtvBp": "maxLtv",
  "criteria.minDscrBp": "minDscr",
  "criteria.termMinMonths": "termMin",
  "criteria.termMaxMonths": "termMax",
  "criteria.requiredDocumentTypes": "requiredDocumentTypes",
};

const percentToBp = (s: string) =>
  s.trim() ? Math.round(Number(s.replace(",", ".")) * 100) : undefined;
const bpToPercent = (n: number | null | undefined) =>
  n === null || n === undefined ? "" : String(n / 100);
const num = (s: string) => (s.trim() ? Number(s) : undefined);
/** "1.25" (a factor or a coverage ratio) as basis points of 1: 12500. */
const timesToBp = (s: string) =>
  s.trim() ? Math.round(Number(s.replace(",", ".")) * 10_000) : undefined;
const bpToTimes = (n: number | null | undefined) =>
  n === null || n === undefined ? "" : String(n / 10_000);
const codes = (s: string) =>
  s.trim()
    ? s
        .split(",")
        .map((c) => c.trim())
        .filter(Boolean)
    : undefined;

function fromListing(l?: Listing): { values: Values; products: string[] } {
  const c = (l?.criteria ?? {}) as ListingCriteria;
  const money = (n: number | undefined) =>
    n === undefined ? "" : fromMinor(n, l?.currency ?? "GBP");
  return {
    products: c.products ? [...c.products] : [],
    values: {
      name: l?.name ?? "",
      description: l?.description ?? "",
      currency: l?.currency ?? "GBP",
      rateMin: bpToPercent(l?.rateMinBp),
      rateMax: bpToPercent(l?.rateMaxBp),
      factorMin: bpToTimes(l?.factorMinBp),
      factorMax: bpToTimes(l?.factorMaxBp),
      commission: bpToPercent(l?.brokerCommissionBp),
      response: l?.promisedResponseHours ? String(l.promisedResponseHours) : "",
      amountMin: money(c.amountMinMinor),
      amountMax: money(c.amountMaxMinor),
      countries: c.countries?.join(", ") ?? "",
      regions: c.regions?.join(", ") ?? "",
      excludedIndustries: c.excludedIndustries?.join(", ") ?? "",
      minCreditScore: c.minCreditScore ? String(c.minCreditScore) : "",
      minMonthsInBusiness: c.minMonthsInBusiness !== undefined ? String(c.minMonthsInBusiness) : "",
      minMonthlyRevenue: money(c.minMonthlyRevenueMinor),
      maxPositions: c.maxPositions !== undefined ? String(c.maxPositions) : "",
      maxExistingBalance: money(c.maxExistingBalanceMinor),
      propertyTypes: c.propertyTypes?.join(", ") ?? "",
      maxLtv: bpToPercent(c.maxLtvBp),
      minDscr: bpToTimes(c.minDscrBp),
      termMin: c.termMinMonths ? String(c.termMinMonths) : "",
      termMax: c.termMaxMonths ? String(c.termMaxMonths) : "",
      requiredDocumentTypes: c.requiredDocumentTypes?.join(", ") ?? "",
    },
  };
}

/** A listing's terms and criteria (its buy box), checked with the contract before it is sent. */
export function ListingForm({
  listing,
  onSaved,
}: {
  listing?: Listing;
  onSaved: (listing: Listing) => void;
}) {
  const { t, i18n } = useTranslation();
  const initial = fromListing(listing);
  const [values, setValues] = useState<Values>(initial.values);
  const [products, setProducts] = useState<string[]>(initial.products);
  const [errors, setErrors, clearError] =
    useFieldErrors<Partial<Record<Key | "products", MessageKey>>>();
  const formRef = useFocusFirstError(errors);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const saving = useSaveListing();

  const error = (name: Key) => (errors[name] ? t(`messages.${errors[name]}`) : undefined);
  const countryList = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const labelled = (codes: readonly string[], scope: string) =>
    codes.map((code) => ({ value: code, label: t(`ui.lenders.${scope}.${code}`) }));
  const industryOptions = labelled(industries, "industries");
  const chosenCountries = codes(values.countries) ?? [];
  const regions = useRegions(chosenCountries.length > 0 || values.regions !== "");
  const regionList = useMemo(
    () => regionOptions(regions, chosenCountries),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the chosen countries, as text
    [regions, values.countries],
  );
  const chips = (
    name: Key,
    label: string,
    options: { value: string; label: string }[],
    hint?: string,
  ) => (
    <Combobox
      multiple
      label={label}
      hint={hint ?? t("ui.optional")}
      options={options}
      noMatches={t("ui.lenders.form.noMatches")}
      removeLabel={(item) => t("ui.lenders.form.remove", { name: item })}
      value={codes(values[name]) ?? []}
      error={error(name)}
      onChange={(list) => {
        setValues((v) => ({ ...v, [name]: list.join(", ") }));
        clearError(name);
      }}
    />
  );
  const field = (name: Key) => ({
    name,
    value: values[name],
    error: error(name),
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      clearError(name);
    },
  });

  function showIssues(issues: { path: string; message: string }[]) {
    const next: Partial<Record<Key | "products", MessageKey>> = {};
    for (const issue of issues) {
      const path = issue.path.replace(/\.\d+$/, "");
      const name: Key | "products" | undefined =
        path === "criteria.products"
          ? "products"
          : (fieldOf[path] ??
            ((textKeys as readonly string[]).includes(path) ? (path as Key) : undefined));
      if (name && !next[name])
        next[name] =
          isMessageKey(issue.message) || isFieldMessageKey(issue.message)
            ? issue.message
            : "invalidValue";
    }
    setErrors(next);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const v = values;
    const money = (s: string) => (s.trim() ? (toMinor(s, v.currency) ?? -1) : undefined);
    // Every criterion the contract has is a field here (listing-form.test.tsx checks), so a save
    // sends them all: none is dropped for not being shown.
    const criteria = Object.fromEntries(
      Object.entries({
        products: products.length ? products : undefined,
        amountMinMinor: money(v.amountMin),
        amountMaxMinor: money(v.amountMax),
        countries: codes(v.countries),
        regions: codes(v.regions),
        excludedIndustries: codes(v.excludedIndustries),
        minCreditScore: num(v.minCreditScore),
        minMonthsInBusiness: num(v.minMonthsInBusiness),
        minMonthlyRevenueMinor: money(v.minMonthlyRevenue),
        maxPositions: num(v.maxPositions),
        maxExistingBalanceMinor: money(v.maxExistingBalance),
        propertyTypes: codes(v.propertyTypes),
        maxLtvBp: percentToBp(v.maxLtv),
        minDscrBp: timesToBp(v.minDscr),
        termMinMonths: num(v.termMin),
        termMaxMonths: num(v.termMax),
        requiredDocumentTypes: codes(v.requiredDocumentTypes),
      }).filter(([, x]) => x !== undefined),
    );
    const input = {
      name: v.name,
      ...(v.description.trim() ? { description: v.description } : {}),
      currency: v.currency,
      ...Object.fromEntries(
        Object.entries({
          rateMinBp: percentToBp(v.rateMin),
          rateMaxBp: percentToBp(v.rateMax),
          factorMinBp: timesToBp(v.factorMin),
          factorMaxBp: timesToBp(v.factorMax),
          brokerCommissionBp: percentToBp(v.commission),
          promisedResponseHours: num(v.response),
        }).filter(([, x]) => x !== undefined),
      ),
      criteria,
    };
    const parsed = listingInputSchema.safeParse(input);
    if (!parsed.success)
      return showIssues(
        parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      );
    setErrors({});
    setBusy(true);
    try {
      onSaved(await saving.mutateAsync({ listing: parsed.data, editing: listing }));
    } catch (error) {
      const issues =
        error instanceof ApiError
          ? (error.body as { error?: { issues?: { path: string; code: string }[] } })?.error?.issues
          : undefined;
      if (issues) showIssues(issues.map((i) => ({ path: i.path, message: i.code })));
      else setFailure(errorMessageKey(error));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-6">
      <FormFailure message={failure} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("ui.lenders.form.terms")}</legend>
        <TextField label={t("ui.lenders.form.name")} {...field("name")} />
        <SelectField
          label={t("ui.lenders.form.currency")}
          options={currencies.map((c) => ({ value: c, label: c }))}
          {...field("currency")}

          onValueChange={(value) => field("currency").onChange({ target: { value } })}
        />
        <TextField
          label={t("ui.lenders.form.rateMin")}
          hint={t("ui.optional")}
          inputMode="decimal"
          {...field("rateMin")}
        />
        <TextField
          label={t("ui.lenders.form.rateMax")}
          hint={t("ui.optional")}
          inputMode="decimal"
          {...field("rateMax")}
        />
        <TextField
          label={t("ui.lenders.form.factorMin")}
          hint={t("ui.optional")}
          inputMode="decimal"
          {...field("factorMin")}
        />
        <TextField
          label={t("ui.lenders.form.factorMax")}
          hint={t("ui.optional")}
          inputMode="decimal"
          {...field("factorMax")}
        />
        <TextField
          label={t("ui.lenders.form.commission")}
          hint={t("ui.optional")}
          inputMode="decimal"
          {...field("commission")}
        />
        <TextField
          label={t("ui.lenders.form.response")}
          hint={t("ui.optional")}
          inputMode="numeric"
          {...field("response")}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label={t("ui.lenders.form.description")}
            hint={t("ui.optional")}
            {...field("description")}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("ui.lenders.form.criteria")}</legend>
        <p className="text-sm text-fg-muted sm:col-span-2">{t("ui.lenders.form.criteriaHint")}</p>
        <div
          role="group"
          aria-label={t("ui.lenders.form.products")}
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:col-span-2"
        >
          {dealProducts.map((p) => (
            <label key={p} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={products.includes(p)}
                onChange={() => {
                  setProducts((all) =>
                    all.includes(p) ? all.filter((x) => x !== p) : [...all, p],
                  );
                  clearError("products");
                }}
              />
              {t(`ui.lenders.products.${p}`)}
            </label>
          ))}
          {errors.products && (
            <p className="w-full text-danger">{t(`messages.${errors.products}`)}</p>
          )}
        </div>
        <TextField
          label={t("ui.lenders.form.amountMin")}
          inputMode="decimal"
          {...field("amountMin")}
        />
        <TextField
          label={t("ui.lenders.form.amountMax")}
          inputMode="decimal"
          {...field("amountMax")}
        />
        <Combobox
          multiple
          label={t("ui.lenders.form.countries")}
          hint={t("ui.lenders.form.countriesHint")}
          options={countryList}
          noMatches={t("ui.lenders.form.noMatches")}
          removeLabel={(name) => t("ui.lenders.form.remove", { name })}
          value={codes(values.countries) ?? []}
          error={error("countries")}
          onChange={(list) => setValues((v) => ({ ...v, countries: list.join(", ") }))}
        />
        {chips(
          "regions",
          t("ui.lenders.form.regions"),
          regionList,
          chosenCountries.length
            ? t("ui.lenders.form.regionsHint")
            : t("ui.lenders.form.regionsNeedCountries"),
        )}
        {chips("excludedIndustries", t("ui.lenders.form.excludedIndustries"), industryOptions)}
        <TextField
          label={t("ui.lenders.form.minCreditScore")}
          inputMode="numeric"
          {...field("minCreditScore")}
        />
        <TextField
          label={t("ui.lenders.form.minMonthsInBusiness")}
          inputMode="numeric"
          {...field("minMonthsInBusiness")}
        />
        <TextField
          label={t("ui.lenders.form.minMonthlyRevenue")}
          inputMode="decimal"
          {...field("minMonthlyRevenue")}
        />
        <TextField
          label={t("ui.lenders.form.maxPositions")}
          inputMode="numeric"
          {...field("maxPositions")}
        />
        <TextField
          label={t("ui.lenders.form.maxExistingBalance")}
          inputMode="decimal"
          {...field("maxExistingBalance")}
        />
        <div className="sm:col-span-2">
          {chips(
            "propertyTypes",
            t("ui.lenders.form.propertyTypes"),
            labelled(propertyTypes, "propertyTypes"),
            t("ui.lenders.form.propertyTypesHint"),
          )}
        </div>
        <TextField label={t("ui.lenders.form.maxLtv")} inputMode="decimal" {...field("maxLtv")} />
        <TextField label={t("ui.lenders.form.minDscr")} inputMode="decimal" {...field("minDscr")} />
        <TextField label={t("ui.lenders.form.termMin")} inputMode="numeric" {...field("termMin")} />
        <TextField label={t("ui.lenders.form.termMax")} inputMode="numeric" {...field("termMax")} />
        <div className="sm:col-span-2">
          {chips(
            "requiredDocumentTypes",
            t("ui.lenders.form.requiredDocumentTypes"),
            labelled(documentTypes, "documentTypes"),
          )}
        </div>
      </fieldset>
      <Button type="submit" className="self-start" disabled={busy}>
        {t("ui.lenders.form.save")}
      </Button>
    </form>
  );
}
