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
