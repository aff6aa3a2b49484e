import { useTranslation } from "react-i18next";
import type { StatementDocument } from "@portal/contract/statements/statement-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatDate, formatNumber } from "@/lib/format";
import { useReadStatement } from "../api/statements-api";
import { ColumnsQuestion } from "./columns-question";
import "../i18n";

/** A bank-statement document of the deal that was never read (uploaded before reading began). */
export interface UnreadStatement {
  id: string;
  fileName: string;
}

type Row = StatementDocument | (UnreadStatement & { status: "unread" });
const idOf = (row: Row) => ("documentId" in row ? row.documentId : row.id);

/**
 * The statements of a deal: file, bank, account, period, lines and where reading stands. A refused
 * one says why in words; a CSV whose columns were not recognised asks which is which. With
 * `dealId` (the broker), a never-read bank statement can be read and a refused one read again.
 */
export function StatementFiles({
  statements,
  unread = [],
  dealId,
}: {
  statements: readonly StatementDocument[];
  unread?: readonly UnreadStatement[];
  dealId?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rows: Row[] = [...statements, ...unread.map((u) => ({ ...u, status: "unread" as const }))];
  const columns: DataColumn<Row>[] = [
    {
      id: "file",
      header: t("ui.statements.columns.file"),
      rowHeader: true,
      cell: (r) => r.fileName,
      className: "break-words",
    },
    {
      id: "bank",
      header: t("ui.statements.columns.bank"),
      cell: (r) => ("bank" in r ? (r.bank ?? "") : ""),
    },
    {
      id: "account",
      header: t("ui.statements.columns.account"),
      cell: (r) =>
        "accountLast4" in r && r.accountLast4
          ? t("ui.statements.accountLast4", { last4: r.accountLast4 })
          : "",
      className: "whitespace-nowrap",
    },
    {
      id: "period",
      header: t("ui.statements.columns.period"),
      cell: (r) =>
        "periodStart" in r && r.periodStart && r.periodEnd
          ? t("ui.statements.periodRange", {
              from: formatDate(r.periodStart, language),
              to: formatDate(r.periodEnd, language),
            })
          : "",
    },
    {
      id: "lines",
      header: t("ui.statements.columns.lines"),
      align: "end",
      cell: (r) =>
        "lineCount" in r && r.lineCount !== undefined ? formatNumber(r.lineCount, language) : "",
    },
    {
      id: "status",
      header: t("ui.statements.columns.status"),
      cell: (r) => <StatusCell row={r} dealId={dealId} />,
    },
  ];
  const reading = statements.some((s) => s.status === "reading");
  const refused = statements.filter((s) => s.status === "refused");
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        label={t("ui.statements.files")}
        columns={columns}
        rows={rows}
        rowId={idOf}
        rowAttributes={(r) => ({ "data-status": r.status })}
        density="compact"
      />
      {reading && (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <span
            className="inline-block size-4 animate-spin rounded-full border-2 border-line border-t-primary"
            aria-hidden
          />
          {t("ui.statements.readingNote")}
        </p>
      )}
      {refused.map((s) => (
        <Refusal key={s.documentId} statement={s} dealId={dealId} />
      ))}
    </div>
  );
}

function StatusCell({ row, dealId }: { row: Row; dealId?: string }) {
  const { t } = useTranslation();
  const read = useReadStatement(dealId ?? "");
  const badge =
    row.status === "read" ? (
      <Badge tone="success">{t("ui.statements.status.read")}</Badge>
    ) : row.status === "reading" ? (
      <Badge tone="info">{t("ui.statements.status.reading")}</Badge>
    ) : row.status === "refused" ? (
      <Badge tone="danger">{t("ui.statements.status.refused")}</Badge>
    ) : (
      <Badge>{t("ui.statements.status.unread")}</Badge>
    );
  // Read again only where another try may read it (a file cut off, a read that ran out of time):
  // an image, a password or a wrong file stays what it is.
  const canRead =
    dealId !== undefined &&
    (row.status === "unread" ||
      (row.status === "refused" &&
        (row.refusal?.code === "unreadable" || row.refusal?.code === "too_complex")));
  return (
    <span className="flex flex-wrap items-center gap-2">
      {badge}
      {canRead && (
        <Button
          variant="secondary"
          className="px-2 py-1 text-xs"
          disabled={read.isPending}
          aria-label={`${row.status === "unread" ? t("ui.statements.read") : t("ui.statements.readAgain")} · ${row.fileName}`}
          onClick={() => read.mutate({ documentId: idOf(row) })}
        >
          {row.status === "unread" ? t("ui.statements.read") : t("ui.statements.readAgain")}
        </Button>
      )}
    </span>
  );
}

/** Why a statement was not read, in words, and for unknown CSV columns the question to answer. */
function Refusal({ statement, dealId }: { statement: StatementDocument; dealId?: string }) {
  const { t } = useTranslation();
  const read = useReadStatement(dealId ?? "");
  const code = statement.refusal?.code ?? "unreadable";
  const columns = statement.refusal?.columns ?? [];
  return (
    <div
      data-refusal={code}
      className="flex flex-col gap-3 rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-fg"
    >
      <p role="alert">
        <span className="font-medium">{statement.fileName}</span>
        {": "}
        {t(`ui.statements.refusals.${code}`)}
      </p>
      {code === "columns_unknown" && dealId !== undefined && columns.length > 0 && (
        <ColumnsQuestion
          fileName={statement.fileName}
          columns={columns}
          onSubmit={(chosen) =>
            read.mutateAsync({ documentId: statement.documentId, columns: chosen })
          }
        />
      )}
    </div>
  );
}
