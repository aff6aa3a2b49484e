import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./button";

// Apart from page.tsx, which the log-in page carries: the button's styles would be one more chunk
// in its budget (docs/decisions/005-log-in-page-budget.md).

/**
 * An empty state's one action, the link that fills it ("Create a deal"): given only when the
 * viewer may do it, so an empty state never offers what the server would refuse.
 */
export function EmptyAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass("primary")}>
      {children}
    </Link>
  );
}
