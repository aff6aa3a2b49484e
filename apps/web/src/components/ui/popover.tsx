import type { ComponentProps, ReactNode } from "react";
import * as Radix from "@radix-ui/react-popover";

/**
 * A panel that opens from a button and stays beside it (Radix Popover): Escape or a click outside
 * closes it and focus goes back to the button; it flips to stay on screen and mirrors right to
 * left. `trigger` is the button, given as is (asChild).
 */
export function Popover({
  trigger,
  children,
  open,
  onOpenChange,
  label,
  align = "start",
  className = "",
  ...content
}: {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The panel's accessible name when it has no heading of its own. */
  label?: string;
  align?: "start" | "center" | "end";
  className?: string;
} & Pick<ComponentProps<typeof Radix.Content>, "onOpenAutoFocus" | "onCloseAutoFocus">) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          className={`z-50 max-w-[calc(100vw-1rem)] rounded-md border border-line bg-surface p-3 text-sm text-fg shadow-lg ${className}`}
          {...content}
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
