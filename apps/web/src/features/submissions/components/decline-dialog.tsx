import "../i18n";
import "../inbox-i18n";
import { useTranslation } from "react-i18next";
import {
  declineReasons,
  declineSchema,
  type DeclineInput,
} from "@portal/contract/submissions/inbox-schemas";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormFailure } from "@/components/ui/form-failure";
import { FormSelectField } from "@/components/ui/select";
import { TextAreaField } from "@/components/ui/textarea-field";
import { useContractForm } from "@/lib/contract-form";

/**
 * Declining one deal or several: a reason from the list (the broker reads it, worded in their
 * language) and a note, needed when the reason is Other. The contract's `declineSchema` checks
 * both here as the API does. `onDecline` sends it; a refusal stays in the dialog.
 */
export function DeclineDialog({
  open,
  onOpenChange,
  title,
  onDecline,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onDecline: (input: DeclineInput) => Promise<unknown>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      {/* Mounted while open only: each opening starts blank. */}
      {open && <DeclineForm onCancel={() => onOpenChange(false)} onDecline={onDecline} />}
    </Dialog>
  );
}

function DeclineForm({
  onCancel,
  onDecline,
}: {
  onCancel: () => void;
  onDecline: (input: DeclineInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useContractForm(declineSchema, {
    defaultValues: { reason: "" as DeclineInput["reason"], note: "" },
    onSubmit: async ({ reason, note }) => {
      await onDecline(note ? { reason, note } : { reason });
    },
  });
  const other = form.watch("reason") === "other";
  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} className="flex flex-col gap-3">
      <FormFailure message={form.failure} />
      <FormSelectField
        control={form.control}
        name="reason"
        label={t("ui.inbox.decline.reason")}
        hint={t("ui.inbox.decline.reasonHint")}
        error={form.errorOf("reason")}
        required
        options={declineReasons.map((r) => ({
          value: r,
          label: t(`ui.submissions.declineReasons.${r}`),
        }))}
      />
      <TextAreaField
        label={t("ui.inbox.decline.note")}
        hint={t("ui.inbox.decline.noteHint")}
        required={other}
        {...form.field("note")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          {t("ui.inbox.decline.cancel")}
        </Button>
        <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
          {t("ui.inbox.decline.confirm")}
        </Button>
      </div>
    </form>
  );
}
