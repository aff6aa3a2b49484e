import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { useContractForm } from "@/lib/contract-form";
import { useCreateLead } from "../api/leads-api";
import { emptyDraft, leadCreateFormSchema } from "./lead-draft";
import { LeadFields } from "./lead-fields";

/** A lead typed in by the broker; it opens once added (with its duplicate warnings). */
export function LeadForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLead();
  const form = useContractForm(leadCreateFormSchema, {
    defaultValues: emptyDraft,
    onSubmit: async (values) => {
      const lead = await create.mutateAsync(values);
      await navigate(`/leads/${lead.id}`);
    },
  });
  return (
    <Card title={t("ui.leads.form.title")}>
      <form noValidate className="flex flex-col gap-3" onSubmit={(e) => void form.submit(e)}>
        <LeadFields form={form} withCountry />
        <FormFailure message={form.failure} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
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
