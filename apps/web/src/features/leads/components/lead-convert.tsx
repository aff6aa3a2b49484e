import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { entityTypes } from "@portal/contract/deals/deal-schemas";
import { convertibleFrom } from "@portal/contract/leads/lead-options";
import {
  leadConvertSchema,
  type LeadConvertInput,
  type LeadDetail,
} from "@portal/contract/leads/lead-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { IndustryPicker } from "@/components/ui/industry-picker";
import { FormSelectField } from "@/components/ui/select";
import { useContractForm, type ContractForm } from "@/lib/contract-form";
import { countryOptions } from "@/lib/display-names";
import { entityTypeLabels } from "@/lib/i18n/borrowers";
import { useConvertLead } from "../api/leads-api";
import "../i18n";

/**
 * The conversion as chosen: a borrower of the organization, or the new borrower's facts the lead
 * lacks (named as the contract names them, `borrower.industry`, so its issues land at them).
 */
const convertFormSchema = (version: number) =>
  z
    .object({
      borrowerId: z.string(),
      borrower: z.object({ entityType: z.string(), industry: z.string(), country: z.string() }),
    })
    .transform(({ borrowerId, borrower }) =>
      borrowerId
        ? { version, borrowerId }
        : ({
            version,
            borrower: {
              ...(borrower.entityType ? { entityType: borrower.entityType } : {}),
              ...(borrower.industry ? { industry: borrower.industry } : {}),
              ...(borrower.country ? { country: borrower.country.trim().toUpperCase() } : {}),
            },
          } as LeadConvertInput),
    )
    .pipe(leadConvertSchema);
type ConvertForm = ContractForm<ReturnType<typeof convertFormSchema>>;

/** Converting a lead into a draft deal, for an existing borrower or a new one. */
export function Convert({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const convert = useConvertLead(lead.id);
  const known = lead.duplicates.find((d) => d.kind === "borrower" && d.id);
  const schema = useMemo(() => convertFormSchema(lead.version), [lead.version]);
  const form = useContractForm(schema, {
    defaultValues: {
      borrowerId: "",
      borrower: { entityType: "", industry: "", country: lead.country ?? "" },
    },
    onSubmit: (body) => convert.mutateAsync(body),
  });
  const borrowerId = form.watch("borrowerId");
  if (!convertibleFrom.includes(lead.status)) return null;
  return (
    <Card title={t("ui.leads.detail.convert")}>
      <form noValidate className="flex flex-col gap-3" onSubmit={(e) => void form.submit(e)}>
        <p className="text-sm text-fg-muted">{t("ui.leads.detail.convertIntro")}</p>
        {known && (
          <FormSelectField
            control={form.control}
            name="borrowerId"
            label={t("ui.leads.detail.borrower")}
            placeholder={t("ui.leads.detail.newBorrower")}
            options={[
              { value: known.id!, label: `${t("ui.leads.detail.useBorrower")}: ${known.name}` },
            ]}
          />
        )}
        {!borrowerId && <NewBorrower form={form} />}
        <FormFailure message={form.failure} />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("ui.leads.detail.convert")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The new borrower's kind of business, industry and country. */
function NewBorrower({ form }: { form: ConvertForm }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <FormSelectField
        control={form.control}
        name="borrower.entityType"
        label={t("ui.leads.detail.entityType")}
        placeholder={t("ui.leads.form.choose")}
        options={entityTypes.map((v) => ({ value: v, label: entityTypeLabels[v] }))}
        error={form.errorOf("borrower.entityType")}
      />
      <Controller
        control={form.control}
        name="borrower.industry"
        render={({ field }) => (
          <IndustryPicker
            label={t("ui.leads.detail.industry")}
            {...field}
            error={form.errorOf("borrower.industry")}
          />
        )}
      />
      <FormSelectField
        control={form.control}
        name="borrower.country"
        label={t("ui.leads.form.country")}
        autoComplete="country"
        placeholder={t("ui.leads.form.choose")}
        options={countryOptions(i18n.language)}
        error={form.errorOf("borrower.country")}
      />
    </div>
  );
}
