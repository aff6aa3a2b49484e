import "../i18n";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toFieldIssues } from "@portal/contract/errors/field-issues";
import type { MessageKey } from "@portal/contract/messages";
import { proposalInputSchema } from "@portal/contract/submissions/submission-schemas";
import { paymentFrequencies } from "@portal/contract/submissions/offer-terms";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { useFocusFirstError } from "@/components/ui/focus-first-error";
import { ApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/errors";
import { fromMinor, toMinor } from "@/lib/money";
import type { Proposal } from "./offer-facts";

/** A proposal as the contract parsed it (amounts in minor units, rate and factor in basis points). */
export type SentOffer = Extract<
  ReturnType<typeof proposalInputSchema.safeParse>,
  { success: true }
>["data"];

const empty = {
  amount: "",
  rate: "",
  factor: "",
  term: "",
  paymentFrequency: "monthly",
  fees: "",
  commission: "",
  fundingDays: "",
  note: "",
};
type Draft = typeof empty;
type Errors = Partial<Record<keyof Draft, MessageKey>>;

/** Which field of the form each term of the contract is typed in. */
const fieldOf: Record<string, keyof Draft> = {
  amountMinor: "amount",
  rateBp: "rate",
  factorBp: "factor",
  termMonths: "term",
  paymentFrequency: "paymentFrequency",
  feesMinor: "fees",
  brokerCommissionBp: "commission",
  fundingDays: "fundingDays",
  note: "note",
};

/** Every refusal at its field, whether the form's own check or the server's (400 issues). */
function errorsOf(issues: readonly { path: string; code: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = fieldOf[issue.path.split(".")[0] ?? ""];
    if (field && !errors[field]) errors[field] = issue.code as MessageKey;
  }
  return errors;
}

const serverIssues = (error: unknown) =>
  error instanceof ApiError
    ? ((error.body as { error?: { issues?: { path: string; code: string }[] } } | null)?.error
        ?.issues ?? [])
    : [];

/** The terms of an offer already sent, as typed in the form (to revise them). */
function draftOf(p: Proposal): Draft {
  const number = (bp: number | null, scale: number) => (bp === null ? "" : String(bp / scale));
  return {
    amount: fromMinor(p.amountMinor, p.currency),
    rate: number(p.rateBp, 100),
    factor: number(p.factorBp, 10_000),
    term: String(p.termMonths),
    paymentFrequency: p.paymentFrequency,
    fees: p.feesMinor ? fromMinor(p.feesMinor, p.currency) : "",
    commission: number(p.brokerCommissionBp, 100),
    fundingDays: p.fundingDays === null ? "" : String(p.fundingDays),
    note: p.note ?? "",
  };
}

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
  const [draft, setDraft] = useState<Draft>(() => (initial ? draftOf(initial) : empty));
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
    const bp = (s: string, scale: number) =>
      s.trim() ? Math.round(Number(s.replace(",", ".")) * scale) : undefined;
    const parsed = proposalInputSchema.safeParse({
      amountMinor: toMinor(draft.amount, currency) ?? -1,
      rateBp: bp(draft.rate, 100),
      factorBp: bp(draft.factor, 10_000),
      termMonths: draft.term,
      paymentFrequency: draft.paymentFrequency,
      feesMinor: draft.fees.trim() ? (toMinor(draft.fees, currency) ?? -1) : 0,
      brokerCommissionBp: bp(draft.commission, 100) ?? 0,
      fundingDays: draft.fundingDays.trim() || undefined,
      note: draft.note.trim() || undefined,
    });
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
