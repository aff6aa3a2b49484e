import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
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
import { useSaveWalletSettings, useWalletSettings } from "../api/wallet-api";
import { failureOf } from "@/lib/field-failure";
import "../i18n";

type Field = keyof Omit<WalletSettings, "mayChange">;

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
  const [values, setValues] = useState<Record<Field, string>>({
    teamManagerBp: percent(settings.teamManagerBp),
    countryManagerBp: percent(settings.countryManagerBp),
    generalManagerBp: percent(settings.generalManagerBp),
    clawbackDays: String(settings.clawbackDays),
  });
  const [failure, setFailure] = useState<MessageKey | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const bp = (text: string) => Math.round(Number(text.replace(",", ".")) * 100);
    const body = {
      teamManagerBp: bp(values.teamManagerBp),
      countryManagerBp: bp(values.countryManagerBp),
      generalManagerBp: bp(values.generalManagerBp),
      clawbackDays: Number(values.clawbackDays),
    };
    const parsed = walletSettingsInputSchema.safeParse(body);
    if (!parsed.success) return setFailure(parsed.error.issues[0]!.message as MessageKey);
    try {
      await save.mutateAsync(parsed.data);
      toast("success", t("ui.wallet.settings.saved"));
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  const field = (name: Field, label: string) => (
    <TextField
      key={name}
      label={label}
      inputMode="decimal"
      value={values[name]}
      readOnly={!settings.mayChange}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <p className="text-sm text-fg-muted">{t("ui.wallet.settings.intro")}</p>
      <FormFailure message={failure} />
      <div className="grid gap-3 sm:grid-cols-2">
        {overrideLevels.map((level) =>
          field(overrideSettingOf[level], t(`ui.wallet.settings.${level}`)),
        )}
        {field("clawbackDays", t("ui.wallet.settings.clawbackDays"))}
      </div>
      {settings.mayChange ? (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t("ui.wallet.settings.save")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t("ui.wallet.settings.readOnly")}</p>
      )}
    </form>
  );
}
