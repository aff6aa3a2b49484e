import type { RowData } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { Spinner } from "./page";
import { EmptyState } from "./empty-state";
import { alignClass, densityPadding, HeaderCell, SelectBox } from "./data-table-parts";
import type { DataColumn, DataTableProps } from "./data-table-types";
import { useDataTable, type DataRow, type DataTableInstance } from "./use-data-table";

export type { DataColumn, DataSelection, DataSort, DataTableProps } from "./data-table-types";

/**
 * The one table of the portal (TanStack Table underneath). It sits in a labelled region that
 * scrolls inside itself (the page never scrolls sideways; a keyboard can scroll it) under a sticky
 * header row; headings align with their cells (numbers and money to the end); columns sort by a
 * click or a key; rows can be picked; below 640 px each row is a card whose cells are led by their
 * column's name (`stack-on-phone` in styles.css, docs/decisions/028). The explicit ARIA roles keep
 * the table's semantics when a phone's layout changes its `display`.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const table = useDataTable(props, i18n.language);
  const {
    label,
    rows,
    loading,
    empty,
    emptyAction,
    density = "comfortable",
    framed = true,
  } = props;
  const stack = props.stackOnPhone ?? true;
  if (loading && rows.length === 0) return <Spinner label={t("ui.loading")} />;
  if (rows.length === 0 && empty !== undefined)
    return <EmptyState action={emptyAction}>{empty}</EmptyState>;
  const padding = densityPadding[density];
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      // `relative`: visually hidden (absolute) text in a cell is clipped here, not by the page.
      className={`relative max-w-full overflow-auto ${stack ? "sm:max-h-[75vh]" : "max-h-[75vh]"} ${framed ? "rounded-md border border-line" : ""}`}
    >
      <table
        role="table"
        aria-busy={loading || undefined}
        className={`${stack ? "stack-on-phone" : ""} w-full text-sm ${loading ? "opacity-60" : ""}`}
      >
        <caption className="sr-only">{label}</caption>
        <Head table={table} props={props} padding={padding} />
        <tbody className="divide-y divide-line">
          {table.getRowModel().rows.map((row) => (
            <BodyRow key={row.id} row={row} props={props} padding={padding} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Head<T extends RowData>({
  table,
  props,
  padding,
}: {
  table: DataTableInstance<T>;
  props: DataTableProps<T>;
  padding: string;
}) {
  const framed = props.framed ?? true;
  const sticky = `sticky top-0 z-10 ${framed ? "bg-muted" : "bg-surface border-b border-line"}`;
  const selection = props.selection;
  return (
    <thead className="text-fg-muted">
      <tr role="row">
        {selection && (
          <th role="columnheader" scope="col" className={`${padding} ${sticky} w-px`}>
            <SelectBox
              label={selection.allLabel}
              checked={table.getIsAllRowsSelected()}
              mixed={table.getIsSomeRowsSelected()}
              disabled={!table.getRowModel().rows.some((r) => r.getCanSelect())}
              onChange={table.getToggleAllRowsSelectedHandler()}
            />
          </th>
        )}
        {props.columns.map((c) => {
          const column = table.getColumn(c.id);
          const canSort = !!column?.getCanSort();
          return (
            <HeaderCell
              key={c.id}
              column={c as DataColumn<never>}
              padding={padding}
              sticky={sticky}
              sorted={canSort ? column?.getIsSorted() : undefined}
              onSort={canSort ? column?.getToggleSortingHandler() : undefined}
            />
          );
        })}
      </tr>
    </thead>
  );
}

function BodyRow<T extends RowData>({
  row,
  props,
  padding,
}: {
  row: DataRow<T>;
  props: DataTableProps<T>;
  padding: string;
}) {
  const selection = props.selection;
  return (
    <tr role="row" {...props.rowAttributes?.(row.original)}>
      {selection && (
        <td role="cell" className={`${padding} align-top`}>
          <SelectBox
            label={selection.rowLabel(row.original)}
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect() && !row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        </td>
      )}
      {props.columns.map((c) => {
        const className = `${padding} align-top ${alignClass(c.align)} ${c.align === "end" ? "tabular-nums" : ""} ${c.className ?? ""}`;
        return c.rowHeader ? (
          <th
            key={c.id}
            role="rowheader"
            scope="row"
            data-label={c.hideHeader ? undefined : c.header}
            className={`${className} font-normal text-fg`}
          >
            {c.cell(row.original)}
          </th>
        ) : (
          <td
            key={c.id}
            role="cell"
            data-label={c.hideHeader ? undefined : c.header}
            className={className}
          >
            {c.cell(row.original)}
          </td>
        );
      })}
    </tr>
  );
}
