import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { honeypotField } from "@portal/contract/leads/lead-options";
import {
  publicLeadSchema,
  type PublicLeadForm,
  type PublicLeadInput,
} from "@portal/contract/leads/lead-schemas";
import { Button } from "@/components/ui/button";
import { useFocusFirstError } from "@/components/ui/focus-first-error";
import { FormFailure } from "@/components/ui/form-failure";
import { PageTitle, Spinner } from "@/components/ui/page";
import { ApiError } from "@/lib/api-client";
import { failureOf } from "@/lib/field-failure";
import { toMinor } from "@portal/contract/deals/money";
import { readPublicForm, sendPublicForm } from "../api/leads-api";
import { fieldErrorsOf, fieldErrorsOfIssues } from "./field-errors";
import { saidAtAField, useLeadDraft } from "./lead-draft";
import { draftInput, emptyDraft, LeadFields } from "./lead-fields";
import "../i18n";

/**
 * A broker's quick-application form (`/apply/{token}`), for a client without an account: outside
 * the signed-in shell and its query cache. The hidden field is the honeypot (docs/decisions/044).
 */
export function PublicLeadFormPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PublicLeadForm | null>(null);
  const [missing, setMissing] = useState(false);
  const { draft, set, errors, setErrors } = useLeadDraft(emptyDraft);
  const [trap, setTrap] = useState("");
  const [error, setError] = useState<unknown>(null);
  // Every field's error at its field: the form's own check first, then the server's.
  const formRef = useFocusFirstError(errors);
  const [sending, setSending] = useState(false);
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
    return error ? <FormFailure message={failureOf(error)} /> : <Spinner label={t("ui.loading")} />;
  const broker = form.brokerName || form.organizationName;
  if (sent)
    return (
      <div role="status" className="rounded-md border border-success bg-success-soft p-4">
        {t("ui.leads.apply.sent", { broker })}
      </div>
    );
  // A refusal the fields do not show (the form's token, the connection) is said above the button.
  const unshown = error !== null && !saidAtAField(errors, false);
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        // The currency is always sent: the select shows one, and the amount is asked for.
        const body = {
          ...draftInput(draft, toMinor),
          currency: draft.currency,
          formToken: form.formToken,
          [honeypotField]: trap,
        };
        const checked = publicLeadSchema.safeParse(body);
        if (!checked.success) return setErrors(fieldErrorsOfIssues(checked.error.issues));
        setErrors({});
        setSending(true);
        sendPublicForm(token, body as PublicLeadInput).then(
          () => setSent(true),
          (err: unknown) => {
            const refused = fieldErrorsOf(err);
            setError(err);
            setErrors(refused);
            setSending(false);
            if (refused.formToken) void load();
          },
        );
      }}
    >
      <PageTitle title={t("ui.leads.apply.title")}>
        {t("ui.leads.apply.intro", { broker, organization: form.organizationName })}
      </PageTitle>
      <p className="text-sm text-fg-muted">{t("ui.leads.apply.contactHint")}</p>
      <LeadFields draft={draft} set={set} errors={errors} />
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
      <FormFailure message={unshown ? failureOf(error) : null} />
      <div>
        <Button type="submit" disabled={sending}>
          {t("ui.leads.apply.send")}
        </Button>
      </div>
    </form>
  );
}
