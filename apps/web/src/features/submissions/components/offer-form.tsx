import "../i18n";
import "../offer-terms-i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { paymentFrequencies } from "@portal/contract/submissions/offer-terms";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormDateField } from "@/components/ui/date-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormSelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import type { Proposal } from "./offer-facts";
import { draftOf, emptyDraft, offerDraftSchema, type SentOffer } from "./offer-draft";

export type { SentOffer } from "./offer-draft";

/**
 * A funder's proposal: empty for a first offer, the offer's terms to revise it. Every term wrong
 * is said at its field at once, the form's check and the server's alike; a refusal of the whole
 * (the broker accepted meanwhile) above the form, with what was typed kept. `onSubmit` rejects
 * with the server's error.
 */
export function OfferForm({
  currency,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  cancelLabel,
}: {
  currency: string;
  initial?: Proposal;
  submitLabel: string;
  onSubmit: (offer: SentOffer) => Promise<unknown>;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => offerDraftSchema(currency), [currency]);
  const form = useContractForm(schema, {
    defaultValues: initial ? draftOf(initial) : emptyDraft,
    onSubmit,
  });
  const busy = form.formState.isSubmitting;
  const label = (name: string) => t(`ui.submissions.funder.${name}`);
  const decimal = { inputMode: "decimal" } as const;
  const whole = { inputMode: "numeric" } as const;

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-3 sm:grid-cols-3">
      <div className="sm:col-span-3">
        <FormFailure message={form.failure} />
      </div>
      <TextField label={label("amount")} {...decimal} {...form.field("amountMinor")} />
      <TextField label={label("rate")} {...decimal} {...form.field("rateBp")} />
      {/* A factor answers "a rate or a factor" too: the rate is checked again with it. */}
      <TextField
        label={label("factor")}
        {...decimal}
        {...form.register("factorBp", { deps: ["rateBp"] })}
        error={form.errorOf("factorBp")}
      />
      <TextField label={label("term")} {...whole} {...form.field("termMonths")} />
      <FormSelectField
        label={label("paymentFrequency")}
        options={paymentFrequencies.map((f) => ({
          value: f,
          label: t(`ui.submissions.frequencies.${f}`),
        }))}
        control={form.control}
        name="paymentFrequency"
        error={form.errorOf("paymentFrequency")}
      />
      <TextField label={label("fees")} {...decimal} {...form.field("feesMinor")} />
      <TextField label={label("commission")} {...decimal} {...form.field("brokerCommissionBp")} />
      <TextField
        label={label("fundingDays")}
        hint={t("ui.optional")}
        {...whole}
        {...form.field("fundingDays")}
      />
      <FormDateField
        label={t("ui.offerTerms.expiresOn")}
        hint={t("ui.offerTerms.expiresOnHint")}
        control={form.control}
        name="expiresOn"
        error={form.errorOf("expiresOn")}
      />
      <div className="sm:col-span-3">
        <TextAreaField
          label={t("ui.offerTerms.conditions")}
          hint={t("ui.offerTerms.conditionsHint")}
          rows={3}
          {...form.field("conditions")}
        />
      </div>
      <div className="sm:col-span-3">
        <TextAreaField label={label("offerNote")} hint={t("ui.optional")} {...form.field("note")} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
