import { useTranslation } from "react-i18next";
import { paymentFrequencies } from "@portal/contract/deals/deal-schemas";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";

export type Advance = Record<"funder" | "balance" | "payment" | "frequency", string>;
/** Whether the business has existing advances: not asked, none, or each one listed. */
export interface Advances {
  known: "unknown" | "none" | "listed";
  list: Advance[];
}
export const emptyAdvance: Advance = { funder: "", balance: "", payment: "", frequency: "" };
const knowns = ["unknown", "none", "listed"] as const;
const most = 20;

/**
 * The business's existing advances (positions), one row each: funders count them and add up what
 * is still owed. "None" says there are none; "Not known yet" leaves the criteria that need them unknown.
 */
export function AdvancesFieldset({
  advances,
  setAdvances,
  field,
  error,
}: {
  advances: Advances;
  setAdvances: (update: (a: Advances) => Advances) => void;
  field: (
    i: number,
    name: keyof Advance,
  ) => { value: string; error?: string; onChange: (e: { target: { value: string } }) => void };
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium">{t("ui.deals.form.advances")}</legend>
      <div role="radiogroup" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {knowns.map((known) => (
          <label key={known} className="flex items-center gap-2">
            <input
              type="radio"
              name="advancesKnown"
              className="size-4 accent-primary"
              checked={advances.known === known}
              onChange={() =>
                setAdvances((a) => ({
                  known,
                  list: known === "listed" && !a.list.length ? [{ ...emptyAdvance }] : a.list,
                }))
              }
            />
            {t(`ui.deals.form.advancesKnown.${known}`)}
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-danger">{error}</p>}
      {advances.known === "listed" && (
        <>
          {advances.list.map((_, i) => (
            <div
              key={i}
              role="group"
              aria-label={t("ui.deals.form.advance", { n: i + 1 })}
              className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-4"
            >
              <TextField label={t("ui.deals.form.advanceFunder")} {...field(i, "funder")} />
              <TextField
                label={t("ui.deals.form.advanceBalance")}
                inputMode="decimal"
                {...field(i, "balance")}
              />
              <TextField
                label={t("ui.deals.form.advancePayment")}
                hint={t("ui.optional")}
                inputMode="decimal"
                {...field(i, "payment")}
              />
              <SelectField
                label={t("ui.deals.form.advanceFrequency")}
                placeholder={t("ui.select")}
                options={paymentFrequencies.map((f) => ({
                  value: f,
                  label: t(`ui.deals.form.frequencies.${f}`),
                }))}
                {...field(i, "frequency")}
              />
              <Button
                variant="ghost"
                className="self-start sm:col-span-4"
                onClick={() =>
                  setAdvances((a) => {
                    const list = a.list.filter((__, j) => j !== i);
                    return { known: list.length ? "listed" : "none", list };
                  })
                }
              >
                {t("ui.deals.form.removeAdvance", { n: i + 1 })}
              </Button>
            </div>
          ))}
          {advances.list.length < most && (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => setAdvances((a) => ({ ...a, list: [...a.list, { ...emptyAdvance }] }))}
            >
              {t("ui.deals.form.addAdvance")}
            </Button>
          )}
        </>
      )}
    </fieldset>
  );
}
