import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { splitsInputSchema, type Splits } from "@portal/contract/wallet/wallet-schemas";
import { Button } from "@/components/ui/button";
import { control } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import "@/lib/i18n/field-messages";
import { useContractForm, type ContractForm } from "@/lib/contract-form";
import { errorMessageKey } from "@/lib/errors";
import { messageKeyOf } from "@/lib/i18n";
import { useSaveSplits, useSplits } from "../api/wallet-api";
import "../i18n";
import { formatBasisPoints, formatPercent } from "@/lib/format";

const toBp = (percent: string) => Math.round(Number(percent.replace(",", ".")) * 100);
const rowsOf = (shares: Splits["shares"]) =>
  shares.map((s) => ({ userId: s.userId, shareBp: String(s.shareBp / 100) }));

/** The shares as typed (each a percentage under the contract's `shareBp`), checked by the contract. */
const splitsFormSchema = z
  .object({ shares: z.array(z.object({ userId: z.string(), shareBp: z.string() })) })
  .transform((typed) => ({
    shares: typed.shares.map((s) => ({ userId: s.userId, shareBp: toBp(s.shareBp) })),
  }))
  .pipe(splitsInputSchema);

/** A deal's commission split between brokers: shown to all who see the deal, changed before funding. */
export function DealSplits({ dealId }: { dealId: string }) {
  const { t } = useTranslation();
  const splits = useSplits(dealId);
  return (
    <Card title={t("ui.wallet.splits.title")}>
      <QueryState query={splits}>{(s) => <SplitsForm dealId={dealId} splits={s} />}</QueryState>
    </Card>
  );
}

function SplitsForm({ dealId, splits }: { dealId: string; splits: Splits }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const save = useSaveSplits(dealId);
  const form = useContractForm(splitsFormSchema, {
    defaultValues: { shares: rowsOf(splits.shares) },
    onSubmit: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset({ shares: rowsOf(saved.shares) });
      toast("success", t("ui.wallet.splits.saved"));
    },
  });
  const rows = useFieldArray({ control: form.control, name: "shares" });
  const typed = form.watch("shares");
  const total = typed.reduce((n, r) => n + (toBp(r.shareBp) || 0), 0) / 100;
  // Without a split the deal's commission is the owner's alone: nothing to check, nothing typed lost.
  const clear = () => {
    form.setFailure(null);
    save.mutateAsync({ shares: [] }).then(
      (saved) => {
        form.reset({ shares: rowsOf(saved.shares) });
        toast("success", t("ui.wallet.splits.saved"));
      },
      (error: unknown) => form.setFailure(errorMessageKey(error)),
    );
  };

  if (!splits.mayChange) return <SplitsList splits={splits} note={t("ui.wallet.splits.locked")} />;
  const nameOf = (id: string) => splits.candidates.find((c) => c.userId === id)?.name ?? id;
  const free = splits.candidates.filter((c) => !typed.some((r) => r.userId === c.userId));
  const errors = form.formState.errors.shares;
  // What is wrong with the split as a whole (the total, a broker twice) is said above it.
  const wholeError = errors?.root?.message ?? errors?.message;
  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-fg-muted">{t("ui.wallet.splits.intro")}</p>
      <FormFailure message={form.failure ?? (wholeError ? messageKeyOf(wholeError) : null)} />
      {rows.fields.length === 0 && <p className="text-sm">{t("ui.wallet.splits.none")}</p>}
      {rows.fields.length > 0 && (
        <div className="grid max-w-xl grid-cols-[minmax(0,1fr)_5.5rem_auto] items-center gap-2 text-sm">
          <span className="text-xs text-fg-muted">{t("ui.wallet.splits.person")}</span>
          <span className="text-xs text-fg-muted">{t("ui.wallet.splits.share")}</span>
          <span />
          {rows.fields.map((row, i) => (
            <SplitRow
              key={row.id}
              form={form}
              index={i}
              name={nameOf(row.userId)}
              onRemove={() => rows.remove(i)}
            />
          ))}
        </div>
      )}
      {free.length > 0 && (
        <div className="max-w-sm">
          <SelectField
            label={t("ui.wallet.splits.add")}
            value=""
            placeholder={t("ui.wallet.splits.choose")}
            options={free.map((c) => ({ value: c.userId, label: c.name ?? c.userId }))}
            onValueChange={(value) => value && rows.append({ userId: value, shareBp: "" })}
          />
        </div>
      )}
      {rows.fields.length > 0 && (
        <p className="text-sm tabular-nums" aria-live="polite">
          {t("ui.wallet.splits.total", { total: formatPercent(total / 100, i18n.language, 2) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || rows.fields.length === 0}>
          {t("ui.wallet.splits.save")}
        </Button>
        {splits.shares.length > 0 && (
          <Button variant="secondary" disabled={save.isPending} onClick={clear}>
            {t("ui.wallet.splits.clear")}
          </Button>
        )}
      </div>
    </form>
  );
}

/** One broker's share: the percentage typed, its error under it, and taking them out. */
function SplitRow({
  form,
  index,
  name,
  onRemove,
}: {
  form: ContractForm<typeof splitsFormSchema>;
  index: number;
  name: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { error, ...field } = form.field(`shares.${index}.shareBp`);
  return (
    <>
      <span className="font-medium break-words">{name}</span>
      <input
        className={control}
        inputMode="decimal"
        aria-label={t("ui.wallet.splits.shareOf", { name })}
        aria-invalid={!!error}
        aria-describedby={error ? id : undefined}
        {...field}
      />
      <Button
        variant="secondary"
        className="px-3"
        aria-label={t("ui.wallet.splits.removeWho", { name })}
        onClick={onRemove}
      >
        {t("ui.wallet.splits.remove")}
      </Button>
      {error && (
        <p id={id} className="col-span-3 text-sm text-danger">
          {error}
        </p>
      )}
    </>
  );
}

function SplitsList({ splits, note }: { splits: Splits; note: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-2 text-sm">
      {splits.shares.length === 0 ? (
        <p>{t("ui.wallet.splits.none")}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {splits.shares.map((s) => (
            <li key={s.userId} className="flex justify-between gap-4">
              <span className="min-w-0 break-words">{s.name ?? s.userId}</span>
              <span className="tabular-nums">{formatBasisPoints(s.shareBp, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-fg-muted">{note}</p>
    </div>
  );
}
