import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { StatementLineItem } from "@portal/contract/statements/statement-schemas";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { Dialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { formatDate, formatMoney } from "@/lib/format";
import { useStatementLines } from "../api/statements-api";
import type { StatementsScope } from "../api/keys";
import "../i18n";

/**
 * A figure's evidence: a button (the figure itself, or "Lines") that opens the statement lines it
 * came from, fetched by their ids, with where each is printed (file, page, line).
 */
export function LinesButton({
  scope,
  ids,
  what,
  currency,
  children,
}: {
  scope: StatementsScope;
  ids: readonly string[];
  /** What the lines are behind, for the dialog's title and the button's name ("NSF in March 2026"). */
  what: string;
  currency: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (ids.length === 0) return <>{children}</>;
  return (
    <>
      {/* The figure stays the button's visible name (speech users say what they see); what it
          opens follows it for screen readers. */}
      <button
        type="button"
        className="text-primary underline tabular-nums"
        onClick={() => setOpen(true)}
      >
        {children === undefined ? (
          t("ui.statements.lines.open")
        ) : (
          <>
            {children}
            <span className="sr-only"> ({t("ui.statements.figures.openLines", { what })})</span>
          </>
        )}
      </button>
      {open && (
        <Dialog open onOpenChange={setOpen} title={t("ui.statements.lines.title", { what })}>
          <LinesTable scope={scope} ids={ids} currency={currency} what={what} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("ui.statements.lines.close")}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

function LinesTable({
  scope,
  ids,
  currency,
  what,
}: {
  scope: StatementsScope;
  ids: readonly string[];
  currency: string;
  what: string;
}) {
  const { t, i18n } = useTranslation();
  const lines = useStatementLines(scope, ids);
  const language = i18n.language;
  const where = (l: StatementLineItem) =>
    l.page === undefined
      ? t("ui.statements.lines.row", { file: l.fileName, line: l.line })
      : t("ui.statements.lines.page", { file: l.fileName, page: l.page, line: l.line });
  // The dialog is narrow: where a line is printed goes under its description, and the balance
  // column shows only when the statements print one.
  const columns = (rows: readonly StatementLineItem[]): DataColumn<StatementLineItem>[] => [
    {
      id: "date",
      header: t("ui.statements.lines.date"),
      cell: (l) => formatDate(l.date, language),
      className: "whitespace-nowrap",
    },
    {
      id: "description",
      header: t("ui.statements.lines.description"),
      cell: (l) => (
        <span className="flex flex-col">
          <span>{l.description}</span>
          <span className="text-xs break-all text-fg-muted">{where(l)}</span>
        </span>
      ),
      className: "break-words",
    },
    {
      id: "amount",
      header: t("ui.statements.lines.amount"),
      cell: (l) => formatMoney(l.amountMinor, currency, language),
      align: "end",
      className: "whitespace-nowrap",
    },
    ...(rows.some((l) => l.balanceMinor !== undefined)
      ? [
          {
            id: "balance",
            header: t("ui.statements.lines.balance"),
            cell: (l: StatementLineItem) =>
              l.balanceMinor === undefined ? "" : formatMoney(l.balanceMinor, currency, language),
            align: "end" as const,
            className: "whitespace-nowrap",
          },
        ]
      : []),
  ];
  return (
    <QueryState query={lines}>
      {(rows) => (
        <DataTable
          label={t("ui.statements.lines.title", { what })}
          columns={columns(rows)}
          rows={rows}
          rowId={(l) => l.id}
          density="compact"
        />
      )}
    </QueryState>
  );
}
