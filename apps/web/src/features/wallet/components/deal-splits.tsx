import { Fragment, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { splitsInputSchema, type Splits } from "@portal/contract/wallet/wallet-schemas";
import { Button } from "@/components/ui/button";
import { control, SelectField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import "@/lib/i18n/field-messages";
import { useSaveSplits, useSplits } from "../api/wallet-api";
import { failureOf } from "@/lib/field-failure";
import "../i18n";

interface Row {
  userId: string;
  percent: string;
}
const toBp = (percent: string) => Math.round(Number(percent.replace(",", ".")) * 100);

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
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSplits(dealId);
  const [rows, setRows] = useState<Row[]>(
    splits.shares.map((s) => ({ userId: s.userId, percent: String(s.shareBp / 100) })),
  );
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const nameOf = (id: string) => splits.candidates.find((c) => c.userId === id)?.name ?? id;
  const total = rows.reduce((n, r) => n + (toBp(r.percent) || 0), 0) / 100;

  async function submit(e: FormEvent, clear = false) {
    e.preventDefault();
    setFailure(null);
    const body = {
      shares: clear ? [] : rows.map((r) => ({ userId: r.userId, shareBp: toBp(r.percent) })),
    };
    const parsed = splitsInputSchema.safeParse(body);
    if (!parsed.success) return setFailure(parsed.error.issues[0]!.message as MessageKey);
    try {
      const saved = await save.mutateAsync(body);
      setRows(saved.shares.map((s) => ({ userId: s.userId, percent: String(s.shareBp / 100) })));
      toast("success", t("ui.wallet.splits.saved"));
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  if (!splits.mayChange) return <SplitsList splits={splits} note={t("ui.wallet.splits.locked")} />;
  const free = splits.candidates.filter((c) => !rows.some((r) => r.userId === c.userId));
  const update = (i: number, change: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-fg-muted">{t("ui.wallet.splits.intro")}</p>
      <FormFailure message={failure} />
      {rows.length === 0 && <p className="text-sm">{t("ui.wallet.splits.none")}</p>}
      {rows.length > 0 && (
        <div className="grid max-w-xl grid-cols-[minmax(0,1fr)_5.5rem_auto] items-center gap-2 text-sm">
          <span className="text-xs text-fg-muted">{t("ui.wallet.splits.person")}</span>
          <span className="text-xs text-fg-muted">{t("ui.wallet.splits.share")}</span>
          <span />
          {rows.map((r, i) => (
            <Fragment key={r.userId}>
              <span className="font-medium break-words">{nameOf(r.userId)}</span>
              <input
                className={control}
                inputMode="decimal"
                aria-label={t("ui.wallet.splits.shareOf", { name: nameOf(r.userId) })}
                value={r.percent}
                onChange={(e) => update(i, { percent: e.target.value })}
              />
              <Button
                variant="secondary"
                className="px-3"
                aria-label={t("ui.wallet.splits.removeWho", { name: nameOf(r.userId) })}
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
              >
                {t("ui.wallet.splits.remove")}
              </Button>
            </Fragment>
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
            onChange={(e) =>
              e.target.value && setRows((all) => [...all, { userId: e.target.value, percent: "" }])
            }
          />
        </div>
      )}
      {rows.length > 0 && (
        <p className="text-sm tabular-nums" aria-live="polite">
          {t("ui.wallet.splits.total", { total })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || rows.length === 0}>
          {t("ui.wallet.splits.save")}
        </Button>
        {splits.shares.length > 0 && (
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={(e) => void submit(e, true)}
          >
            {t("ui.wallet.splits.clear")}
          </Button>
        )}
      </div>
    </form>
  );
}

function SplitsList({ splits, note }: { splits: Splits; note: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 text-sm">
      {splits.shares.length === 0 ? (
        <p>{t("ui.wallet.splits.none")}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {splits.shares.map((s) => (
            <li key={s.userId} className="flex justify-between gap-4">
              <span className="min-w-0 break-words">{s.name ?? s.userId}</span>
              <span className="tabular-nums">{s.shareBp / 100} %</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-fg-muted">{note}</p>
    </div>
  );
}
