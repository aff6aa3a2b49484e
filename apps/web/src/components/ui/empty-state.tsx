import type { ReactNode } from "react";

/** What a screen shows when it has nothing yet: says what will be here, offers nothing fake. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-line p-6 text-center">
      <p className="text-sm text-fg-muted">{children}</p>
      {action}
    </div>
  );
}
