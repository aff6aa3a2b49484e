import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { leadCsvMaxBytes } from "@portal/contract/leads/lead-options";
import type { LeadImportResult } from "@portal/contract/leads/lead-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, control } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card, PageTitle } from "@/components/ui/page";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { failureOf } from "@/lib/field-failure";
import { useImportLeads } from "../api/leads-api";
import "../i18n";

type PreviewRow = LeadImportResult["rows"][number];

function PreviewTable({ result }: { result: LeadImportResult }) {
  const { t } = useTranslation();
  const columns: DataColumn<PreviewRow>[] = [
    { id: "line", header: t("ui.leads.import.line"), align: "end", cell: (r) => r.line },
    { id: "name", header: t("ui.leads.columns.name"), cell: (r) => r.contactName || "—" },
    { id: "company", header: t("ui.leads.columns.company"), cell: (r) => r.companyName ?? "—" },
    {
      id: "problems",
      header: t("ui.leads.import.problems"),
      cell: (r) => (
        <div>
          {r.issues.length ? (
            <ul className="text-danger">
              {r.issues.map((i) => (
                <li key={`${i.field}${i.code}`}>
                  {i.field}: {t(`messages.${i.code}`, { defaultValue: i.message })}
                </li>
              ))}
            </ul>
          ) : (
            <Badge tone="success">{t("ui.leads.import.ok")}</Badge>
          )}
          {r.duplicates.length > 0 && (
            <span className="mt-1 block">
              <Badge tone="warning">{t("ui.leads.import.duplicate")}</Badge>
            </span>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label={t("ui.leads.import.rows")}
      columns={columns}
      rows={result.rows}
      rowId={(r) => String(r.line)}
      density="compact"
    />
  );
}

/** `/leads/import`: a CSV previewed row by row (errors, duplicates), then its valid rows imported. */
export function ImportPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [csv, setCsv] = useState("");
  const [tooLarge, setTooLarge] = useState(false);
  const run = useImportLeads();
  const preview = run.data && run.data.created === 0 ? run.data : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Link className="text-sm text-primary underline" to="/leads">
        {t("ui.leads.detail.back")}
      </Link>
      <PageTitle title={t("ui.leads.import.title")}>{t("ui.leads.import.intro")}</PageTitle>
      <Card>
        <Field
          id="lead-csv"
          label={t("ui.leads.import.file")}
          error={tooLarge ? t("messages.csvTooLarge") : undefined}
        >
          <input
            id="lead-csv"
            type="file"
            accept=".csv,text/csv"
            className={control}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              run.reset();
              setTooLarge(!!file && file.size > leadCsvMaxBytes);
              setCsv(file && file.size <= leadCsvMaxBytes ? await file.text() : "");
            }}
          />
        </Field>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            disabled={!csv || run.isPending}
            onClick={() => run.mutate({ csv, dryRun: true })}
          >
            {t("ui.leads.import.preview")}
          </Button>
          {preview && preview.valid > 0 && (
            <Button
              disabled={run.isPending}
              onClick={() =>
                run.mutate(
                  { csv, dryRun: false },
                  {
                    onSuccess: (r) =>
                      toast("success", t("ui.leads.import.done", { count: r.created })),
                  },
                )
              }
            >
              {t("ui.leads.import.run", { count: preview.valid })}
            </Button>
          )}
        </div>
        <div className="mt-3">
          <FormFailure message={run.error ? failureOf(run.error) : null} />
        </div>
      </Card>
      {run.data && (
        <Card title={t("ui.leads.import.rows")}>
          <p className="mb-3 text-sm" role="status">
            {run.data.created
              ? t("ui.leads.import.done", { count: run.data.created })
              : t("ui.leads.import.summary", { valid: run.data.valid, invalid: run.data.invalid })}
          </p>
          <PreviewTable result={run.data} />
        </Card>
      )}
    </div>
  );
}
