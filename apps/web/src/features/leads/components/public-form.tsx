import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { honeypotField } from "@portal/contract/leads/lead-options";
import type { PublicLeadForm } from "@portal/contract/leads/lead-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { PageTitle, Spinner } from "@/components/ui/page";
import { ApiError } from "@/lib/api-client";
import { useContractForm } from "@/lib/contract-form";
import { errorMessageKey } from "@/lib/errors";
import { readPublicForm, sendPublicForm } from "../api/leads-api";
import { emptyDraft, publicFormSchema } from "./lead-draft";
import { LeadFields } from "./lead-fields";
import "../i18n";

/**
 * A broker's quick-application form (`/apply/{token}`), for a client without an account: outside
 * the signed-in shell and its query cache. The hidden field is the honeypot (docs/decisions/044).
 */
export function PublicLeadFormPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PublicLeadForm | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const load = (signal?: AbortSignal) =>
    readPublicForm(token, signal).then(setForm, (e: unknown) => {
      if (!signal?.aborted) setMissing(e instanceof ApiError && e.status === 404);
      if (!signal?.aborted && !(e instanceof ApiError && e.status === 404)) setError(e);
    });
  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per link
  }, [token]);
  if (missing)
    return (
      <p role="alert" className="rounded-md border border-danger bg-danger-soft p-4 text-sm">
        {t("ui.leads.apply.notFound")}
      </p>
    );
  if (!form)
    return error ? (
      <FormFailure message={errorMessageKey(error)} />
    ) : (
      <Spinner label={t("ui.loading")} />
    );
  const broker = form.brokerName || form.organizationName;
  if (sent)
    return (
      <div role="status" className="rounded-md border border-success bg-success-soft p-4">
        {t("ui.leads.apply.sent", { broker })}
      </div>
    );
  return (
    <ApplicationForm
      token={token}
      shown={form}
      onSent={() => setSent(true)}
      onStale={() => void load()}
    />
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
