import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { clawbackReasons, type ClawbackReason } from "@portal/contract/wallet/wallet-options";
import type { WalletPerson } from "@portal/contract/wallet/wallet-schemas";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { useToast } from "@/components/ui/toast";
import { toMinor } from "@/lib/money";
import "@/lib/i18n/field-messages";
import {
  useRecordClawback,
  useRecordCorrection,
  useRecordPayout,
  useRecordReceived,
} from "../api/wallet-api";
import { failureOf } from "@/lib/field-failure";
import "../i18n";

const actions = ["received", "paid", "clawback", "correction"] as const;
type Action = (typeof actions)[number];
type Option = { value: string; label: string };
/** An entry picked in the table to correct. */
export interface Prefill {
  correctsId: string;
  currency: string;
}
interface Values {
  action: Action;
  target: string;
  person: string;
  currency: string;
  reason: ClawbackReason;
  amount: string;
  note: string;
}

/** A typed amount in minor units; a correction may take away ("-50.00"). */
function minorOf(text: string, currency: string, signed: boolean) {
  const negative = signed && text.trim().startsWith("-");
  const minor = toMinor(text.trim().replace(/^-/, ""), currency);
  return minor === undefined ? undefined : negative ? -minor : minor;
}

/** The one call each kind makes. */
function useRecordCall() {
  const received = useRecordReceived();
  const paid = useRecordPayout();
  const clawback = useRecordClawback();
  const correction = useRecordCorrection();
  const busy = [received, paid, clawback, correction].some((m) => m.isPending);
  async function record(v: Values, minor: number | undefined) {
    const note = v.note.trim() || undefined;
    const dealId = v.target.trim();
    if (v.action === "received")
      await received.mutateAsync({ dealId, body: { amountMinor: minor ?? 0, note } });
    if (v.action === "clawback")
      await clawback.mutateAsync({ dealId, body: { reason: v.reason, amountMinor: minor, note } });
    if (v.action === "paid")
      await paid.mutateAsync({
        beneficiaryId: v.person,
        amountMinor: minor ?? 0,
        currency: v.currency,
        note,
      });
    if (v.action === "correction")
      await correction.mutateAsync({
        correctsId: v.target.trim(),
        amountMinor: minor ?? 0,
        note: v.note.trim(),
      });
  }
  return { record, busy };
}

/** Recording money (owners and admins; the server refuses anyone else): one form, four kinds. */
export function RecordForm({
  people,
  currencies,
  deals,
  prefill,
}: {
  people: WalletPerson[];
  currencies: string[];
  deals: Option[];
  prefill: Prefill | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { record, busy } = useRecordCall();
  const [values, setValues] = useState<Values>({
    action: prefill ? "correction" : "received",
    target: prefill?.correctsId ?? deals[0]?.value ?? "",
    person: people[0]?.userId ?? "",
    currency: prefill?.currency ?? currencies[0]!,
    reason: "defaulted",
    amount: "",
    note: "",
  });
  const [failure, setFailure] = useState<MessageKey | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const typed = values.amount.trim();
    const minor = typed
      ? minorOf(typed, values.currency, values.action === "correction")
      : undefined;
    if (typed && minor === undefined) return setFailure("walletAmount");
    try {
      await record(values, minor);
      // Cleared once recorded, unless typed again meanwhile (the next entry is never lost).
      setValues((v) => ({
        ...v,
        amount: v.amount === values.amount ? "" : v.amount,
        note: v.note === values.note ? "" : v.note,
      }));
      toast("success", t("ui.wallet.record.done"));
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid min-w-0 gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormFailure message={failure} />
      </div>
      <RecordFields
        values={values}
        onChange={(change) => setValues((v) => ({ ...v, ...change }))}
        people={people}
        currencies={currencies}
        deals={deals}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {t("ui.wallet.record.submit")}
        </Button>
      </div>
    </form>
  );
}

function RecordFields({
  values: v,
  onChange,
  people,
  currencies,
  deals,
}: {
  values: Values;
  onChange: (change: Partial<Values>) => void;
  people: WalletPerson[];
  currencies: string[];
  deals: Option[];
}) {
  const { t } = useTranslation();
  const onDeal = v.action === "received" || v.action === "clawback";
  const hint = { correction: "amountHint", clawback: "clawbackHint" } as Partial<
    Record<Action, string>
  >;
  return (
    <>
      <SelectField
        label={t("ui.wallet.record.kind")}
        value={v.action}
        options={actions.map((a) => ({ value: a, label: t(`ui.wallet.record.${a}`) }))}
        onChange={(e) => {
          const action = e.target.value as Action;
          const target = action === "correction" ? "" : (deals[0]?.value ?? "");
          onChange({ action, target });
        }}
      />
      {onDeal && (
        <SelectField
          label={t("ui.wallet.record.deal")}
          value={v.target}
          options={deals}
          onChange={(e) => onChange({ target: e.target.value })}
        />
      )}
      {v.action === "correction" && (
        <TextField
          label={t("ui.wallet.record.entry")}
          value={v.target}
          autoComplete="off"
          onChange={(e) => onChange({ target: e.target.value })}
        />
      )}
      {v.action === "paid" && (
        <SelectField
          label={t("ui.wallet.record.person")}
          value={v.person}
          options={people.map((p) => ({ value: p.userId, label: p.name ?? p.userId }))}
          onChange={(e) => onChange({ person: e.target.value })}
        />
      )}
      {v.action === "clawback" && (
        <SelectField
          label={t("ui.wallet.record.reason")}
          value={v.reason}
          options={clawbackReasons.map((r) => ({ value: r, label: t(`ui.wallet.reasons.${r}`) }))}
          onChange={(e) => onChange({ reason: e.target.value as ClawbackReason })}
        />
      )}
      <SelectField
        label={t("ui.wallet.record.currency")}
        value={v.currency}
        options={currencies.map((c) => ({ value: c, label: c }))}
        onChange={(e) => onChange({ currency: e.target.value })}
      />
      <TextField
        label={t("ui.wallet.record.amount")}
        inputMode="decimal"
        value={v.amount}
        hint={hint[v.action] && t(`ui.wallet.record.${hint[v.action]}`)}
        onChange={(e) => onChange({ amount: e.target.value })}
      />
      <TextField
        label={t("ui.wallet.record.note")}
        value={v.note}
        maxLength={500}
        onChange={(e) => onChange({ note: e.target.value })}
      />
    </>
  );
}
