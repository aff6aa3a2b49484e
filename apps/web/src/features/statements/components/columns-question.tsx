import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { StatementColumns } from "@portal/contract/statements/statement-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { SelectField } from "@/components/ui/select";
import { errorMessageKey } from "@/lib/errors";
import "../i18n";

type Roles = Record<"date" | "description" | "amount" | "debit" | "credit" | "balance", string>;
const empty: Roles = { date: "", description: "", amount: "", debit: "", credit: "", balance: "" };

/** The columns the broker named, as the read takes them; null while one needed is not chosen. */
export function columnsOf(roles: Roles, split: boolean): StatementColumns | null {
  if (!roles.date || !roles.description) return null;
  if (split ? !roles.debit || !roles.credit : !roles.amount) return null;
  return {
    date: roles.date,
    description: roles.description,
    ...(split ? { debit: roles.debit, credit: roles.credit } : { amount: roles.amount }),
    ...(roles.balance ? { balance: roles.balance } : {}),
  };
}

/**
 * A CSV whose header was not recognised: which of its columns is the date, the description, the
 * amount (one signed column, or money out and money in) and the balance (optional). The read is
 * asked again with them; the API remembers them for the organization's next files with that header.
 */
export function ColumnsQuestion({
  fileName,
  columns,
  onSubmit,
}: {
  fileName: string;
  columns: readonly string[];
  onSubmit: (columns: StatementColumns) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<Roles>(empty);
  const [split, setSplit] = useState(false);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof errorMessageKey> | null>(null);
  const [busy, setBusy] = useState(false);
  const options = columns.map((c) => ({ value: c, label: c }));
  const pick = (role: keyof Roles, optional = false) => (
    <SelectField
      label={t(`ui.statements.columnsQuestion.${role}`)}
      placeholder={
        optional
          ? t("ui.statements.columnsQuestion.none")
          : t("ui.statements.columnsQuestion.choose")
      }
      options={options}
      value={roles[role]}
      onValueChange={(value) => setRoles((all) => ({ ...all, [role]: value }))}
      error={
        missing && !optional && !roles[role]
          ? t("ui.statements.columnsQuestion.required")
          : undefined
      }
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = columnsOf(roles, split);
    setMissing(!chosen);
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(chosen);
    } catch (error) {
      setFailure(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  };
  const name = `columns-kind-${fileName}`;
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <h4 className="font-medium">
        {t("ui.statements.columnsQuestion.title", { name: fileName })}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        {pick("date")}
        {pick("description")}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">
          {t("ui.statements.columnsQuestion.amountKind")}
        </legend>
        <div role="radiogroup" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {[false, true].map((value) => (
            <label key={String(value)} className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                className="size-4 accent-primary"
                checked={split === value}
                onChange={() => setSplit(value)}
              />
              {value
                ? t("ui.statements.columnsQuestion.debitCredit")
                : t("ui.statements.columnsQuestion.oneAmount")}
            </label>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {split ? (
            <>
              {pick("debit")}
              {pick("credit")}
            </>
          ) : (
            pick("amount")
          )}
          {pick("balance", true)}
        </div>
      </fieldset>
      <p className="text-xs text-fg-muted">{t("ui.statements.columnsQuestion.remembered")}</p>
      <FormFailure message={failure} />
      <div>
        <Button type="submit" disabled={busy}>
          {t("ui.statements.columnsQuestion.submit")}
        </Button>
      </div>
    </form>
  );
}
