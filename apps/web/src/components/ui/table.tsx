import type { ReactNode } from "react";

/**
 * Where a table lives: a labelled region that scrolls sideways inside itself when the table is
 * wider than the screen (the page never does), and takes keyboard focus so it can be scrolled
 * without a mouse. Tables marked `stack-on-phone` (styles.css) become one card per row below
 * 640 px instead, each cell led by its column's name (`data-label`).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      // `relative`: visually hidden (absolute) text in a cell is clipped here, not by the page.
      className="relative max-w-full overflow-x-auto rounded-md border border-line"
    >
      {children}
    </div>
  );
}

/** A column of a `StackTable`: its key, its heading, and whether it holds amounts (to the end). */
export interface StackColumn {
  key: string;
  label: string;
  end?: boolean;
}

/**
 * A table in its region that stacks into one card per row on a phone: the caption (its label,
 * for screen readers), a heading per column, amounts aligned to the end, and the rows given.
 */
export function StackTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly StackColumn[];
  children: ReactNode;
}) {
  return (
    <TableRegion label={label}>
      <table role="table" className="stack-on-phone w-full text-start text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-muted text-fg-muted">
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.key}
                role="columnheader"
                scope="col"
                className={`px-3 py-2 font-medium ${c.end ? "text-end" : "text-start"}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </TableRegion>
  );
}
