import "../inbox-i18n";
import "@/lib/i18n/field-messages";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import {
  funderSettingsSchema,
  type FunderSettings,
} from "@portal/contract/submissions/inbox-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { useContractForm } from "@/lib/contract-form";
import { useFunderSettings, useSaveFunderSettings } from "../api/inbox-api";

/** The target as typed: blank for none, else whole hours as the contract checks them. */
const targetFormSchema = z
  .object({ responseTargetHours: z.string() })
  .transform(({ responseTargetHours }) => ({
    // The contract coerces the typed hours to a number (and refuses what is not one).
    responseTargetHours: (responseTargetHours.trim() === ""
      ? null
      : responseTargetHours.trim()) as unknown,
  }))
  .pipe(funderSettingsSchema);

/**
 * The funder's response target in Settings: how fast its team means to answer, in hours, which
 * the inbox's clocks run against. Changed by owners and admins (`mayChange`), read by everyone.
 */
export function InboxSettingsCard({ mayChange }: { mayChange: boolean }) {
  const { t } = useTranslation();
  const settings = useFunderSettings();
  return (
    <Card title={t("ui.inbox.settings.title")} className="mt-6">
      <QueryState query={settings}>
        {(s) => <TargetForm settings={s} mayChange={mayChange} />}
      </QueryState>
    </Card>
  );
}

function TargetForm({ settings, mayChange }: { settings: FunderSettings; mayChange: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveFunderSettings();
  const form = useContractForm(targetFormSchema, {
    defaultValues: {
      responseTargetHours:
        settings.responseTargetHours === null ? "" : String(settings.responseTargetHours),
    },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast("success", t("ui.inbox.settings.saved"));
    },
  });
  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} className="flex flex-col gap-3">
      <FormFailure message={form.failure} />
      <TextField
        label={t("ui.inbox.settings.hours")}
        hint={mayChange ? t("ui.inbox.settings.hint") : t("ui.inbox.settings.readOnly")}
        inputMode="numeric"
        readOnly={!mayChange}
        {...form.field("responseTargetHours")}
      />
      {mayChange && (
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("ui.inbox.settings.save")}
          </Button>
        </div>
      )}
    </form>
  );
}
