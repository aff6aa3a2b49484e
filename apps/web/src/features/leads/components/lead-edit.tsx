import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LeadDetail, LeadUpdateInput } from "@portal/contract/leads/lead-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useContractForm } from "@/lib/contract-form";
import { useLead, useUpdateLead } from "../api/leads-api";
import { draftOf, leadEditFormSchema } from "./lead-draft";
import { LeadFields } from "./lead-fields";

const isConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === "version_conflict";

/**
 * Editing a lead's details, at the version it was opened with. When someone changed the lead
 * meanwhile (409), the draft stays as typed, the latest details are read again and shown beside
 * it, and saving again applies the draft over them.
 */
export function LeadEdit({
  lead,
  onDone,
  Latest,
}: {
  lead: LeadDetail;
  onDone: () => void;
  /** How the lead's saved details are shown (the page's details card). */
  Latest: (props: { lead: LeadDetail; title: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [version, setVersion] = useState(lead.version);
  const [conflict, setConflict] = useState(false);
  const update = useUpdateLead(lead.id);
  const fresh = useLead(lead.id);
  const form = useContractForm(leadEditFormSchema, {
    defaultValues: draftOf(lead),
    onSubmit: async (values) => {
      setConflict(false);
      try {
        await update.mutateAsync({ ...values, version } as LeadUpdateInput);
      } catch (error) {
        if (!isConflict(error)) throw error;
        // Changed meanwhile: what was typed stays, beside the latest, to save over it.
        const latest = await fresh.refetch();
        if (latest.data) setVersion(latest.data.version);
        setConflict(true);
        return;
      }
      toast("success", t("ui.leads.edit.saved"));
      onDone();
    },
  });
  return (
    <>
      <Card title={t("ui.leads.edit.title")}>
        <form noValidate className="flex flex-col gap-3" onSubmit={(e) => void form.submit(e)}>
          {conflict && (
            <div
              role="alert"
              className="rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm text-fg"
            >
              {t("ui.leads.edit.conflict")}
            </div>
          )}
          <LeadFields form={form} withCountry />
          <FormFailure message={form.failure} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t("ui.leads.edit.save")}
            </Button>
            <Button variant="secondary" onClick={onDone}>
              {t("ui.leads.form.cancel")}
            </Button>
          </div>
        </form>
      </Card>
      {conflict && fresh.data && <Latest lead={fresh.data} title={t("ui.leads.edit.latest")} />}
    </>
  );
}
