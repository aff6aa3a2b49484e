import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A chart's figures as a table, behind a "Show as table" disclosure (the chart's alternative). */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const { t } = useTranslation();
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer text-primary">{t("ui.dashboard.showTable")}</summary>
      <div className="mt-2 max-w-full overflow-x-auto">
        <table className="w-full text-start">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line text-fg-muted">
              {columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={`py-1 font-medium ${i ? "text-end" : "text-start"}`}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line last:border-0">
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="py-1 text-start font-normal text-fg">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="py-1 text-end text-fg tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
