import type { ReactElement } from "react";
import * as Radix from "@radix-ui/react-tooltip";

/**
 * A short hint beside a control (Radix Tooltip): shown on hover and on keyboard focus, hidden on
 * Escape, and read by screen readers as the control's description. For an icon button the hint is
 * its name too, so give the button the same `aria-label`. Not for anything a person must read to
 * use the page (a tooltip never shows on touch).
 */
export function Tooltip({
  content,
  children,
  side = "top",
}: {
  content: string;
  /** The one element it describes, focusable (a button or a link). */
  children: ReactElement;
  side?: "top" | "bottom" | "left" | "right";
}) {
  return (
    // Each tooltip brings its own provider: the kit loads only with the pages that use it.
    <Radix.Provider delayDuration={300}>
      <Radix.Root>
        <Radix.Trigger asChild>{children}</Radix.Trigger>
        <Radix.Portal>
          <Radix.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md bg-fg px-2 py-1 text-xs text-canvas shadow-md"
          >
            {content}
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    </Radix.Provider>
  );
}
