import "../i18n";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatDay } from "@/lib/dates";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import { brokerMoves, needsReason, type DealStatus } from "@portal/contract/deals/deal-states";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { Stepper } from "@/components/ui/stepper";
import { errorMessageKey } from "@/lib/errors";
import { trainingRequiredOf } from "@/lib/training";
import { TrainingRequiredNotice } from "@/components/training-required";
import type { TrainingRequired } from "@portal/contract/learn/training-required";
import { useMoveDeal } from "../api/deals-api";
import { countryName } from "@/lib/display-names";
import { advanceFacts } from "@/lib/advances";
import { regionName, useRegions } from "@/lib/regions";
import { dscrBp } from "@portal/contract/deals/dscr";
import { formatMoney } from "@/lib/money";
import { joinFacts } from "@/lib/i18n/join-facts";
import { DealStatusBadge } from "./deal-status-badge";
import { FactList } from "./fact-list";

/** The pipeline's stages in order, for the stepper; an exit shows at the stage the deal left from. */
const stages = ["draft", "submitted", "in_review", "proposals", "accepted", "funded"] as const;

/** The stage a deal stands at, or stopped at when it ended (withdrawn, declined, lost). */
export function stageOf(deal: Pick<DealDetail, "status" | "history">): DealStatus {
  if ((stages as readonly string[]).includes(deal.status)) return deal.status;
  const exit = deal.history.findLast((h) => h.to === deal.status && h.from !== h.to);
  return exit?.from ?? "draft";
}

/** The deal's name, amount, status and where it stands in the pipeline. */
export function DealHeader({ deal, actions }: { deal: DealDetail; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const ended = !(stages as readonly string[]).includes(deal.status);
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
        <span className="text-lg font-semibold text-fg tabular-nums">
          {formatMoney(deal.amountMinor, deal.currency, i18n.language)}
        </span>
        <span>{t(`ui.deals.products.${deal.product}`)}</span>
        <DealStatusBadge status={deal.status} />
        {actions}
      </div>
      <Stepper
        label={t("ui.deals.view.stages")}
        steps={stages.map((id) => ({ id, label: t(`ui.deals.statuses.${id}`) }))}
        current={stageOf(deal)}
        ended={ended ? t(`ui.deals.statuses.${deal.status}`) : undefined}
      />
    </div>
  );
}

/** A deal's facts, its borrower, and the moves the broker may make from where it stands. */
export function DealOverview({ deal }: { deal: DealDetail }) {
  const { t, i18n } = useTranslation();
  const regions = useRegions(!!deal.borrower.region);
  const [pending, setPending] = useState<DealStatus | null>(null);
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<MessageKey | null>(null);
  // A refusal by the training gate names the course to pass (docs/decisions/040-training-gate.md).
  const [training, setTraining] = useState<TrainingRequired | null>(null);
  const move = useMoveDeal();
  const busy = move.isPending;

  async function go(to: DealStatus, why?: string) {
    setFailure(null);
    setTraining(null);
    try {
      await move.mutateAsync({ id: deal.id, to, version: deal.version, reason: why });
      setPending(null);
      setReason("");
    } catch (error) {
      setTraining(trainingRequiredOf(error));
      setFailure(errorMessageKey(error));
    }
  }

  function confirmReason(event: FormEvent) {
    event.preventDefault();
    if (pending && reason.trim()) void go(pending, reason.trim());
  }

  const money = (minor: number) => formatMoney(minor, deal.currency, i18n.language);
  const coverage = dscrBp({
    monthlyIncomeMinor: deal.borrower.property?.monthlyIncomeMinor,
    amountMinor: deal.amountMinor,
    termMonths: deal.termMonths,
    rateBp: deal.interestRateBp,
  });
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
    ...(deal.interestRateBp !== null
      ? [[t("ui.deals.form.interestRate"), `${deal.interestRateBp / 100} %`] as [string, string]]
      : []),
    ...advanceFacts(deal, money, t),
    ...(coverage !== undefined
      ? [[t("ui.deals.form.dscr"), `${(coverage / 10_000).toFixed(2)}x`] as [string, string]]
      : []),
  ];
  const b = deal.borrower;
  const borrowerFacts: [string, string][] = [
    [t("ui.deals.form.legalName"), deal.borrower.legalName],
    ...(deal.borrower.tradingName
      ? [[t("ui.deals.form.tradingName"), deal.borrower.tradingName] as [string, string]]
      : []),
    [t("ui.deals.form.entityType"), t(`ui.deals.entityTypes.${deal.borrower.entityType}`)],
    [t("ui.deals.form.industry"), t(`ui.deals.industries.${deal.borrower.industry}`)],
    [
      t("ui.deals.form.country"),
      [countryName(b.country, i18n.language), b.region && regionName(regions, b.region)]
        .filter(Boolean)
        .join(" · "),
    ],
    ...(b.registrationNumber
      ? [[t("ui.deals.form.registrationNumber"), b.registrationNumber] as [string, string]]
      : []),
    ...(b.startDate
      ? [[t("ui.deals.form.startDate"), formatDay(b.startDate, i18n.language)] as [string, string]]
      : []),
    ...(b.address ? [[t("ui.deals.form.address"), b.address] as [string, string]] : []),
    ...b.owners.map(
      (o, i) =>
        [
          t("ui.deals.form.owner", { n: i + 1 }),
          joinFacts(
            [
              o.name,
              `${o.ownershipBp / 100} %`,
              o.creditScore ? `${t("ui.deals.form.creditScore")} ${o.creditScore}` : "",
            ].filter(Boolean),
            i18n.dir() === "rtl",
          ),
        ] as [string, string],
    ),
    ...(b.property
      ? [
          [
            t("ui.deals.form.property"),
            joinFacts(
              [
                t(`ui.deals.propertyTypes.${b.property.type}`),
                b.property.address,
                formatMoney(b.property.valueMinor, deal.currency, i18n.language),
                b.property.monthlyIncomeMinor !== undefined
                  ? `${t("ui.deals.form.propertyIncome")} ${money(b.property.monthlyIncomeMinor)}`
                  : "",
              ].filter(Boolean),
              i18n.dir() === "rtl",
            ),
          ] as [string, string],
        ]
      : []),
  ];
  const moves = brokerMoves(deal.status);

  return (
    <div className="flex flex-col gap-4">
      <Card title={t("ui.deals.view.facts")}>
        <FactList facts={facts} />
      </Card>
      <Card title={t("ui.deals.form.borrower")}>
        <FactList facts={borrowerFacts} />
      </Card>
      <Card title={t("ui.deals.view.actions")}>
        <div className="flex flex-col gap-3">
          {training ? (
            <TrainingRequiredNotice training={training} />
          ) : (
            <FormFailure message={failure} />
          )}
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
    </div>
  );
}

/** How the deal got where it is: each move, who made it from where, and dated events. */
export function DealHistory({ deal }: { deal: DealDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t("ui.deals.view.history")}>
      <ol className="flex flex-col gap-2 text-sm" aria-label={t("ui.deals.view.history")}>
        {deal.history.map((h, i) => (
          <li key={i} className="flex flex-wrap gap-x-2">
            <time dateTime={h.at} className="text-fg-muted">
              {formatDateTime(h.at, i18n.language)}
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
  );
}
