import "../i18n";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import { dealTransitions, needsReason, type DealStatus } from "@portal/contract/deals/deal-states";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { errorMessageKey } from "@/lib/errors";
import { useMoveDeal } from "../api/deals-api";
import { formatMoney } from "@/lib/money";
import { FactList } from "./fact-list";

/**
 * A deal: its facts, the borrower, what the route puts beside them (`panels`: documents, funders), the actions its
 * state allows and the history of how it got there.
 */
export function DealView({ deal, panels }: { deal: DealDetail; panels?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<DealStatus | null>(null);
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const move = useMoveDeal();
  const busy = move.isPending;

  async function go(to: DealStatus, why?: string) {
    setFailure(null);
    try {
      await move.mutateAsync({ id: deal.id, to, version: deal.version, reason: why });
      setPending(null);
      setReason("");
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  }

  function confirmReason(event: FormEvent) {
    event.preventDefault();
    if (pending && reason.trim()) void go(pending, reason.trim());
  }

  const facts: [string, string][] = [
    [t("ui.deals.columns.status"), t(`ui.deals.statuses.${deal.status}`)],
    [t("ui.deals.product"), t(`ui.deals.products.${deal.product}`)],
    [t("ui.deals.columns.amount"), formatMoney(deal.amountMinor, deal.currency, i18n.language)],
    [t("ui.deals.form.purpose"), deal.purpose],
    ...(deal.termMonths
      ? [[t("ui.deals.form.termMonths"), String(deal.termMonths)] as [string, string]]
      : []),
    ...(deal.monthlyRevenueMinor !== null
      ? [
          [
            t("ui.deals.form.monthlyRevenue"),
            formatMoney(deal.monthlyRevenueMinor, deal.currency, i18n.language),
          ] as [string, string],
        ]
      : []),
    ...(deal.existingAdvancesMinor !== null
      ? [
          [
            t("ui.deals.form.existingAdvances"),
            formatMoney(deal.existingAdvancesMinor, deal.currency, i18n.language),
          ] as [string, string],
        ]
      : []),
  ];
  const b = deal.borrower;
  const borrowerFacts: [string, string][] = [
    [t("ui.deals.form.legalName"), deal.borrower.legalName],
    ...(deal.borrower.tradingName
      ? [[t("ui.deals.form.tradingName"), deal.borrower.tradingName] as [string, string]]
      : []),
    [t("ui.deals.form.entityType"), t(`ui.deals.entityTypes.${deal.borrower.entityType}`)],
    [t("ui.deals.form.industry"), deal.borrower.industry],
    [t("ui.deals.form.country"), deal.borrower.country],
    ...(b.registrationNumber
      ? [[t("ui.deals.form.registrationNumber"), b.registrationNumber] as [string, string]]
      : []),
    ...(b.startDate
      ? [
          [
            t("ui.deals.form.startDate"),
            new Date(`${b.startDate}T00:00:00`).toLocaleDateString(i18n.language),
          ] as [string, string],
        ]
      : []),
    ...(b.address ? [[t("ui.deals.form.address"), b.address] as [string, string]] : []),
    ...b.owners.map(
      (o, i) =>
        [
          t("ui.deals.form.owner", { n: i + 1 }),
          [
            o.name,
            `${o.ownershipBp / 100} %`,
            o.creditScore ? `${t("ui.deals.form.creditScore")} ${o.creditScore}` : "",
          ]
            .filter(Boolean)
            .join(" · "),
        ] as [string, string],
    ),
    ...(b.property
      ? [
          [
            t("ui.deals.form.property"),
            [
              t(`ui.deals.propertyTypes.${b.property.type}`),
              b.property.address,
              formatMoney(b.property.valueMinor, deal.currency, i18n.language),
            ].join(" · "),
          ] as [string, string],
        ]
      : []),
  ];
  const moves = dealTransitions[deal.status];

  return (
    <div className="flex flex-col gap-4">
      <Card title={t("ui.deals.view.facts")}>
        <FactList facts={facts} />
      </Card>
      <Card title={t("ui.deals.form.borrower")}>
        <FactList facts={borrowerFacts} />
      </Card>
      {panels}
      <Card title={t("ui.deals.view.actions")}>
        <div className="flex flex-col gap-3">
          <FormFailure message={failure} />
          {moves.length === 0 && <p className="text-sm">{t("ui.deals.view.closed")}</p>}
          <div className="flex flex-wrap gap-2">
            {moves.map((to) => (
              <Button
                key={to}
                variant={needsReason(to) ? "secondary" : "primary"}
                disabled={busy}
                onClick={() => (needsReason(to) ? setPending(to) : void go(to))}
              >
                {t(`ui.deals.moves.${to}`)}
              </Button>
            ))}
          </div>
          {pending && (
            <form onSubmit={confirmReason} className="flex max-w-md flex-col gap-3">
              <TextField
                label={t("ui.deals.view.reason")}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                autoFocus
              />
              <div className="flex gap-2">
                <Button type="submit" disabled={busy || !reason.trim()}>
                  {t("ui.deals.view.confirm", { action: t(`ui.deals.moves.${pending}`) })}
                </Button>
                <Button variant="secondary" onClick={() => setPending(null)}>
                  {t("ui.deals.view.cancel")}
                </Button>
              </div>
            </form>
          )}
        </div>
      </Card>
      <Card title={t("ui.deals.view.history")}>
        <ol className="flex flex-col gap-2 text-sm" aria-label={t("ui.deals.view.history")}>
          {deal.history.map((h, i) => (
            <li key={i} className="flex flex-wrap gap-x-2">
              <time dateTime={h.at} className="text-fg-muted">
                {new Date(h.at).toLocaleString(i18n.language)}
              </time>
              {h.from === h.to ? (
                // A dated event that does not move the deal (e.g. "Sent to Alpha Capital").
                <span>{h.reason}</span>
              ) : (
                <span>
                  {h.from
                    ? t("ui.deals.view.moved", {
                        from: t(`ui.deals.statuses.${h.from}`),
                        to: t(`ui.deals.statuses.${h.to}`),
                      })
                    : t("ui.deals.view.created")}
                </span>
              )}
              <span className="text-fg-muted">({t(`ui.deals.sources.${h.source}`)})</span>
              {h.reason && h.from !== h.to && <span>— {h.reason}</span>}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
