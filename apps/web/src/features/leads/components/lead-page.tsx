import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { entityTypes } from "@portal/contract/deals/deal-schemas";
import { industries } from "@portal/contract/deals/industries";
import { convertibleFrom, leadMoves } from "@portal/contract/leads/lead-options";
import type { LeadDetail } from "@portal/contract/leads/lead-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { countryName, countryOptions } from "@/lib/display-names";
import { FormFailure } from "@/components/ui/form-failure";
import { Card, PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { failureOf } from "@/lib/field-failure";
import { entityTypeLabels } from "@/lib/i18n/borrowers";
import { industryLabels } from "@/lib/i18n/industries";
import { productLabels } from "@/lib/i18n/products";
import { formatDateTime, formatMoney } from "@/lib/format";
import { useConvertLead, useLead, useLeadMove } from "../api/leads-api";
import { fieldErrorsOf } from "./field-errors";
import { LeadEdit } from "./lead-edit";
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

function Moves({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const move = useLeadMove(lead.id);
  const [reason, setReason] = useState("");
  const [losing, setLosing] = useState(false);
  const next = leadMoves[lead.status].filter((s) => s !== "lost");
  const go = (path: "status" | "assign", body: object) =>
    move.mutate(
      { path, body: { ...body, version: lead.version } },
      { onSuccess: () => toast("success", t("ui.leads.detail.moved")) },
    );
  return (
    <Card title={t("ui.leads.detail.status")}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          {next.map((s) => (
            <Button key={s} onClick={() => go("status", { to: s })} disabled={move.isPending}>
              {t("ui.leads.detail.moveTo")} {t(`ui.leads.statuses.${s}`)}
            </Button>
          ))}
          {leadMoves[lead.status].includes("lost") && !losing && (
            <Button variant="secondary" onClick={() => setLosing(true)}>
              {t("ui.leads.detail.markLost")}
            </Button>
          )}
        </div>
        {losing && (
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              go("status", { to: "lost", reason });
            }}
          >
            <TextField
              label={t("ui.leads.detail.lostReason")}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={fieldErrorsOf(move.error).reason && t("messages.reasonRequired")}
            />
            <div>
              <Button type="submit" variant="danger" disabled={move.isPending}>
                {t("ui.leads.detail.markLost")}
              </Button>
            </div>
          </form>
        )}
        {lead.assignable.length > 1 && (
          <SelectField
            label={t("ui.leads.detail.assign")}
            value={lead.assigneeId ?? ""}
            onValueChange={(value) => go("assign", { assigneeId: value })}
            placeholder={lead.assigneeId ? undefined : t("ui.leads.unassigned")}
            options={lead.assignable.map((a) => ({ value: a.userId, label: a.name || a.userId }))}
          />
        )}
        <FormFailure message={move.error ? failureOf(move.error) : null} />
      </div>
    </Card>
  );
}

function Convert({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation();
  const convert = useConvertLead(lead.id);
  const known = lead.duplicates.find((d) => d.kind === "borrower" && d.id);
  const [borrowerId, setBorrowerId] = useState("");
  const [entityType, setEntityType] = useState("");
  const [industry, setIndustry] = useState("");
  const [country, setCountry] = useState(lead.country ?? "");
  if (!convertibleFrom.includes(lead.status)) return null;
  const errors = fieldErrorsOf(convert.error);
  const err = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  return (
    <Card title={t("ui.leads.detail.convert")}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          convert.mutate({
            version: lead.version,
            ...(borrowerId
              ? { borrowerId }
              : {
                  borrower: {
                    ...(entityType ? { entityType: entityType as never } : {}),
                    ...(industry ? { industry: industry as never } : {}),
                    ...(country ? { country: country.trim().toUpperCase() } : {}),
                  },
                }),
          });
        }}
      >
        <p className="text-sm text-fg-muted">{t("ui.leads.detail.convertIntro")}</p>
        {known && (
          <SelectField
            label={t("ui.leads.detail.borrower")}
            value={borrowerId}
            onValueChange={(value) => setBorrowerId(value)}
            options={[
              { value: "", label: t("ui.leads.detail.newBorrower") },
              { value: known.id!, label: `${t("ui.leads.detail.useBorrower")}: ${known.name}` },
            ]}
          />
        )}
        {!borrowerId && (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              label={t("ui.leads.detail.entityType")}
              value={entityType}
              onValueChange={(value) => setEntityType(value)}
              placeholder={t("ui.leads.form.choose")}
              options={entityTypes.map((v) => ({ value: v, label: entityTypeLabels[v] }))}
              error={err("borrower.entityType")}
            />
            <SelectField
              label={t("ui.leads.detail.industry")}
              value={industry}
              onValueChange={(value) => setIndustry(value)}
              placeholder={t("ui.leads.form.choose")}
              options={industries.map((v) => ({ value: v, label: industryLabels[v] }))}
              error={err("borrower.industry")}
            />
            <SelectField
              label={t("ui.leads.form.country")}
              value={country}
              autoComplete="country"
              onValueChange={(value) => setCountry(value)}
              placeholder={t("ui.leads.form.choose")}
              options={countryOptions(i18n.language)}
              error={err("borrower.country")}
            />
          </div>
        )}
        <FormFailure message={convert.error ? failureOf(convert.error) : null} />
        <div>
          <Button type="submit" disabled={convert.isPending}>
            {t("ui.leads.detail.convert")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Activity({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState("");
  const move = useLeadMove(lead.id);
  const status = (s: string | null) => (s ? t(`ui.leads.statuses.${s}`) : "");
  return (
    <Card title={t("ui.leads.detail.notes")}>
      <form
        className="mb-4 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          move.mutate({ path: "notes", body: { body: note } }, { onSuccess: () => setNote("") });
        }}
      >
        <TextAreaField
          label={t("ui.leads.detail.note")}
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={fieldErrorsOf(move.error).body && t("messages.noteRequired")}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={move.isPending}>
            {t("ui.leads.detail.addNote")}
          </Button>
        </div>
      </form>
      <ol className="flex flex-col gap-2 text-sm">
        {lead.activity.map((a) => (
          <li key={a.id} className="border-t border-line pt-2">
            <p>
              {a.kind === "status"
                ? t("ui.leads.detail.activity.status", { from: status(a.from), to: status(a.to) })
                : t(`ui.leads.detail.activity.${a.kind}`, { reference: a.body ?? "" })}
            </p>
            {a.kind === "note" || (a.kind === "status" && a.body) ? (
              <p className="whitespace-pre-wrap break-words">{a.body}</p>
            ) : null}
            <p className="text-xs text-fg-muted">
              {formatDateTime(a.at, i18n.language)}
              {a.actorName ? ` · ${t("ui.leads.detail.by", { name: a.actorName })}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </Card>
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
