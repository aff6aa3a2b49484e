import { useTranslation } from "react-i18next";
import { z } from "zod";
import { overrideLevels } from "@portal/contract/wallet/wallet-options";
import {
  overrideSettingOf,
  walletSettingsInputSchema,
  type WalletSettings,
} from "@portal/contract/wallet/wallet-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import "@/lib/i18n/field-messages";
import { useContractForm } from "@/lib/contract-form";
import { useSaveWalletSettings, useWalletSettings } from "../api/wallet-api";
import "../i18n";

type Field = keyof Omit<WalletSettings, "mayChange">;

/** A percentage as typed ("2.5", "2,5") in basis points; anything else is no whole number. */
const basisPoints = (text: string) => Math.round(Number(text.replace(",", ".")) * 100);

/** The settings as typed, read as the contract's numbers and checked by it. */
const settingsFormSchema = z
  .object({
    teamManagerBp: z.string(),
    countryManagerBp: z.string(),
    generalManagerBp: z.string(),
    clawbackDays: z.string(),
  })
  .transform((typed) => ({
    teamManagerBp: basisPoints(typed.teamManagerBp),
    countryManagerBp: basisPoints(typed.countryManagerBp),
    generalManagerBp: basisPoints(typed.generalManagerBp),
    clawbackDays: Number(typed.clawbackDays),
  }))
  .pipe(walletSettingsInputSchema);

/** The organization's commission rules in Settings: changed by owners and admins, read by everyone. */
export function WalletSettingsCard() {
  const { t } = useTranslation();
  const settings = useWalletSettings();
  return (
    <Card title={t("ui.wallet.settings.title")} className="mt-6">
      <QueryState query={settings}>{(s) => <SettingsForm settings={s} />}</QueryState>
    </Card>
  );
}

function SettingsForm({ settings }: { settings: WalletSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveWalletSettings();
  const percent = (bp: number) => String(bp / 100);
  const form = useContractForm(settingsFormSchema, {
    defaultValues: {
      teamManagerBp: percent(settings.teamManagerBp),
      countryManagerBp: percent(settings.countryManagerBp),
      generalManagerBp: percent(settings.generalManagerBp),
      clawbackDays: String(settings.clawbackDays),
    },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast("success", t("ui.wallet.settings.saved"));
    },
  });

  const field = (name: Field, label: string) => (
    <TextField
      key={name}
      label={label}
      inputMode="decimal"
      readOnly={!settings.mayChange}
      {...form.field(name)}
    />
  );
  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} className="flex flex-col gap-3">
      <p className="text-sm text-fg-muted">{t("ui.wallet.settings.intro")}</p>
      <FormFailure message={form.failure} />
      <div className="grid gap-3 sm:grid-cols-2">
        {overrideLevels.map((level) =>
          field(overrideSettingOf[level], t(`ui.wallet.settings.${level}`)),
        )}
        {field("clawbackDays", t("ui.wallet.settings.clawbackDays"))}
      </div>
      {settings.mayChange ? (
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("ui.wallet.settings.save")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t("ui.wallet.settings.readOnly")}</p>
      )}
    </form>
  );
}
