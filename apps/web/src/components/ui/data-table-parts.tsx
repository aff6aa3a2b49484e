import { useEffect, useRef, type ChangeEvent } from "react";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import type { DataColumn } from "./data-table-types";

/** Padding of the headings and cells per density. */
export const densityPadding = { comfortable: "px-3 py-2", compact: "px-2 py-1" } as const;

export const alignClass = (align: DataColumn<unknown>["align"]) =>
  align === "end" ? "text-end" : "text-start";

const ariaSort = { asc: "ascending", desc: "descending" } as const;

/**
 * A column's heading: aligned as its cells are; a sortable one is a button (Enter or Space sorts,
 * again reverses) with `aria-sort` on the heading, so a screen reader says the order.
 */
export function HeaderCell({
  column,
  padding,
  sticky,
  sorted,
  onSort,
}: {
  column: DataColumn<never>;
  padding: string;
  sticky: string;
  /** Whether the column can be sorted, and how it is now (`false`: not by this column). */
  sorted: "asc" | "desc" | false | undefined;
  onSort?: (event: unknown) => void;
}) {
  const end = column.align === "end";
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ChevronsUpDown;
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={sorted === undefined ? undefined : sorted ? ariaSort[sorted] : "none"}
      className={`${padding} ${sticky} font-medium whitespace-nowrap ${alignClass(column.align)}`}
    >
      {column.hideHeader ? (
        <span className="sr-only">{column.header}</span>
      ) : onSort ? (
        <button
          type="button"
          onClick={onSort}
          className={`inline-flex items-center gap-1 rounded-sm hover:text-fg focus-visible:outline-2 focus-visible:outline-primary ${end ? "flex-row-reverse" : ""} ${sorted ? "text-fg" : ""}`}
        >
          {column.header}
          <Icon aria-hidden className={`size-3.5 shrink-0 ${sorted ? "" : "opacity-50"}`} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

/** A selection box; `mixed` shows the "some picked" state of the box that picks all. */
export function SelectBox({
  label,
  checked,
  mixed = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed && !checked;
  }, [mixed, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="size-4 accent-primary"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
