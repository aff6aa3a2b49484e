import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dealTransitionSchema, type DealDetail } from "@portal/contract/deals/deal-schemas";
import { brokerMoves, needsReason, type DealStatus } from "@portal/contract/deals/deal-states";
import type { TrainingRequired } from "@portal/contract/learn/training-required";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { TrainingRequiredNotice } from "@/components/training-required";
import { useContractForm } from "@/lib/contract-form";
import { trainingRequiredOf } from "@/lib/training";
import { useMoveDeal } from "../api/deals-api";

/** A move as the contract takes it; an end (but funded) needs a reason, as the API checks. */
const moveSchema = dealTransitionSchema
  .pick({ to: true, reason: true })
  .refine((v) => !needsReason(v.to) || !!v.reason, { path: ["reason"], error: "reasonRequired" });

/**
 * One move of a deal as the deal page and the board's cards make it: the same form, the same
 * server call with the deal's version, the same refusals (the training gate names its course).
 * `confirming` is the move waiting for its confirmation; `onMoved` runs once the server took it.
 */
export function useDealMove(
  deal: Pick<DealDetail, "id" | "version">,
  { confirmAll = false, onMoved }: { confirmAll?: boolean; onMoved?: () => void } = {},
) {
  const [confirming, setConfirming] = useState<DealStatus | null>(null);
  // A refusal by the training gate names the course to pass (docs/decisions/040-training-gate.md).
  const [training, setTraining] = useState<TrainingRequired | null>(null);
  const move = useMoveDeal();
  const form = useContractForm(moveSchema, {
    defaultValues: { reason: "" },
    onSubmit: async ({ to, reason }) => {
      try {
        await move.mutateAsync({ id: deal.id, to, version: deal.version, reason });
      } catch (error) {
        const gate = trainingRequiredOf(error);
        if (!gate) throw error;
        return setTraining(gate);
      }
      setConfirming(null);
      form.reset({ reason: "" });
      onMoved?.();
    },
  });
  /** An end asks why first (and with `confirmAll`, every move asks to be confirmed). */
  function choose(to: DealStatus) {
    setTraining(null);
    form.setFailure(null);
    form.clearErrors();
    form.setValue("to", to);
    if (confirmAll || needsReason(to)) setConfirming(to);
    else void form.submit();
  }
  function cancel() {
    setConfirming(null);
    setTraining(null);
    form.setFailure(null);
    form.reset({ reason: "" });
  }
  return { form, training, confirming, choose, cancel, busy: form.formState.isSubmitting };
}
export type DealMove = ReturnType<typeof useDealMove>;

/** Why the last try failed: the server's refusal, or the course the training gate asks for. */
export function DealMoveFailure({ move }: { move: DealMove }) {
  return move.training ? (
    <TrainingRequiredNotice training={move.training} />
  ) : (
    <FormFailure message={move.form.failure} />
  );
}

/** The confirmation of the move waiting for it: its reason when it needs one, then yes or no. */
export function DealMoveConfirmation({ move }: { move: DealMove }) {
  const { t } = useTranslation();
  const { confirming: to, form, busy } = move;
  if (!to) return null;
  return (
    <form onSubmit={form.submit} noValidate className="flex max-w-md flex-col gap-3">
      {needsReason(to) && (
        <TextField label={t("ui.deals.view.reason")} autoFocus {...form.field("reason")} />
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy} autoFocus={!needsReason(to)}>
          {t("ui.deals.view.confirm", { action: t(`ui.deals.moves.${to}`) })}
        </Button>
        <Button variant="secondary" onClick={move.cancel}>
          {t("ui.deals.view.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The moves the broker may make from where the deal stands; an end asks why first. */
export function DealMoves({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const move = useDealMove(deal);
  const moves = brokerMoves(deal.status);
  return (
    <div className="flex flex-col gap-3">
      <DealMoveFailure move={move} />
      {moves.length === 0 && <p className="text-sm">{t("ui.deals.view.closed")}</p>}
      <div className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <Button
            key={to}
            variant={needsReason(to) ? "secondary" : "primary"}
            disabled={move.busy}
            onClick={() => move.choose(to)}
          >
            {t(`ui.deals.moves.${to}`)}
          </Button>
        ))}
      </div>
      <DealMoveConfirmation move={move} />
    </div>
  );
}
