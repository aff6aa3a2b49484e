import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { leadMoves } from "@portal/contract/leads/lead-options";
import type { LeadDetail } from "@portal/contract/leads/lead-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { countryName } from "@/lib/display-names";
import { Card, PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { productLabels } from "@/lib/i18n/products";
import { formatMoney } from "@/lib/format";
import { useLead } from "../api/leads-api";
import { Activity } from "./lead-activity";
import { Convert } from "./lead-convert";
import { LeadEdit } from "./lead-edit";
import { Moves } from "./lead-moves";
import { statusTone } from "./leads-page";
import "../i18n";

function Details({
  lead,
  title,
  onEdit,
}: {
  lead: LeadDetail;
  title: string;
  onEdit?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const rows: [string, string | null][] = [
    [t("ui.leads.form.companyName"), lead.companyName],
    [t("ui.leads.form.email"), lead.email],
    [t("ui.leads.form.phone"), lead.phone],
    [
      t("ui.leads.form.amount"),
      lead.amountMinor !== null && lead.currency
        ? formatMoney(lead.amountMinor, lead.currency, i18n.language)
        : null,
    ],
    [t("ui.leads.form.product"), lead.product ? productLabels[lead.product] : null],
    [t("ui.leads.form.purpose"), lead.purpose],
    [t("ui.leads.detail.country"), lead.country && countryName(lead.country, i18n.language)],
    [t("ui.leads.columns.source"), t(`ui.leads.sources.${lead.source}`)],
  ];
  return (
    <Card title={title}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="min-w-0 break-words">{value ?? "—"}</dd>
          </div>
        ))}
      </dl>
      {onEdit && (
        <div className="mt-4">
          <Button variant="secondary" onClick={onEdit}>
            {t("ui.leads.edit.open")}
          </Button>
        </div>
      )}
    </Card>
  );
}

function Duplicates({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  if (!lead.duplicates.length) return null;
  return (
    <div role="status" className="rounded-md border border-warning bg-warning-soft p-3 text-sm">
      <p className="font-semibold">{t("ui.leads.detail.duplicatesTitle")}</p>
      <p className="mb-2 text-fg-muted">{t("ui.leads.detail.duplicatesIntro")}</p>
      <ul className="flex flex-col gap-1">
        {lead.duplicates.map((d, i) => {
          const what = t(`ui.leads.detail.${d.kind}`);
          const on = t("ui.leads.detail.matchedOn", {
            fields: d.matchedOn.map((f) => t(`ui.leads.detail.fields.${f}`)).join(", "),
          });
          const to = d.kind === "lead" ? `/leads/${d.id}` : null;
          return (
            <li key={i}>
              {what}:{" "}
              {d.id && d.name ? (
                to ? (
                  <Link className="text-primary underline" to={to}>
                    {d.name}
                  </Link>
                ) : (
                  <span className="font-medium">{d.name}</span>
                )
              ) : (
                t("ui.leads.detail.someoneElses")
              )}{" "}
              <span className="text-fg-muted">({on})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** `/leads/{id}`: one lead, its duplicates, moves, assignment, conversion, notes and activity. */
export function LeadPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const lead = useLead(id);
  const [editing, setEditing] = useState(false);
  return (
    <QueryState query={lead}>
      {(data) => (
        <div className="flex min-w-0 flex-col gap-4">
          <Link className="text-sm text-primary underline" to="/leads">
            {t("ui.leads.detail.back")}
          </Link>
          <PageTitle title={data.contactName}>
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={statusTone(data.status)}>{t(`ui.leads.statuses.${data.status}`)}</Badge>
              {data.lostReason && t("ui.leads.detail.lostBecause", { reason: data.lostReason })}
            </span>
          </PageTitle>
          {data.dealId && (
            <div
              role="status"
              className="rounded-md border border-success bg-success-soft p-3 text-sm"
            >
              {t("ui.leads.detail.converted")}{" "}
              <Link className="font-medium text-primary underline" to={`/deals/${data.dealId}`}>
                {t("ui.leads.detail.openDeal")}
              </Link>
            </div>
          )}
          <Duplicates lead={data} />
          <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
            {editing ? (
              <div className="flex min-w-0 flex-col gap-4">
                <LeadEdit lead={data} onDone={() => setEditing(false)} Latest={Details} />
              </div>
            ) : (
              <Details
                lead={data}
                title={t("ui.leads.detail.details")}
                onEdit={data.status === "converted" ? undefined : () => setEditing(true)}
              />
            )}
            <div className="flex min-w-0 flex-col gap-4">
              {leadMoves[data.status].length > 0 && <Moves lead={data} />}
              <Convert lead={data} />
            </div>
          </div>
          <Activity lead={data} />
        </div>
      )}
    </QueryState>
  );
}
