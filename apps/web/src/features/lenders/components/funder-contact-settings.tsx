import "../funder-contacts-i18n";
import { useTranslation } from "react-i18next";
import { funderContactSettingsSchema } from "@portal/contract/lenders/funder-contact-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { useContractForm } from "@/lib/contract-form";
import {
  useFunderContactSettings,
  useSaveFunderContactSettings,
  type FunderContactSettings as Settings,
} from "../api/funder-contacts-api";

/** How long the secure links to outside funders last: set by those who manage My funders. */
export function FunderContactSettings({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const settings = useFunderContactSettings();
  return (
    <Card title={t("ui.funderContacts.settings.title")}>
      <QueryState query={settings}>
        {(found) =>
          canManage ? (
            <LinkDaysForm key={found.linkDays} settings={found} />
          ) : (
            <p className="text-sm">
              {t("ui.funderContacts.settings.current", { count: found.linkDays })}
            </p>
          )
        }
      </QueryState>
    </Card>
  );
}

function LinkDaysForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const saving = useSaveFunderContactSettings();
  const form = useContractForm(funderContactSettingsSchema, {
    defaultValues: { linkDays: String(settings.linkDays) },
    onSubmit: async (input) => {
      await saving.mutateAsync(input);
      toast("success", t("ui.funderContacts.settings.saved"));
    },
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-3">
      <FormFailure message={form.failure} />
      <div className="max-w-md">
        <TextField
          label={t("ui.funderContacts.settings.linkDays")}
          hint={t("ui.funderContacts.settings.hint")}
          inputMode="numeric"
          {...form.field("linkDays")}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        disabled={form.formState.isSubmitting}
      >
        {t("ui.funderContacts.settings.save")}
      </Button>
    </form>
  );
}
