import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "react-i18next";
import type {
  StatementDocument,
  StatementExcludedDeposit,
  StatementPosition,
  StatementSummary,
} from "@portal/contract/statements/statement-schemas";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatDate, formatFactor, formatMoney, formatNumber } from "@/lib/format";
import type { StatementsScope } from "../api/keys";
import { FiguresTable } from "./figures-table";
import { LinesButton } from "./lines-dialog";
import { fileNameOf, warningWords } from "./statement-words";
import "../i18n";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-labelledby={id}>
      <h3 id={id} className="font-semibold text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The advances the business already pays daily or weekly, each opening its payments. */
export function PositionsTable({
  summary,
  scope,
}: {
  summary: StatementSummary;
  scope: StatementsScope;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { currency } = summary;
  const money = (minor: number) => formatMoney(minor, currency, language);
  const nameOf = (p: StatementPosition) => p.funder ?? p.payee;
  const columns: DataColumn<StatementPosition>[] = [
    {
      id: "payee",
      header: t("ui.statements.positions.payee"),
      rowHeader: true,
      cell: (p) => (
        <span className="flex flex-col">
          <span className="font-medium">{nameOf(p)}</span>
          {p.funder && <span className="text-xs text-fg-muted">{p.payee}</span>}
        </span>
      ),
      className: "break-words",
    },
    {
      id: "frequency",
      header: t("ui.statements.positions.frequency"),
      cell: (p) => t(`ui.statements.positions.frequencies.${p.frequency}`),
    },
    {
      id: "amount",
      header: t("ui.statements.positions.amount"),
      align: "end",
      cell: (p) => money(p.amountMinor),
    },
    {
      id: "payments",
      header: t("ui.statements.positions.payments"),
      align: "end",
      cell: (p) => (
        <LinesButton
          scope={scope}
          ids={p.lineIds}
          currency={currency}
          what={`${t("ui.statements.positions.payments")}, ${nameOf(p)}`}
        >
          {formatNumber(p.paymentCount, language)}
        </LinesButton>
      ),
    },
    {
      id: "paid",
      header: t("ui.statements.positions.paid"),
      align: "end",
      cell: (p) => money(p.paidMinor),
    },
    {
      id: "seen",
      header: `${t("ui.statements.positions.firstSeen")} – ${t("ui.statements.positions.lastSeen")}`,
      cell: (p) =>
        t("ui.statements.periodRange", {
          from: formatDate(p.firstSeen, language),
          to: formatDate(p.lastSeen, language),
        }),
    },
    {
      id: "active",
      header: t("ui.statements.positions.active"),
      cell: (p) =>
        p.active ? (
          <Badge tone="warning">{t("ui.statements.positions.active")}</Badge>
        ) : (
          <Badge>{t("ui.statements.positions.ended")}</Badge>
        ),
    },
    {
      id: "owed",
      header: t("ui.statements.positions.owed"),
      align: "end",
      cell: (p) =>
        p.funding ? (
          <span className="flex flex-col items-end">
            <span className="font-medium">{money(p.funding.estimatedOwedMinor)}</span>
            <span className="text-xs text-fg-muted">
              {t("ui.statements.positions.owedNote", {
                funded: money(p.funding.fundedMinor),
                date: formatDate(p.funding.date, language),
                factor: formatFactor(p.funding.factorBps, language),
                payments: p.funding.estimatedPaymentsLeft,
              })}
            </span>
          </span>
        ) : (
          <span className="text-fg-muted">{t("ui.statements.figures.notKnown")}</span>
        ),
    },
  ];
  return (
    <Section id="statement-positions" title={t("ui.statements.positions.title")}>
      {summary.positions.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("ui.statements.positions.none")}</p>
      ) : (
        <DataTable
          label={t("ui.statements.positions.title")}
          columns={columns}
          rows={summary.positions}
          rowId={(p) => `${p.payee}|${p.amountMinor}|${p.firstSeen}`}
          density="compact"
        />
      )}
    </Section>
  );
}

const firstExcluded = 5;

/** The deposits left out of revenue, each with why and the words that decided it. */
export function ExcludedDeposits({
  summary,
  scope,
}: {
  summary: StatementSummary;
  scope: StatementsScope;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { currency } = summary;
  // A business moving money from its savings often has dozens: the first few, then all on asking.
  const [all, setAll] = useState(false);
  const shown = all ? summary.excludedDeposits : summary.excludedDeposits.slice(0, firstExcluded);
  const columns: DataColumn<StatementExcludedDeposit>[] = [
    {
      id: "date",
      header: t("ui.statements.excluded.date"),
      cell: (d) => formatDate(d.date, language),
      className: "whitespace-nowrap",
    },
    {
      id: "description",
      header: t("ui.statements.excluded.description"),
      rowHeader: true,
      cell: (d) => d.description,
      className: "break-words",
    },
    {
      id: "amount",
      header: t("ui.statements.excluded.amount"),
      align: "end",
      cell: (d) => (
        <LinesButton scope={scope} ids={[d.lineId]} currency={currency} what={d.description}>
          {formatMoney(d.amountMinor, currency, language)}
        </LinesButton>
      ),
    },
    {
      id: "reason",
      header: t("ui.statements.excluded.reason"),
      cell: (d) => (
        <span className="flex flex-col">
          <span>{t(`ui.statements.excluded.reasons.${d.reason}`)}</span>
          {d.matched && (
            <span className="text-xs text-fg-muted">
              {t("ui.statements.excluded.matched", { words: d.matched })}
            </span>
          )}
        </span>
      ),
    },
  ];
  return (
    <Section id="statement-excluded" title={t("ui.statements.excluded.title")}>
      {summary.excludedDeposits.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("ui.statements.excluded.none")}</p>
      ) : (
        <>
          <DataTable
            label={t("ui.statements.excluded.title")}
            columns={columns}
            rows={shown}
            rowId={(d) => d.lineId}
            density="compact"
          />
          {!all && summary.excludedDeposits.length > firstExcluded && (
            <div>
              <Button variant="secondary" className="px-3 py-1" onClick={() => setAll(true)}>
                {t("ui.statements.excluded.showAll", { count: summary.excludedDeposits.length })}
              </Button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}

/** Returned items, overdrafts and days ending below zero over the period, with their lines. */
export function BalanceEvents({
  summary,
  scope,
}: {
  summary: StatementSummary;
  scope: StatementsScope;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { total, currency } = summary;
  const nothing = total.nsfCount === 0 && total.overdraftCount === 0 && total.negativeDays === 0;
  return (
    <Section id="statement-events" title={t("ui.statements.events.title")}>
      {nothing ? (
        <p className="text-sm text-fg-muted">{t("ui.statements.events.none")}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {(
            [
              [t("ui.statements.events.nsf", { count: total.nsfCount }), total.nsfLineIds, "nsf"],
              [
                t("ui.statements.events.overdrafts", { count: total.overdraftCount }),
                total.overdraftLineIds,
                "overdrafts",
              ],
            ] as const
          ).map(([words, ids, figure]) => (
            <li key={figure} className="flex flex-wrap gap-2">
              <span>{words}</span>
              <LinesButton
                scope={scope}
                ids={ids}
                currency={currency}
                what={t(`ui.statements.figures.${figure}`)}
              />
            </li>
          ))}
          <li className="flex flex-col gap-1">
            <span>{t("ui.statements.events.negativeDays", { count: total.negativeDays })}</span>
            {total.negativeDates.length > 0 && (
              <ul
                aria-label={t("ui.statements.events.negativeDates")}
                className="flex flex-wrap gap-2 text-fg-muted"
              >
                {total.negativeDates.map((date) => (
                  <li key={date}>{formatDate(date, language)}</li>
                ))}
              </ul>
            )}
          </li>
        </ul>
      )}
    </Section>
  );
}

/** The checks' findings (things to look at with their lines, never verdicts) and the gaps. */
export function StatementWarnings({
  summary,
  scope,
  statements,
}: {
  summary: StatementSummary;
  scope: StatementsScope;
  statements: readonly StatementDocument[];
}) {
  const { t, i18n } = useTranslation();
  const context = { currency: summary.currency, language: i18n.language, statements };
  return (
    <Section id="statement-warnings" title={t("ui.statements.warnings.title")}>
      <p className="text-sm text-fg-muted">{t("ui.statements.warnings.intro")}</p>
      {summary.warnings.length === 0 ? (
        <p className="text-sm">{t("ui.statements.warnings.none")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {summary.warnings.map((warning, i) => {
            const words = warningWords(t, warning, context);
            const file = fileNameOf(statements, warning.statementId);
            return (
              <li
                key={`${warning.code}-${i}`}
                data-warning={warning.code}
                className="flex flex-col gap-1 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm text-fg"
              >
                <span className="font-medium">{words.title}</span>
                <span>{words.detail}</span>
                <span className="flex flex-wrap gap-3 text-xs text-fg-muted">
                  {file && <span>{t("ui.statements.warnings.inFile", { name: file })}</span>}
                  <LinesButton
                    scope={scope}
                    ids={warning.lineIds}
                    currency={summary.currency}
                    what={words.title}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {summary.gaps.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <h4 className="font-medium">{t("ui.statements.gaps.title")}</h4>
          <ul>
            {summary.gaps.map((gap) => (
              <li key={`${gap.afterStatementId}-${gap.beforeStatementId}`}>
                {t("ui.statements.gaps.gap", {
                  from: formatDate(gap.from, i18n.language),
                  to: formatDate(gap.to, i18n.language),
                  before: fileNameOf(statements, gap.afterStatementId) ?? "",
                  after: fileNameOf(statements, gap.beforeStatementId) ?? "",
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

/** The whole summary, read only: what the broker sees under the proposal and the funder sees alone. */
export function StatementSummaryView({
  summary,
  scope,
  statements,
}: {
  summary: StatementSummary;
  scope: StatementsScope;
  statements: readonly StatementDocument[];
}) {
  return (
    <div className="flex flex-col gap-6">
      <FiguresTable summary={summary} scope={scope} />
      <PositionsTable summary={summary} scope={scope} />
      <ExcludedDeposits summary={summary} scope={scope} />
      <BalanceEvents summary={summary} scope={scope} />
      <StatementWarnings summary={summary} scope={scope} statements={statements} />
    </div>
  );
}
