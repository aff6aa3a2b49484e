import { useTranslation } from "react-i18next";
import { threadMessageInputSchema } from "@portal/contract/threads/thread-schemas";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";

/** A document that can be attached: the deal's (broker) or those shared (funder). */
export interface Attachable {
  id: string;
  name: string;
}

/** Writes a message with documents attached; the contract's messages show at their fields. */
export function ThreadComposer({
  to,
  attachable,
  onSend,
}: {
  /** Who reads it: the funder's or the broker's organization. */
  to: string;
  attachable: Attachable[];
  onSend: (body: string, documentIds: string[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useContractForm(threadMessageInputSchema, {
    defaultValues: { body: "", documentIds: [] },
    onSubmit: async ({ body, documentIds }) => {
      await onSend(body, documentIds);
      form.reset({ body: "", documentIds: [] });
    },
  });
  const picked = form.watch("documentIds") ?? [];
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={form.submit}>
      <TextAreaField
        label={t("ui.threads.message", { name: to })}
        rows={3}
        {...form.field("body")}
      />
      {attachable.length > 0 ? (
        <CheckboxGroup
          legend={t("ui.threads.attach")}
          options={attachable.map((d) => ({ value: d.id, label: d.name }))}
          value={picked}
          onValueChange={(ids) => form.setValue("documentIds", ids, { shouldDirty: true })}
          error={form.field("documentIds").error}
          columns={2}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t("ui.threads.nothingToAttach")}</p>
      )}
      <FormFailure message={form.failure} />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("ui.threads.send")}
      </Button>
    </form>
  );
}
