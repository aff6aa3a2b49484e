import { useTranslation } from "react-i18next";
import type {
  StatementFigures,
  StatementSummary,
} from "@portal/contract/statements/statement-schemas";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { currencyName } from "@/lib/display-names";
import { formatMoney, formatMonth, formatNumber } from "@/lib/format";
import type { StatementsScope } from "../api/keys";
import { LinesButton } from "./lines-dialog";
import "../i18n";

type Row = StatementFigures & { key: string };

/**
 * The figures per calendar month and the period's total, in the summary's currency. A month the
 * statements cover only in part is marked, with the days it is averaged over. NSF, overdrafts and
 * excluded deposits open their lines.
 */
export function FiguresTable({
  summary,
  scope,
}: {
  summary: StatementSummary;
  scope: StatementsScope;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { currency } = summary;
  const money = (minor: number | undefined) =>
    minor === undefined
      ? t("ui.statements.figures.notKnown")
      : formatMoney(minor, currency, language);
  const nameOf = (row: Row) =>
    row.month ? formatMonth(row.month, language, "shortYear") : t("ui.statements.figures.total");
  const excludedIds = (row: Row) =>
    summary.excludedDeposits
      .filter((d) => d.date >= row.from && d.date <= row.to)
      .map((d) => d.lineId);
  const header = (key: string) => t(`ui.statements.figures.${key}`);
  /** A count that opens the lines it counts (NSF, overdrafts). */
  const countOpeningLines = (
    id: string,
    of: (row: Row) => [count: number, lineIds: string[]],
  ): DataColumn<Row> => ({
    id,
    header: header(id),
    align: "end",
    cell: (r) => (
      <LinesButton
        scope={scope}
        ids={of(r)[1]}
        currency={currency}
        what={`${header(id)}, ${nameOf(r)}`}
      >
        {formatNumber(of(r)[0], language)}
      </LinesButton>
    ),
  });
  const columns: DataColumn<Row>[] = [
    {
      id: "month",
      header: header("month"),
      rowHeader: true,
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span className={row.month ? "" : "font-semibold"}>{nameOf(row)}</span>
          {row.partial && (
            <span title={t("ui.statements.figures.partialNote", { days: row.daysCovered })}>
              <Badge tone="warning">{t("ui.statements.figures.partial")}</Badge>
              <span className="sr-only">
                {" "}
                {t("ui.statements.figures.partialNote", { days: row.daysCovered })}
              </span>
            </span>
          )}
        </span>
      ),
      className: "whitespace-nowrap",
    },
    {
      id: "deposits",
      header: header("deposits"),
      align: "end",
      cell: (r) => money(r.depositsMinor),
    },
    {
      id: "revenue",
      header: header("revenue"),
      align: "end",
      cell: (r) => <span className="font-medium">{money(r.revenueMinor)}</span>,
    },
    {
      id: "excluded",
      header: header("excluded"),
      align: "end",
      cell: (r) => (
        <LinesButton
          scope={scope}
          ids={excludedIds(r)}
          currency={currency}
          what={`${header("excluded")}, ${nameOf(r)}`}
        >
          {money(r.excludedMinor)}
        </LinesButton>
      ),
    },
    {
      id: "averageDailyBalance",
      header: header("averageDailyBalance"),
      align: "end",
      cell: (r) => money(r.averageDailyBalanceMinor),
    },
    {
      id: "endingBalance",
      header: header("endingBalance"),
      align: "end",
      cell: (r) => money(r.endingBalanceMinor),
    },
    countOpeningLines("nsf", (r) => [r.nsfCount, r.nsfLineIds]),
    countOpeningLines("overdrafts", (r) => [r.overdraftCount, r.overdraftLineIds]),
    {
      id: "negativeDays",
      header: header("negativeDays"),
      align: "end",
      cell: (r) => formatNumber(r.negativeDays, language),
    },
    {
      id: "depositCount",
      header: header("depositCount"),
      align: "end",
      cell: (r) => formatNumber(r.depositCount, language),
    },
  ];
  const rows: Row[] = [
    ...summary.months.map((m) => ({ ...m, key: m.month ?? m.from })),
    { ...summary.total, key: "total" },
  ];
  return (
    <section className="flex flex-col gap-2" aria-labelledby="statement-figures">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="statement-figures" className="font-semibold text-fg">
          {t("ui.statements.figures.title")}
        </h3>
        <p className="text-xs text-fg-muted">
          {t("ui.statements.figures.currency", { currency: currencyName(currency, language) })}
        </p>
      </div>
      <DataTable
        label={t("ui.statements.figures.title")}
        columns={columns}
        rows={rows}
        rowId={(r) => r.key}
        rowAttributes={(r) => ({ "data-month": r.month ?? "total" })}
        density="compact"
      />
    </section>
  );
}
