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

/** The moves the broker may make from where the deal stands; an end asks why first. */
export function DealMoves({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<DealStatus | null>(null);
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
      setPending(null);
      form.reset({ reason: "" });
    },
  });
  const busy = form.formState.isSubmitting;
  const moves = brokerMoves(deal.status);

  function choose(to: DealStatus) {
    setTraining(null);
    form.setFailure(null);
    form.setValue("to", to);
    if (needsReason(to)) setPending(to);
    else void form.submit();
  }

  return (
    <div className="flex flex-col gap-3">
      {training ? (
        <TrainingRequiredNotice training={training} />
      ) : (
        <FormFailure message={form.failure} />
      )}
      {moves.length === 0 && <p className="text-sm">{t("ui.deals.view.closed")}</p>}
      <div className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <Button
            key={to}
            variant={needsReason(to) ? "secondary" : "primary"}
            disabled={busy}
            onClick={() => choose(to)}
          >
            {t(`ui.deals.moves.${to}`)}
          </Button>
        ))}
      </div>
      {pending && (
        <form onSubmit={form.submit} noValidate className="flex max-w-md flex-col gap-3">
          <TextField label={t("ui.deals.view.reason")} autoFocus {...form.field("reason")} />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {t("ui.deals.view.confirm", { action: t(`ui.deals.moves.${pending}`) })}
            </Button>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t("ui.deals.view.cancel")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
