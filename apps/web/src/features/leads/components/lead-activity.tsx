import { useTranslation } from "react-i18next";
import { leadNoteSchema, type LeadDetail } from "@portal/contract/leads/lead-schemas";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { withReferences } from "@/components/ui/reference";
import { useContractForm } from "@/lib/contract-form";
import { formatDateTime } from "@/lib/format";
import { unchangedSince } from "@/lib/unchanged-since";
import { useLeadMove } from "../api/leads-api";
import "../i18n";

/** A lead's notes and what happened to it, newest first, with a note to add. */
export function Activity({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation();
  const status = (s: string | null) => (s ? t(`ui.leads.statuses.${s}`) : "");
  return (
    <Card title={t("ui.leads.detail.notes")}>
      <NoteForm leadId={lead.id} />
      <ol className="flex flex-col gap-2 text-sm">
        {lead.activity.map((a) => (
          <li key={a.id} className="border-t border-line pt-2">
            <p>
              {a.kind === "status"
                ? t("ui.leads.detail.activity.status", { from: status(a.from), to: status(a.to) })
                : a.kind === "converted"
                  ? withReferences(
                      t("ui.leads.detail.activity.converted", { reference: a.body ?? "" }),
                      [a.body ?? ""],
                    )
                  : t(`ui.leads.detail.activity.${a.kind}`, { reference: a.body ?? "" })}
            </p>
            {a.kind === "note" || (a.kind === "status" && a.body) ? (
              <p className="whitespace-pre-wrap break-words">{a.body}</p>
            ) : null}
            <p className="text-xs text-fg-muted">
              {formatDateTime(a.at, i18n.language)}
              {a.actorName ? ` · ${t("ui.leads.detail.by", { name: a.actorName })}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** A note; cleared once added, unless typed in while it was on its way. */
function NoteForm({ leadId }: { leadId: string }) {
  const { t } = useTranslation();
  const move = useLeadMove(leadId);
  const form = useContractForm(leadNoteSchema, {
    defaultValues: { body: "" },
    onSubmit: async (body) => {
      const unchanged = unchangedSince(form.getValues, ["body"]);
      await move.mutateAsync({ path: "notes", body });
      if (unchanged()) form.reset();
    },
  });
  return (
    <form noValidate className="mb-4 flex flex-col gap-2" onSubmit={(e) => void form.submit(e)}>
      <TextAreaField label={t("ui.leads.detail.note")} rows={2} {...form.field("body")} />
      <FormFailure message={form.failure} />
      <div>
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
          {t("ui.leads.detail.addNote")}
        </Button>
      </div>
    </form>
  );
}
