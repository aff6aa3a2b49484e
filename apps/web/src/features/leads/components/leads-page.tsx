import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { leadSources, leadStatuses } from "@portal/contract/leads/lead-options";
import type { LeadPage } from "@portal/contract/leads/lead-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatDate, formatMoney } from "@/lib/format";
import { exportLeads, useLeads } from "../api/leads-api";
import { LeadForm } from "./lead-form";
import { LeadLinkCard } from "./lead-link";
import "../i18n";

const filterNames = ["status", "source", "assignee"] as const;

function Filters({ assignees }: { assignees: LeadPage["assignees"] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete("page");
    setParams(next, { replace: true });
  };
  const any = t("ui.leads.filters.any");
  return (
    // The filters live in the address (each change applies at once): no form to send.
    <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t("ui.leads.filters.label")}</legend>
      <SelectField
        label={t("ui.leads.filters.status")}
        value={params.get("status") ?? ""}
        onValueChange={(value) => set("status", value)}
        placeholder={any}
        options={leadStatuses.map((s) => ({ value: s, label: t(`ui.leads.statuses.${s}`) }))}
      />
      <SelectField
        label={t("ui.leads.filters.source")}
        value={params.get("source") ?? ""}
        onValueChange={(value) => set("source", value)}
        placeholder={any}
        options={leadSources.map((s) => ({ value: s, label: t(`ui.leads.sources.${s}`) }))}
      />
      <SelectField
        label={t("ui.leads.filters.assignee")}
        value={params.get("assignee") ?? ""}
        onValueChange={(value) => set("assignee", value)}
        placeholder={any}
        options={[
          ...assignees.map((a) => ({ value: a.userId, label: a.name || a.userId })),
          { value: "none", label: t("ui.leads.unassigned") },
        ]}
      />
    </fieldset>
  );
}

export const statusTone = (status: string) =>
  status === "converted"
    ? "success"
    : status === "lost"
      ? "neutral"
      : status === "qualified"
        ? "info"
        : "warning";

type LeadRow = LeadPage["items"][number];

/** The leads as rows; one card per lead on a phone (each cell led by its column's name). */
/** The leads; with none and no filter, the one way in: adding a lead (`onAdd`). */
function LeadsTable({ data, onAdd }: { data: LeadPage; onAdd?: () => void }) {
  const { t, i18n } = useTranslation();
  const header = (c: string) => t(`ui.leads.columns.${c}`);
  const columns: DataColumn<LeadRow>[] = [
    {
      id: "name",
      header: header("name"),
      className: "break-words",
      cell: (l) => (
        <div className="min-w-0">
          <Link className="font-medium text-primary underline" to={`/leads/${l.id}`}>
            {l.contactName}
          </Link>
          {l.duplicateCount > 0 && (
            <span className="mt-1 block">
              <Badge tone="warning">{t("ui.leads.duplicates", { count: l.duplicateCount })}</Badge>
            </span>
          )}
        </div>
      ),
    },
    {
      id: "company",
      header: header("company"),
      className: "break-words",
      cell: (l) => l.companyName ?? "—",
    },
    {
      id: "status",
      header: header("status"),
      cell: (l) => <Badge tone={statusTone(l.status)}>{t(`ui.leads.statuses.${l.status}`)}</Badge>,
    },
    {
      id: "source",
      header: header("source"),
      className: "sm:whitespace-nowrap",
      cell: (l) => t(`ui.leads.sources.${l.source}`),
    },
    {
      id: "amount",
      header: header("amount"),
      align: "end",
      className: "whitespace-nowrap",
      cell: (l) =>
        l.amountMinor !== null && l.currency
          ? formatMoney(l.amountMinor, l.currency, i18n.language)
          : "—",
    },
    {
      id: "assignee",
      header: header("assignee"),
      className: "break-words",
      cell: (l) => l.assigneeName ?? t("ui.leads.unassigned"),
    },
    {
      id: "created",
      header: header("created"),
      className: "whitespace-nowrap",
      cell: (l) => formatDate(l.createdAt, i18n.language),
    },
  ];
  return (
    <DataTable
      label={t("ui.leads.table")}
      columns={columns}
      rows={data.items}
      rowId={(l) => l.id}
      empty={t(onAdd ? "ui.leads.noneYet" : "ui.leads.none")}
      emptyAction={onAdd && <Button onClick={onAdd}>{t("ui.leads.add")}</Button>}
    />
  );
}

/** Previous / next; past a bound the API stops counting (`totalIsCapped`): "of 50+", always a next. */
function Pager({ data }: { data: LeadPage }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const last = !data.totalIsCapped && data.page >= pages;
  if (data.page <= 1 && last) return null;
  const go = (to: number) => {
    const next = new URLSearchParams(params);
    if (to > 1) next.set("page", String(to));
    else next.delete("page");
    setParams(next, { replace: true });
  };
  return (
    <nav className="mt-3 flex flex-wrap items-center gap-3" aria-label={t("ui.leads.table")}>
      <Button variant="secondary" disabled={data.page <= 1} onClick={() => go(data.page - 1)}>
        {t("ui.leads.previous")}
      </Button>
      <span className="text-sm">
        {t(data.totalIsCapped ? "ui.leads.pageOfAtLeast" : "ui.leads.pageOf", {
          page: data.page,
          pages,
        })}
      </span>
      <Button variant="secondary" disabled={last} onClick={() => go(data.page + 1)}>
        {t("ui.leads.next")}
      </Button>
    </nav>
  );
}

/** `/leads`: the leads the broker sees, filtered in the address; adding, import, export, the link. */
export function LeadsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const query = new URLSearchParams(
    [...filterNames, "page"].flatMap((n) => (params.get(n) ? [[n, params.get(n)!]] : [])),
  ).toString();
  const exportQuery = new URLSearchParams(
    filterNames.flatMap((n) => (params.get(n) ? [[n, params.get(n)!]] : [])),
  ).toString();
  const leads = useLeads(query);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setAdding(true)} disabled={adding}>
          {t("ui.leads.add")}
        </Button>
        <Link
          to="/leads/import"
          className="inline-flex items-center rounded-md border border-line bg-surface px-4 py-2 text-sm font-medium text-fg hover:bg-muted"
        >
          {t("ui.leads.importCsv")}
        </Link>
        <Button variant="secondary" onClick={() => void exportLeads(exportQuery)}>
          {t("ui.leads.exportCsv")}
        </Button>
      </div>
      {adding && <LeadForm onDone={() => setAdding(false)} />}
      <QueryState query={leads}>
        {(data) => (
          <Card title={t("ui.leads.table")}>
            <div className="flex flex-col gap-4">
              <Filters assignees={data.assignees} />
              <LeadsTable
                data={data}
                onAdd={
                  filterNames.some((n) => params.get(n)) || adding
                    ? undefined
                    : () => setAdding(true)
                }
              />
              <Pager data={data} />
            </div>
          </Card>
        )}
      </QueryState>
      <LeadLinkCard />
    </div>
  );
}
