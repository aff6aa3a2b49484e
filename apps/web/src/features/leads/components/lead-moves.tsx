import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { leadMoves } from "@portal/contract/leads/lead-options";
import {
  leadStatusChangeSchema,
  type LeadDetail,
  type LeadStatusChange,
} from "@portal/contract/leads/lead-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { SelectField } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useContractForm } from "@/lib/contract-form";
import { errorMessageKey } from "@/lib/errors";
import { useLeadMove } from "../api/leads-api";
import "../i18n";

/** A lead's status by hand, and whom it is assigned to. */
export function Moves({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const move = useLeadMove(lead.id);
  const [losing, setLosing] = useState(false);
  const next = leadMoves[lead.status].filter((s) => s !== "lost");
  const go = (path: "status" | "assign", body: object) =>
    move.mutate(
      { path, body: { ...body, version: lead.version } },
      { onSuccess: () => toast("success", t("ui.leads.detail.moved")) },
    );
  return (
    <Card title={t("ui.leads.detail.status")}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          {next.map((s) => (
            <Button key={s} onClick={() => go("status", { to: s })} disabled={move.isPending}>
              {t("ui.leads.detail.moveTo")} {t(`ui.leads.statuses.${s}`)}
            </Button>
          ))}
          {leadMoves[lead.status].includes("lost") && !losing && (
            <Button variant="secondary" onClick={() => setLosing(true)}>
              {t("ui.leads.detail.markLost")}
            </Button>
          )}
        </div>
        {losing && <LostForm lead={lead} />}
        {lead.assignable.length > 1 && (
          <SelectField
            label={t("ui.leads.detail.assign")}
            value={lead.assigneeId ?? ""}
            onValueChange={(value) => go("assign", { assigneeId: value })}
            placeholder={lead.assigneeId ? undefined : t("ui.leads.unassigned")}
            options={lead.assignable.map((a) => ({ value: a.userId, label: a.name || a.userId }))}
          />
        )}
        <FormFailure message={move.error ? errorMessageKey(move.error) : null} />
      </div>
    </Card>
  );
}

/** Lost needs a reason (the contract says so at the reason). */
const lostFormSchema = (version: number) =>
  z
    .object({ reason: z.string() })
    .transform((typed): LeadStatusChange => ({ to: "lost", reason: typed.reason, version }))
    .pipe(leadStatusChangeSchema);

function LostForm({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const move = useLeadMove(lead.id);
  const schema = useMemo(() => lostFormSchema(lead.version), [lead.version]);
  const form = useContractForm(schema, {
    defaultValues: { reason: "" },
    onSubmit: async (body) => {
      await move.mutateAsync({ path: "status", body });
      toast("success", t("ui.leads.detail.moved"));
    },
  });
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={(e) => void form.submit(e)}>
      <TextField label={t("ui.leads.detail.lostReason")} {...form.field("reason")} />
      <FormFailure message={form.failure} />
      <div>
        <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
          {t("ui.leads.detail.markLost")}
        </Button>
      </div>
    </form>
  );
}
