import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  statementColumnsSchema,
  type StatementColumns,
} from "@portal/contract/statements/statement-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { FormSelectField } from "@/components/ui/select";
import { useContractForm } from "@/lib/contract-form";
import "../i18n";

type Role = "date" | "description" | "amount" | "debit" | "credit" | "balance";

/**
 * The question's answers (a column per role, "" for none, and whether the money is in two columns)
 * turned into the columns the read takes, then checked by the contract's schema, the one the API
 * checks them with: its refusals land on the roles' fields.
 */
export const columnsAnswerSchema = z
  .object({
    date: z.string(),
    description: z.string(),
    amount: z.string(),
    debit: z.string(),
    credit: z.string(),
    balance: z.string(),
    split: z.boolean(),
  })
  .transform(({ split, ...answers }) => {
    const chosen = (role: Role) => (answers[role] ? { [role]: answers[role] } : {});
    return {
      date: answers.date,
      description: answers.description,
      ...(split ? { ...chosen("debit"), ...chosen("credit") } : chosen("amount")),
      ...chosen("balance"),
    } as StatementColumns;
  })
  .pipe(statementColumnsSchema);

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
  const form = useContractForm(columnsAnswerSchema, {
    defaultValues: {
      date: "",
      description: "",
      amount: "",
      debit: "",
      credit: "",
      balance: "",
      split: false,
    },
    onSubmit,
  });
  const split = form.watch("split");
  const options = columns.map((c) => ({ value: c, label: c }));
  const pick = (role: Role, optional = false) => (
    <FormSelectField
      control={form.control}
      name={role}
      label={t(`ui.statements.columnsQuestion.${role}`)}
      placeholder={
        optional
          ? t("ui.statements.columnsQuestion.none")
          : t("ui.statements.columnsQuestion.choose")
      }
      options={options}
      error={form.errorOf(role)}
    />
  );
  const name = `columns-kind-${fileName}`;
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void form.submit(e)} noValidate>
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
                onChange={() => form.setValue("split", value)}
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
      <FormFailure message={form.failure} />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("ui.statements.columnsQuestion.submit")}
        </Button>
      </div>
    </form>
  );
}
