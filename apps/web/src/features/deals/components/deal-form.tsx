import "../i18n";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  dealCreateSchema,
  dealProducts,
  entityTypes,
  occupancies,
  propertyTypes,
  securedProducts,
  type DealDetail,
  type DealProduct,
  type ExistingAdvance,
} from "@portal/contract/deals/deal-schemas";
import { isFieldMessageKey } from "@portal/contract/field-messages";
import { isMessageKey, type MessageKey } from "@portal/contract/messages";
import { industries } from "@portal/contract/deals/industries";
import { currencies } from "@portal/contract/user/user-options";
import { Combobox } from "@/components/ui/combobox";
import { countryName, countryOptions } from "@/lib/display-names";
import { ApiError } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { TrainingRequiredNotice } from "@/components/training-required";
import type { TrainingRequired } from "@portal/contract/learn/training-required";
import { trainingRequiredOf } from "@/lib/training";
import { useFocusFirstError } from "@/components/ui/focus-first-error";
import { errorMessageKey } from "@/lib/errors";
import { useCreateDeal, useUpdateDeal } from "../api/deals-api";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import { FactList } from "./fact-list";
import { formatDay } from "@/lib/dates";
import { advanceFacts } from "@/lib/advances";
import { joinFacts } from "@/lib/i18n/join-facts";
import { AdvancesFieldset, emptyAdvance, type Advance, type Advances } from "./advances-fieldset";
import { regionName, regionOptions, useRegions } from "@/lib/regions";
import { useFieldErrors } from "@/lib/field-errors";

const dealKeys = [
  "product",
  "amount",
  "currency",
  "termMonths",
  "monthlyRevenue",
  "interestRate",
  "purpose",
] as const;
const borrowerKeys = [
  "legalName",
  "tradingName",
  "entityType",
  "registrationNumber",
  "industry",
  "startDate",
  "country",
  "region",
  "address",
] as const;
const propertyKeys = [
  "propertyType",
  "propertyAddress",
  "propertyValue",
  "propertyIncome",
  "propertyOccupancy",
] as const;
type Key =
  (typeof dealKeys)[number] | (typeof borrowerKeys)[number] | (typeof propertyKeys)[number];
type Values = Record<Key, string>;
type Owner = Record<"name" | "dateOfBirth" | "ownership" | "creditScore", string>;

const emptyValues = Object.fromEntries(
  [...dealKeys, ...borrowerKeys, ...propertyKeys].map((k) => [k, k === "currency" ? "GBP" : ""]),
) as Values;
const emptyOwner: Owner = { name: "", dateOfBirth: "", ownership: "", creditScore: "" };

const steps = ["borrower", "owners", "request", "property", "review"] as const;
type Step = (typeof steps)[number];

/** A contract issue path ("borrower.owners.0.ownershipBp") as the form's field name ("owners.0.ownership"). */
function fieldOf(path: string): string {
  const renamed: Record<string, string> = {
    amountMinor: "amount",
    monthlyRevenueMinor: "monthlyRevenue",
    interestRateBp: "interestRate",
    "borrower.property": "propertyType",
    "borrower.property.type": "propertyType",
    "borrower.property.address": "propertyAddress",
    "borrower.property.valueMinor": "propertyValue",
    "borrower.property.monthlyIncomeMinor": "propertyIncome",
    "borrower.property.occupancy": "propertyOccupancy",
  };
  if (renamed[path]) return renamed[path];
  const owner = /^borrower\.owners\.(\d+)\.(\w+)$/.exec(path);
  if (owner) return `owners.${owner[1]}.${owner[2] === "ownershipBp" ? "ownership" : owner[2]}`;
  const advance = /^existingAdvances\.(\d+)\.(\w+)$/.exec(path);
  if (advance) return `advances.${advance[1]}.${advance[2]!.replace(/Minor$/, "")}`;
  if (path.startsWith("existingAdvances")) return "advances";
  return path.replace(/^borrower\./, "");
}

/** Which step holds a field, so a refused field is shown where it can be fixed. */
function stepOf(field: string): Step {
  if (field.startsWith("owners")) return "owners";
  if (field.startsWith("property")) return "property";
  if (field.startsWith("advances")) return "request";
  if ((dealKeys as readonly string[]).includes(field)) return "request";
  return "borrower";
}

const optional = <T,>(value: string, make: (v: string) => T) =>
  value.trim() ? make(value.trim()) : undefined;

/** The form's text as the contract's input: money to minor units, percentages to basis points. */
function toInput(v: Values, owners: Owner[], advances: Advances, secured: boolean) {
  const money = (s: string) => toMinor(s, v.currency) ?? -1;
  const percent = (s: string) => {
    const n = Number(s.replace(",", "."));
    return Number.isFinite(n) ? Math.round(n * 100) : -1;
  };
  return {
    product: v.product,
    amountMinor: money(v.amount),
    currency: v.currency,
    purpose: v.purpose,
    termMonths: optional(v.termMonths, Number),
    monthlyRevenueMinor: optional(v.monthlyRevenue, money),
    interestRateBp: optional(v.interestRate, percent),
    existingAdvances:
      advances.known === "unknown"
        ? undefined
        : advances.known === "none"
          ? []
          : advances.list.map((a) => ({
              funder: a.funder,
              balanceMinor: money(a.balance),
              paymentMinor: optional(a.payment, money),
              paymentFrequency: optional(a.frequency, String),
            })),
    borrower: {
      legalName: v.legalName,
      tradingName: optional(v.tradingName, String),
      entityType: v.entityType,
      registrationNumber: optional(v.registrationNumber, String),
      industry: v.industry,
      startDate: optional(v.startDate, String),
      address: optional(v.address, String),
      country: v.country,
      region: optional(v.region, String),
      owners: owners.map((o) => ({
        name: o.name,
        dateOfBirth: optional(o.dateOfBirth, String),
        ownershipBp: percent(o.ownership),
        creditScore: optional(o.creditScore, Number),
      })),
      property: secured
        ? {
            type: v.propertyType,
            address: v.propertyAddress,
            valueMinor: money(v.propertyValue),
            monthlyIncomeMinor: optional(v.propertyIncome, money),
            occupancy: optional(v.propertyOccupancy, String),
          }
        : undefined,
    },
  };
}

type Fact = [string, string];

/** The advances as the form sends them, in the shape the deal's page shows them (for the review). */
function reviewedAdvances(input: ReturnType<typeof toInput>) {
  const list = input.existingAdvances as ExistingAdvance[] | undefined;
  return {
    existingAdvances: list ?? null,
    existingAdvancesMinor: list ? list.reduce((sum, a) => sum + a.balanceMinor, 0) : null,
  };
}

/** A deal's facts back into the form's text (for editing). */
function fromDeal(deal: DealDetail): { values: Values; owners: Owner[]; advances: Advances } {
  const money = (minor: number | null | undefined) =>
    minor === null || minor === undefined ? "" : fromMinor(minor, deal.currency);
  const b = deal.borrower;
  const p = b.property;
  return {
    values: {
      product: deal.product,
      amount: money(deal.amountMinor),
      currency: deal.currency,
      termMonths: deal.termMonths ? String(deal.termMonths) : "",
      monthlyRevenue: money(deal.monthlyRevenueMinor),
      interestRate: deal.interestRateBp === null ? "" : String(deal.interestRateBp / 100),
      purpose: deal.purpose,
      legalName: b.legalName,
      tradingName: b.tradingName ?? "",
      entityType: b.entityType,
      registrationNumber: b.registrationNumber ?? "",
      industry: b.industry,
      startDate: b.startDate ?? "",
      country: b.country,
      region: b.region ?? "",
      address: b.address ?? "",
      propertyType: p?.type ?? "",
      propertyAddress: p?.address ?? "",
      propertyValue: money(p?.valueMinor),
      propertyIncome: money(p?.monthlyIncomeMinor),
      propertyOccupancy: p?.occupancy ?? "",
    },
    owners: b.owners.map((o) => ({
      name: o.name,
      dateOfBirth: o.dateOfBirth ?? "",
      ownership: String(o.ownershipBp / 100),
      creditScore: o.creditScore ? String(o.creditScore) : "",
    })),
    advances: advancesOf(deal, money),
  };
}

/** The deal's existing advances as the form shows them; a total recorded without a list becomes one row to complete. */
function advancesOf(deal: DealDetail, money: (minor: number | null) => string): Advances {
  if (deal.existingAdvances)
    return {
      known: deal.existingAdvances.length ? "listed" : "none",
      list: deal.existingAdvances.map((a) => ({
        funder: a.funder,
        balance: money(a.balanceMinor),
        payment: money(a.paymentMinor ?? null),
        frequency: a.paymentFrequency ?? "",
      })),
    };
  if (deal.existingAdvancesMinor === null) return { known: "unknown", list: [] };
  if (deal.existingAdvancesMinor === 0) return { known: "none", list: [] };
  return {
    known: "listed",
    list: [{ ...emptyAdvance, balance: money(deal.existingAdvancesMinor) }],
  };
}

/**
 * A deal in steps: the borrower, its owners, the request, the property (secured products only),
 * then a review. Each step is checked with the contract's schema before the next; the server
 * checks again, and a field it refuses is shown on its step. With `deal`, edits that deal (and its
 * borrower) at the version read: someone else's change meanwhile is refused, not overwritten.
 */
export function DealForm({ deal, onSaved }: { deal?: DealDetail; onSaved: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const initial = deal
    ? fromDeal(deal)
    : { values: emptyValues, owners: [], advances: { known: "unknown" as const, list: [] } };
  const [values, setValues] = useState<Values>(initial.values);
  const [owners, setOwners] = useState<Owner[]>(initial.owners);
  const [advances, setAdvances] = useState<Advances>(initial.advances);
  // The list loads once a country is chosen (or the deal has a region to show).
  const regions = useRegions(!!values.country);
  const regionList = useMemo(
    () => (values.country ? regionOptions(regions, [values.country]) : []),
    [regions, values.country],
  );
  const [errors, setErrors, clearError] = useFieldErrors<Record<string, MessageKey>>();
  const formRef = useFocusFirstError(errors);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  // Changing the product of a deal past draft passes the training gate (decision 052): its
  // refusal names the course to pass, as on the deal page.
  const [training, setTraining] = useState<TrainingRequired | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>("borrower");
  const create = useCreateDeal();
  const update = useUpdateDeal();
  const secured = securedProducts.includes(values.product as DealProduct);
  const shown = steps.filter((s) => s !== "property" || secured);
  const index = shown.indexOf(step);

  const error = (name: string) => (errors[name] ? t(`messages.${errors[name]}`) : undefined);
  const countryList = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const industryOptions = industries
    .map((code) => ({ value: code, label: t(`ui.deals.industries.${code}`) }))
    .sort((a, b) =>
      a.value === "other" ? 1 : b.value === "other" ? -1 : a.label.localeCompare(b.label),
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
  const advanceField = (i: number, name: keyof Advance) => ({
    value: advances.list[i]![name],
    error: error(`advances.${i}.${name}`),
    onChange: (e: { target: { value: string } }) => {
      setAdvances((all) => ({
        ...all,
        list: all.list.map((a, j) => (j === i ? { ...a, [name]: e.target.value } : a)),
      }));
      clearError(`advances.${i}.${name}`, "advances");
    },
  });
  const ownerField = (i: number, name: keyof Owner) => ({
    value: owners[i]![name],
    error: error(`owners.${i}.${name}`),
    onChange: (e: { target: { value: string } }) => {
      setOwners((all) => all.map((o, j) => (j === i ? { ...o, [name]: e.target.value } : o)));
      clearError(`owners.${i}.${name}`, "owners");
    },
  });

  /** Shows the issues; returns the first step that has one (or undefined). */
  function showIssues(issues: { path: string; message: string }[], only?: Step): Step | undefined {
    const next: Record<string, MessageKey> = {};
    let first: Step | undefined;
    for (const issue of issues) {
      const name = fieldOf(issue.path);
      const at = stepOf(name);
      if (only && at !== only) continue;
      if (!next[name])
        next[name] =
          isMessageKey(issue.message) || isFieldMessageKey(issue.message)
            ? issue.message
            : "invalidValue";
      if (!first || shown.indexOf(at) < shown.indexOf(first)) first = at;
    }
    setErrors(next);
    return first;
  }

  const parse = () => dealCreateSchema.safeParse(toInput(values, owners, advances, secured));
  const issuesOf = (result: ReturnType<typeof parse>) =>
    result.success
      ? []
      : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));

  function next() {
    setFailure(null);
    if (showIssues(issuesOf(parse()), step)) return;
    setStep(shown[index + 1]!);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setTraining(null);
    if (step !== "review") return next();
    const parsed = parse();
    const first = showIssues(issuesOf(parsed));
    if (first || !parsed.success) return setStep(first ?? "borrower");
    setBusy(true);
    try {
      if (!deal) {
        onSaved((await create.mutateAsync(parsed.data)).id);
        return;
      }
      const { borrower, borrowerId: _none, ...facts } = parsed.data;
      const saved = await update.mutateAsync({
        id: deal.id,
        borrowerId: deal.borrower.id,
        borrower: borrower!,
        changes: { ...facts, version: deal.version },
      });
      onSaved(saved.id);
    } catch (err) {
      const issues =
        err instanceof ApiError
          ? (err.body as { error?: { issues?: { path: string; code: string }[] } })?.error?.issues
          : undefined;
      const at = issues && showIssues(issues.map((i) => ({ path: i.path, message: i.code })));
      const gate = trainingRequiredOf(err);
      if (at) setStep(at);
      else if (gate) setTraining(gate);
      else setFailure(errorMessageKey(err));
      setBusy(false);
    }
  }

  const minorMoney = (minor: number) => formatMoney(minor, values.currency, i18n.language);
  const money = (text: string) => minorMoney(toMinor(text, values.currency) ?? 0);
  const review: Fact[] = [
    [t("ui.deals.form.legalName"), values.legalName],
    [
      t("ui.deals.form.entityType"),
      values.entityType && t(`ui.deals.entityTypes.${values.entityType}`),
    ],
    [t("ui.deals.form.industry"), values.industry && t(`ui.deals.industries.${values.industry}`)],
    [
      t("ui.deals.form.country"),
      [
        values.country && countryName(values.country, i18n.language),
        values.region && regionName(regions, values.region),
      ]
        .filter(Boolean)
        .join(" · "),
    ],
    ...(values.startDate
      ? [[t("ui.deals.form.startDate"), formatDay(values.startDate, i18n.language)] as Fact]
      : []),
    [
      t("ui.deals.form.owners"),
      owners
        .map((o) =>
          joinFacts(
            [
              o.name,
              `${o.ownership} %`,
              o.creditScore.trim() ? `${t("ui.deals.form.creditScore")} ${o.creditScore}` : "",
            ].filter(Boolean),
            i18n.dir() === "rtl",
          ),
        )
        .join(", ") || "—",
    ],
    [t("ui.deals.product"), values.product && t(`ui.deals.products.${values.product}`)],
    [t("ui.deals.form.amount"), money(values.amount)],
    ...(values.termMonths.trim()
      ? [[t("ui.deals.form.termMonths"), values.termMonths.trim()] as Fact]
      : []),
    ...(values.monthlyRevenue.trim()
      ? [[t("ui.deals.form.monthlyRevenue"), money(values.monthlyRevenue)] as Fact]
      : []),
    ...(values.interestRate.trim()
      ? [[t("ui.deals.form.interestRate"), `${values.interestRate.trim()} %`] as Fact]
      : []),
    ...advanceFacts(reviewedAdvances(toInput(values, owners, advances, secured)), minorMoney, t),
    [t("ui.deals.form.purpose"), values.purpose],
    ...(secured
      ? [
          [t("ui.deals.form.property"), `${values.propertyAddress} · ${values.propertyValue}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];

  return (
    <form ref={formRef} onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-6">
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={t("ui.deals.form.steps")}>
        {shown.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? "step" : undefined}
            className={`rounded-full px-3 py-1 ${s === step ? "bg-primary text-on-primary" : "bg-muted text-fg-muted"}`}
          >
            {i + 1}. {t(`ui.deals.form.stepNames.${s}`)}
          </li>
        ))}
      </ol>
      {training ? (
        <TrainingRequiredNotice training={training} />
      ) : (
        <FormFailure message={failure} />
      )}

      {step === "borrower" && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.borrower")}</legend>
          <TextField label={t("ui.deals.form.legalName")} {...field("legalName")} />
          <TextField
            label={t("ui.deals.form.tradingName")}
            hint={t("ui.optional")}
            {...field("tradingName")}
          />
          <SelectField
            label={t("ui.deals.form.entityType")}
            placeholder={t("ui.select")}
            options={entityTypes.map((e) => ({ value: e, label: t(`ui.deals.entityTypes.${e}`) }))}
            {...field("entityType")}
          />
          <TextField
            label={t("ui.deals.form.registrationNumber")}
            hint={t("ui.optional")}
            {...field("registrationNumber")}
          />
          <Combobox
            label={t("ui.deals.form.industry")}
            options={industryOptions}
            noMatches={t("ui.deals.form.noMatches")}
            value={values.industry}
            error={error("industry")}
            onChange={(industry) => {
              setValues((v) => ({ ...v, industry }));
              clearError("industry");
            }}
          />
          <TextField
            label={t("ui.deals.form.startDate")}
            hint={t("ui.optional")}
            type="date"
            {...field("startDate")}
          />
          <Combobox
            label={t("ui.deals.form.country")}
            options={countryList}
            noMatches={t("ui.deals.form.noMatches")}
            value={values.country}
            error={error("country")}
            onChange={(country) => {
              setValues((v) => ({
                ...v,
                country,
                region: v.region.startsWith(`${country}-`) ? v.region : "",
              }));
              clearError("country", "region");
            }}
          />
          {(regionList.length > 0 || values.region) && (
            <Combobox
              label={t("ui.deals.form.region")}
              hint={t("ui.deals.form.regionHint")}
              options={regionList}
              noMatches={t("ui.deals.form.noMatches")}
              value={values.region}
              error={error("region")}
              onChange={(region) => {
                setValues((v) => ({ ...v, region }));
                clearError("region");
              }}
            />
          )}
          <TextField
            label={t("ui.deals.form.address")}
            hint={t("ui.optional")}
            {...field("address")}
          />
        </fieldset>
      )}

      {step === "owners" && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.owners")}</legend>
          {owners.length === 0 && (
            <p className="text-sm text-fg-muted">{t("ui.deals.form.noOwners")}</p>
          )}
          {owners.map((_, i) => (
            <div
              key={i}
              role="group"
              aria-label={t("ui.deals.form.owner", { n: i + 1 })}
              className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-4"
            >
              <TextField label={t("ui.deals.form.ownerName")} {...ownerField(i, "name")} />
              <TextField
                label={t("ui.deals.form.ownership")}
                inputMode="decimal"
                {...ownerField(i, "ownership")}
              />
              <TextField
                label={t("ui.deals.form.creditScore")}
                hint={t("ui.optional")}
                inputMode="numeric"
                {...ownerField(i, "creditScore")}
              />
              <TextField
                label={t("ui.deals.form.dateOfBirth")}
                hint={t("ui.optional")}
                type="date"
                {...ownerField(i, "dateOfBirth")}
              />
              <Button
                variant="ghost"
                className="self-start sm:col-span-4"
                onClick={() => setOwners((all) => all.filter((__, j) => j !== i))}
              >
                {t("ui.deals.form.removeOwner", { n: i + 1 })}
              </Button>
            </div>
          ))}
          {owners.length < 20 && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => setOwners((all) => [...all, { ...emptyOwner }])}
            >
              {t("ui.deals.form.addOwner")}
            </Button>
          )}
        </fieldset>
      )}

      {step === "request" && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.request")}</legend>
          <SelectField
            label={t("ui.deals.product")}
            placeholder={t("ui.select")}
            options={dealProducts.map((p) => ({ value: p, label: t(`ui.deals.products.${p}`) }))}
            {...field("product")}
          />
          <TextField label={t("ui.deals.form.amount")} inputMode="decimal" {...field("amount")} />
          <SelectField
            label={t("ui.deals.form.currency")}
            options={currencies.map((c) => ({ value: c, label: c }))}
            {...field("currency")}
          />
          <TextField
            label={t("ui.deals.form.termMonths")}
            hint={t("ui.optional")}
            inputMode="numeric"
            {...field("termMonths")}
          />
          <TextField
            label={t("ui.deals.form.monthlyRevenue")}
            hint={t("ui.optional")}
            inputMode="decimal"
            {...field("monthlyRevenue")}
          />
          <TextField
            label={t("ui.deals.form.interestRate")}
            hint={t("ui.deals.form.interestRateHint")}
            inputMode="decimal"
            {...field("interestRate")}
          />
          <div className="sm:col-span-2">
            <TextAreaField label={t("ui.deals.form.purpose")} {...field("purpose")} />
          </div>
          <AdvancesFieldset
            advances={advances}
            setAdvances={setAdvances}
            field={advanceField}
            error={error("advances")}
          />
        </fieldset>
      )}

      {step === "property" && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.property")}</legend>
          <SelectField
            label={t("ui.deals.form.propertyType")}
            placeholder={t("ui.select")}
            options={propertyTypes.map((p) => ({
              value: p,
              label: t(`ui.deals.propertyTypes.${p}`),
            }))}
            {...field("propertyType")}
          />
          <TextField
            label={t("ui.deals.form.propertyValue")}
            inputMode="decimal"
            {...field("propertyValue")}
          />
          <TextField
            label={t("ui.deals.form.propertyIncome")}
            hint={t("ui.deals.form.propertyIncomeHint")}
            inputMode="decimal"
            {...field("propertyIncome")}
          />
          <SelectField
            label={t("ui.deals.form.occupancy")}
            placeholder={t("ui.select")}
            options={occupancies.map((o) => ({ value: o, label: t(`ui.deals.occupancies.${o}`) }))}
            {...field("propertyOccupancy")}
          />
          <div className="sm:col-span-2">
            <TextField label={t("ui.deals.form.propertyAddress")} {...field("propertyAddress")} />
          </div>
        </fieldset>
      )}

      {step === "review" && <FactList facts={review} label={t("ui.deals.form.stepNames.review")} />}

      <div className="flex gap-2">
        {index > 0 && (
          <Button variant="secondary" disabled={busy} onClick={() => setStep(shown[index - 1]!)}>
            {t("ui.deals.form.back")}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {step !== "review"
            ? t("ui.deals.form.next")
            : deal
              ? t("ui.deals.form.save")
              : t("ui.deals.form.create")}
        </Button>
      </div>
    </form>
  );
}
