import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { WalletPerson } from "@portal/contract/wallet/wallet-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { useToast } from "@/components/ui/toast";
import { useContractForm } from "@/lib/contract-form";
import { unchangedSince } from "@/lib/unchanged-since";
import "@/lib/i18n/field-messages";
import {
  useRecordClawback,
  useRecordCorrection,
  useRecordPayout,
  useRecordReceived,
} from "../api/wallet-api";
import { RecordFields } from "./record-fields";
import { recordFormSchema, type RecordCall } from "./record-schema";
import "../i18n";

type Option = { value: string; label: string };
/** An entry picked in the table to correct. */
export interface Prefill {
  correctsId: string;
  currency: string;
}

/** The one call each kind makes. */
function useRecordCall() {
  const received = useRecordReceived();
  const paid = useRecordPayout();
  const clawback = useRecordClawback();
  const correction = useRecordCorrection();
  return async (call: RecordCall) => {
    if (call.action === "received") await received.mutateAsync(call);
    if (call.action === "clawback") await clawback.mutateAsync(call);
    if (call.action === "paid") await paid.mutateAsync(call.body);
    if (call.action === "correction") await correction.mutateAsync(call.body);
  };
}

/** Recording money (owners and admins; the server refuses anyone else): one form, four kinds. */
export function RecordForm({
  people,
  currencies,
  deals,
  prefill,
}: {
  people: WalletPerson[];
  currencies: string[];
  deals: Option[];
  prefill: Prefill | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const record = useRecordCall();
  const form = useContractForm(recordFormSchema, {
    defaultValues: {
      action: prefill ? "correction" : "received",
      dealId: deals[0]?.value ?? "",
      correctsId: prefill?.correctsId ?? "",
      beneficiaryId: people[0]?.userId ?? "",
      currency: prefill?.currency ?? currencies[0]!,
      reason: "defaulted",
      amountMinor: "",
      note: "",
    },
    onSubmit: async (call) => {
      const sameAmount = unchangedSince(form.getValues, ["amountMinor"]);
      const sameNote = unchangedSince(form.getValues, ["note"]);
      await record(call);
      // Cleared once recorded, unless typed again meanwhile (the next entry is never lost).
      if (sameAmount()) form.resetField("amountMinor");
      if (sameNote()) form.resetField("note");
      toast("success", t("ui.wallet.record.done"));
    },
  });

  // The deals come with the entries, which may arrive after the form: the first is chosen then.
  const firstDeal = deals[0]?.value;
  useEffect(() => {
    if (firstDeal && !form.getValues("dealId")) form.setValue("dealId", firstDeal);
  }, [firstDeal, form]);

  return (
    <form
      noValidate
      onSubmit={(e) => void form.submit(e)}
      className="grid min-w-0 gap-3 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormFailure message={form.failure} />
      </div>
      <RecordFields form={form} people={people} currencies={currencies} deals={deals} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("ui.wallet.record.submit")}
        </Button>
      </div>
    </form>
  );
}
