import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { honeypotField } from "@portal/contract/leads/lead-options";
import type { PublicLeadForm } from "@portal/contract/leads/lead-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { ApiError } from "@/lib/api-client";
import { useContractForm } from "@/lib/contract-form";
import { sendPublicForm, usePublicLeadForm } from "../api/leads-api";
import { emptyDraft, publicFormSchema } from "./lead-draft";
import { LeadFields } from "./lead-fields";
import "../i18n";

/**
 * A broker's quick-application form (`/apply/{token}`), for a client without an account: outside
 * the signed-in shell, read through the public pages' query cache. A link that is not valid any
 * more (404) says so, with no Retry: asking again would not change it. The hidden field is the
 * honeypot (docs/decisions/044).
 */
export function PublicLeadFormPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = usePublicLeadForm(token);
  const [sent, setSent] = useState(false);
  if (form.error instanceof ApiError && form.error.status === 404)
    return (
      <p role="alert" className="rounded-md border border-danger bg-danger-soft p-4 text-sm">
        {t("ui.leads.apply.notFound")}
      </p>
    );
  return (
    <QueryState query={form}>
      {(shown) =>
        sent ? (
          <div role="status" className="rounded-md border border-success bg-success-soft p-4">
            {t("ui.leads.apply.sent", { broker: shown.brokerName || shown.organizationName })}
          </div>
        ) : (
          <ApplicationForm
            token={token}
            shown={shown}
            onSent={() => setSent(true)}
            onStale={() => void form.refetch()}
          />
        )
      }
    </QueryState>
  );
}

/** The application itself, at the token the form was shown with (read again when it is stale). */
function ApplicationForm({
  token,
  shown,
  onSent,
  onStale,
}: {
  token: string;
  shown: PublicLeadForm;
  onSent: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const [trap, setTrap] = useState("");
  const schema = useMemo(
    () => publicFormSchema({ formToken: shown.formToken, trap }),
    [shown.formToken, trap],
  );
  const form = useContractForm(schema, {
    defaultValues: emptyDraft,
    onSubmit: async (values) => {
      try {
        await sendPublicForm(token, values);
      } catch (error) {
        // A form kept open too long: its token is read again, and sending again goes through.
        if (error instanceof ApiError && error.issues.some((i) => i.path === "formToken"))
          onStale();
        throw error;
      }
      onSent();
    },
  });
  const broker = shown.brokerName || shown.organizationName;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void form.submit(e)}>
      <PageTitle title={t("ui.leads.apply.title")}>
        {t("ui.leads.apply.intro", { broker, organization: shown.organizationName })}
      </PageTitle>
      <p className="text-sm text-fg-muted">{t("ui.leads.apply.contactHint")}</p>
      <LeadFields form={form} />
      <div aria-hidden className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label>
          {t("ui.leads.apply.website")}
          <input
            tabIndex={-1}
            autoComplete="off"
            name={honeypotField}
            value={trap}
            onChange={(e) => setTrap(e.target.value)}
          />
        </label>
      </div>
      {/* A refusal no field shows (the form's token, the connection) is said above the button. */}
      <FormFailure message={form.failure} />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("ui.leads.apply.send")}
        </Button>
      </div>
    </form>
  );
}
