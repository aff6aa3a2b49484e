import "../i18n";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toFieldIssues } from "@portal/contract/errors/field-issues";
import type { MessageKey } from "@portal/contract/messages";
import { paymentFrequencies } from "@portal/contract/submissions/offer-terms";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { useFocusFirstError } from "@/components/ui/focus-first-error";
import { errorMessageKey } from "@/lib/errors";
import type { Proposal } from "./offer-facts";
import {
  draftOf,
  emptyDraft,
  errorsOf,
  parseDraft,
  serverIssues,
  type Draft,
  type Errors,
  type SentOffer,
} from "./offer-draft";

export type { SentOffer } from "./offer-draft";

/**
 * A funder's proposal: empty for a first offer, the offer's terms to revise it. Every term wrong
 * is said at its field at once, the form's check and the server's alike; a refusal of the whole
 * (the broker accepted meanwhile) above the form. `onSubmit` rejects with the server's error.
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
  const [draft, setDraft] = useState<Draft>(() => (initial ? draftOf(initial) : emptyDraft));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  // Focus goes to the first field wrong after a check, not while the person fixes them.
  const [checked, setChecked] = useState<Errors>({});
  const form = useFocusFirstError(checked);
  const check = (found: Errors) => {
    setErrors(found);
    setChecked(found);
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseDraft(draft, currency);
    if (!parsed.success) return check(errorsOf(toFieldIssues(parsed.error.issues)));
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const atFields = errorsOf(serverIssues(error));
      if (Object.keys(atFields).length > 0) check(atFields);
      else setFailure(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Draft) => ({
    value: draft[name],
    error: errors[name] && t(`messages.${errors[name]}`),
    onChange: (e: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [name]: e.target.value }));
      // An error stays only until its field is changed (a factor answers "a rate or a factor").
      const fixed: (keyof Draft)[] = name === "factor" ? [name, "rate"] : [name];
      setErrors((current) => {
        if (!fixed.some((n) => current[n])) return current;
        const rest = { ...current };
        for (const n of fixed) delete rest[n];
        return rest;
      });
    },
  });

  return (
    <form ref={form} onSubmit={send} noValidate className="grid gap-3 sm:grid-cols-3">
      <div className="sm:col-span-3">
        <FormFailure message={failure} />
      </div>
      <TextField
        label={t("ui.submissions.funder.amount")}
        inputMode="decimal"
        {...field("amount")}
      />
      <TextField label={t("ui.submissions.funder.rate")} inputMode="decimal" {...field("rate")} />
      <TextField
        label={t("ui.submissions.funder.factor")}
        inputMode="decimal"
        {...field("factor")}
      />
      <TextField label={t("ui.submissions.funder.term")} inputMode="numeric" {...field("term")} />
      <SelectField
        label={t("ui.submissions.funder.paymentFrequency")}
        options={paymentFrequencies.map((f) => ({
          value: f,
          label: t(`ui.submissions.frequencies.${f}`),
        }))}
        {...field("paymentFrequency")}
        onValueChange={(value) => field("paymentFrequency").onChange({ target: { value } })}
      />
      <TextField label={t("ui.submissions.funder.fees")} inputMode="decimal" {...field("fees")} />
      <TextField
        label={t("ui.submissions.funder.commission")}
        inputMode="decimal"
        {...field("commission")}
      />
      <TextField
        label={t("ui.submissions.funder.fundingDays")}
        hint={t("ui.optional")}
        inputMode="numeric"
        {...field("fundingDays")}
      />
      <div className="sm:col-span-3">
        <TextAreaField
          label={t("ui.submissions.funder.offerNote")}
          hint={t("ui.optional")}
          {...field("note")}
        />
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
