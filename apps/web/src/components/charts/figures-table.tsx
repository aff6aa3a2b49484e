import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataTable as Table, type DataColumn } from "@/components/ui/data-table";
import "@/lib/i18n/charts";

interface FigureRow {
  key: string;
  cells: ReactNode[];
}

/**
 * A chart's figures as a table, behind a "Show as table" disclosure (the chart's alternative):
 * the first column names the row (a month, a stage), the others are figures, aligned to the end.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: FigureRow[];
}) {
  const { t } = useTranslation();
  const figureColumns: DataColumn<FigureRow>[] = columns.map((header, i) => ({
    id: `c${i}`,
    header,
    align: i ? "end" : "start",
    rowHeader: i === 0,
    cell: (row) => row.cells[i],
  }));
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-primary">{t("ui.charts.showTable")}</summary>
      <div className="mt-2">
        <Table
          label={caption}
          columns={figureColumns}
          rows={rows}
          rowId={(row) => row.key}
          density="compact"
          stackOnPhone={false}
          framed={false}
        />
      </div>
    </details>
  );
}
