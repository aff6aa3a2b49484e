import { useMemo, useState } from "react";
import {
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import type { DataColumn, DataSort, DataTableProps } from "./data-table-types";

/** Sorting (in the browser or by the server) and row selection: all the table asks of TanStack. */
const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
});

export type DataFeatures = typeof features;
export type DataRow<T extends RowData> = Row<DataFeatures, T>;

const apply = <S>(updater: Updater<S>, old: S): S =>
  typeof updater === "function" ? (updater as (old: S) => S)(old) : updater;

const toSorting = (sort: DataSort | null | undefined): SortingState =>
  sort ? [{ id: sort.column, desc: sort.desc }] : [];

/** Numbers by value, words as the person's language orders them. */
function compare(a: unknown, b: unknown, language: string): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""), language, { numeric: true });
}

function toColumnDef<T extends RowData>(
  c: DataColumn<T>,
  language: string,
): ColumnDef<DataFeatures, T, unknown> {
  return {
    id: c.id,
    header: c.header,
    accessorFn: (row: T) => c.sortValue?.(row) ?? null,
    enableSorting: !!c.sortValue || !!c.sortable,
    sortFn: (a: DataRow<T>, b: DataRow<T>, id: string) =>
      compare(a.getValue(id), b.getValue(id), language),
  };
}

/**
 * The TanStack table behind `DataTable`. Sorting is the caller's (`sort` + `onSortChange`, the
 * server orders the rows) or the table's own (columns with a `sortValue`, ordered here).
 * Selection is always the caller's: it holds ids (a basket, rows to act on), the table shows them.
 */
export function useDataTable<T extends RowData>(props: DataTableProps<T>, language: string) {
  const { columns, rows, rowId, sort, onSortChange, defaultSort, selection } = props;
  const [ownSort, setOwnSort] = useState<SortingState>(() => toSorting(defaultSort));
  const manual = !!onSortChange;
  const sorting = manual ? toSorting(sort) : ownSort;
  const defs = useMemo(() => columns.map((c) => toColumnDef(c, language)), [columns, language]);
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selection?.selected ?? []).map((id) => [id, true])),
    [selection?.selected],
  );
  const canSelect = selection?.canSelect;
  return useTable({
    features,
    columns: defs,
    data: rows,
    getRowId: (row: T) => rowId(row),
    manualSorting: manual,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // A first click sorts ascending, whatever the column holds (TanStack starts numbers descending).
    sortDescFirst: false,
    // A picked row can always be unpicked, whatever `canSelect` says of picking it now.
    enableRowSelection: canSelect
      ? (row: DataRow<T>) => !!rowSelection[row.id] || canSelect(row.original)
      : !!selection,
    enableRowRangeSelection: false,
    state: { sorting, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = apply(updater, sorting)[0];
      if (!manual) setOwnSort(apply(updater, sorting));
      else onSortChange(next ? { column: next.id, desc: next.desc } : null);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = apply(updater, rowSelection);
      selection?.onChange(Object.keys(next).filter((id) => next[id]));
    },
  });
}

export type DataTableInstance<T extends RowData> = ReturnType<typeof useDataTable<T>>;
