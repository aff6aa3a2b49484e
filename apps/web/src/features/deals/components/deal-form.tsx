import "../i18n";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { dealCreateSchema, dealProducts, entityTypes, propertyTypes, securedProducts, type DealProduct } from "@portal/contract/deals/deal-schemas";
import { isMessageKey, type MessageKey } from "@portal/contract/messages";
import { countries, currencies } from "@portal/contract/user/user-options";
import { ApiError } from "../../../lib/api-client";
import { Button } from "../../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { FormFailure } from "../../../components/ui/form-failure";
import { errorMessageKey } from "../../../lib/errors";
import { createDeal } from "../api/deals-api";
import { toMinor } from "../money";

type Values = Record<
  "legalName" | "tradingName" | "entityType" | "industry" | "country" | "product" | "amount" | "currency" | "purpose" | "termMonths" | "propertyType" | "propertyAddress" | "propertyValue",
  string
>;
const empty: Values = {
  legalName: "", tradingName: "", entityType: "", industry: "", country: "", product: "", amount: "", currency: "GBP",
  purpose: "", termMonths: "", propertyType: "", propertyAddress: "", propertyValue: "",
};

/** Contract issue paths to the form's fields. */
const fieldOf: Record<string, keyof Values> = {
  amountMinor: "amount",
  "borrower.legalName": "legalName",
  "borrower.tradingName": "tradingName",
  "borrower.entityType": "entityType",
  "borrower.industry": "industry",
  "borrower.country": "country",
  "borrower.property": "propertyType",
  "borrower.property.type": "propertyType",
  "borrower.property.address": "propertyAddress",
  "borrower.property.valueMinor": "propertyValue",
};

/** A new deal: the borrower, then the request. Checked with the contract's schema before it is sent. */
export function DealForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, MessageKey>>>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const secured = securedProducts.includes(values.product as DealProduct);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name] ? t(`messages.${errors[name]}`) : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  function showIssues(issues: { path: string; message: string }[]) {
    const next: Partial<Record<keyof Values, MessageKey>> = {};
    for (const issue of issues) {
      const name = fieldOf[issue.path] ?? (issue.path in empty ? (issue.path as keyof Values) : undefined);
      if (name && !next[name]) next[name] = isMessageKey(issue.message) ? issue.message : "invalidValue";
    }
    setErrors(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const amountMinor = toMinor(values.amount, values.currency);
    const input = {
      product: values.product,
      amountMinor: amountMinor ?? -1,
      currency: values.currency,
      purpose: values.purpose,
      ...(values.termMonths ? { termMonths: Number(values.termMonths) } : {}),
      borrower: {
        legalName: values.legalName,
        ...(values.tradingName ? { tradingName: values.tradingName } : {}),
        entityType: values.entityType,
        industry: values.industry,
        country: values.country,
        owners: [],
        ...(secured
          ? { property: { type: values.propertyType, address: values.propertyAddress, valueMinor: toMinor(values.propertyValue, values.currency) ?? -1 } }
          : {}),
      },
    };
    const parsed = dealCreateSchema.safeParse(input);
    if (!parsed.success) return showIssues(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
    setErrors({});
    setBusy(true);
    try {
      onCreated((await createDeal(parsed.data)).id);
    } catch (error) {
      const issues = error instanceof ApiError ? (error.body as { error?: { issues?: { path: string; code: string }[] } })?.error?.issues : undefined;
      if (issues) showIssues(issues.map((i) => ({ path: i.path, message: i.code })));
      else setFailure(errorMessageKey(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
      <FormFailure message={failure} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.borrower")}</legend>
        <TextField label={t("ui.deals.form.legalName")} {...field("legalName")} />
        <TextField label={t("ui.deals.form.tradingName")} hint={t("ui.optional")} {...field("tradingName")} />
        <SelectField label={t("ui.deals.form.entityType")} placeholder={t("ui.select")} options={entityTypes.map((e) => ({ value: e, label: t(`ui.deals.entityTypes.${e}`) }))} {...field("entityType")} />
        <TextField label={t("ui.deals.form.industry")} {...field("industry")} />
        <SelectField label={t("ui.deals.form.country")} placeholder={t("ui.select")} options={countries.map((c) => ({ value: c, label: c }))} {...field("country")} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.request")}</legend>
        <SelectField label={t("ui.deals.product")} placeholder={t("ui.select")} options={dealProducts.map((p) => ({ value: p, label: t(`ui.deals.products.${p}`) }))} {...field("product")} />
        <TextField label={t("ui.deals.form.amount")} inputMode="decimal" {...field("amount")} />
        <SelectField label={t("ui.deals.form.currency")} options={currencies.map((c) => ({ value: c, label: c }))} {...field("currency")} />
        <TextField label={t("ui.deals.form.termMonths")} hint={t("ui.optional")} inputMode="numeric" {...field("termMonths")} />
        <div className="sm:col-span-2">
          <TextAreaField label={t("ui.deals.form.purpose")} {...field("purpose")} />
        </div>
      </fieldset>
      {secured && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t("ui.deals.form.property")}</legend>
          <SelectField label={t("ui.deals.form.propertyType")} placeholder={t("ui.select")} options={propertyTypes.map((p) => ({ value: p, label: t(`ui.deals.propertyTypes.${p}`) }))} {...field("propertyType")} />
          <TextField label={t("ui.deals.form.propertyValue")} inputMode="decimal" {...field("propertyValue")} />
          <div className="sm:col-span-2">
            <TextField label={t("ui.deals.form.propertyAddress")} {...field("propertyAddress")} />
          </div>
        </fieldset>
      )}
      <Button type="submit" className="self-start" disabled={busy}>
        {t("ui.deals.form.create")}
      </Button>
    </form>
  );
}
