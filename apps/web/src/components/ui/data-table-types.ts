import type { ReactNode } from "react";

/** One column of a `DataTable`. */
export interface DataColumn<T> {
  id: string;
  /** The heading; on a phone it also leads the cell in the row's card. */
  header: string;
  /** The heading is read by screen readers only (a column of buttons, say). */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** `end` for numbers and money, on the heading and the cells alike; `start` otherwise. */
  align?: "start" | "end";
  /** Sortable in the browser, by this value (the whole list is loaded). */
  sortValue?: (row: T) => string | number | null;
  /** Sortable by the server: the table's `sort` and `onSortChange` carry the order. */
  sortable?: boolean;
  /** Classes of the cells (wrapping, muted text). */
  className?: string;
  /** The cell names its row (a `th scope="row"`): the first column of a figures table. */
  rowHeader?: boolean;
}

/** The order of a table: one column, ascending or descending. */
export interface DataSort {
  column: string;
  desc: boolean;
}

/** Rows a person picks (a checkbox per row and one for all): the caller keeps the ids. */
export interface DataSelection<T> {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** The accessible name of a row's box ("Add D-000001 to the basket"). */
  rowLabel: (row: T) => string;
  /** The accessible name of the box that picks every row shown. */
  allLabel: string;
  /** A row that may not be picked now (a full basket, say); a picked row can always be unpicked. */
  canSelect?: (row: T) => boolean;
}

export interface DataTableProps<T> {
  /** Names the table (its caption) and the region that scrolls it. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  /** Attributes of a row's `tr` (`data-*` hooks for tests and styles). */
  rowAttributes?: (row: T) => Record<`data-${string}`, string>;
  /** The order when the server sorts (controlled, with `onSortChange`). */
  sort?: DataSort | null;
  onSortChange?: (sort: DataSort | null) => void;
  /** The first order when the table sorts in the browser. */
  defaultSort?: DataSort;
  /** `compact`: less padding, for long lists and tables inside cards. */
  density?: "comfortable" | "compact";
  /** One card per row below 640 px (the default); off for small figure tables. */
  stackOnPhone?: boolean;
  /** A border around the region (the default); off inside a disclosure. */
  framed?: boolean;
  selection?: DataSelection<T>;
  /** The first rows are on their way: a spinner instead of the table. */
  loading?: boolean;
  /** What shows when there are no rows. */
  empty?: ReactNode;
  /** The one action that fills the empty table (`EmptyAction`), when the viewer may take it. */
  emptyAction?: ReactNode;
}
