import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { clawbackReasons } from "@portal/contract/wallet/wallet-options";
import type { WalletPerson } from "@portal/contract/wallet/wallet-schemas";
import { CurrencyPicker } from "@/components/ui/currency-picker";
import { TextField } from "@/components/ui/field";
import { FormSelectField } from "@/components/ui/select";
import type { ContractForm } from "@/lib/contract-form";
import { recordActions, type RecordAction, type recordFormSchema } from "./record-schema";
import "../i18n";

type Option = { value: string; label: string };
const hints: Partial<Record<RecordAction, string>> = {
  correction: "amountHint",
  clawback: "clawbackHint",
};

/** The record form's fields: those of the kind chosen, then the currency, amount and note. */
export function RecordFields({
  form,
  people,
  currencies,
  deals,
}: {
  form: ContractForm<typeof recordFormSchema>;
  people: WalletPerson[];
  currencies: string[];
  deals: Option[];
}) {
  const { t } = useTranslation();
  const action = form.watch("action");
  const onDeal = action === "received" || action === "clawback";
  const select = { control: form.control } as const;
  const hint = hints[action];
  return (
    <>
      <FormSelectField
        {...select}
        name="action"
        label={t("ui.wallet.record.kind")}
        error={form.errorOf("action")}
        options={recordActions.map((a) => ({ value: a, label: t(`ui.wallet.record.${a}`) }))}
      />
      {onDeal && (
        <FormSelectField
          {...select}
          name="dealId"
          label={t("ui.wallet.record.deal")}
          error={form.errorOf("dealId")}
          options={deals}
        />
      )}
      {action === "correction" && (
        <TextField
          label={t("ui.wallet.record.entry")}
          autoComplete="off"
          {...form.field("correctsId")}
        />
      )}
      {action === "paid" && (
        <FormSelectField
          {...select}
          name="beneficiaryId"
          label={t("ui.wallet.record.person")}
          error={form.errorOf("beneficiaryId")}
          options={people.map((p) => ({ value: p.userId, label: p.name ?? p.userId }))}
        />
      )}
      {action === "clawback" && (
        <FormSelectField
          {...select}
          name="reason"
          label={t("ui.wallet.record.reason")}
          error={form.errorOf("reason")}
          options={clawbackReasons.map((r) => ({ value: r, label: t(`ui.wallet.reasons.${r}`) }))}
        />
      )}
      <Controller
        control={form.control}
        name="currency"
        render={({ field }) => (
          <CurrencyPicker
            label={t("ui.wallet.record.currency")}
            currencies={currencies}
            {...field}
            error={form.errorOf("currency")}
          />
        )}
      />
      <TextField
        label={t("ui.wallet.record.amount")}
        inputMode="decimal"
        hint={hint && t(`ui.wallet.record.${hint}`)}
        {...form.field("amountMinor")}
      />
      <TextField label={t("ui.wallet.record.note")} maxLength={500} {...form.field("note")} />
    </>
  );
}
