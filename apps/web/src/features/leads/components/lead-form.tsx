import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { LeadCreateInput } from "@portal/contract/leads/lead-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { failureOf } from "@/lib/field-failure";
import { toMinor } from "@portal/contract/deals/money";
import { useCreateLead } from "../api/leads-api";
import { fieldErrorsOf } from "./field-errors";
import { saidAtAField, useLeadDraft } from "./lead-draft";
import { draftInput, emptyDraft, LeadFields } from "./lead-fields";

/** A lead typed in by the broker; it opens once added (with its duplicate warnings). */
export function LeadForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, set, errors, setErrors } = useLeadDraft(emptyDraft);
  const create = useCreateLead();
  return (
    <Card title={t("ui.leads.form.title")}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(draftInput(draft, toMinor) as LeadCreateInput, {
            onSuccess: (lead) => void navigate(`/leads/${lead.id}`),
            onError: (error) => setErrors(fieldErrorsOf(error)),
          });
        }}
      >
        <LeadFields draft={draft} set={set} errors={errors} withCountry />
        <FormFailure
          message={create.error && !saidAtAField(errors, true) ? failureOf(create.error) : null}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={create.isPending}>
            {t("ui.leads.form.save")}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t("ui.leads.form.cancel")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
