import type { ReactNode } from "react";
import * as Radix from "@radix-ui/react-dropdown-menu";

export interface MenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Drawn in the danger colour (remove, withdraw). */
  danger?: boolean;
}

/**
 * A menu of actions opened from a button (Radix DropdownMenu): a row's or the header's overflow
 * actions. Arrow keys and typeahead move, Enter chooses, Escape closes and focus goes back to the
 * button; it opens towards the reading direction's end and flips to stay on screen.
 */
export function DropdownMenu({
  trigger,
  items,
  align = "end",
}: {
  /** The button that opens it, given as is (asChild), and the menu's name: name it (aria-label on an icon button). */
  trigger: ReactNode;
  items: readonly MenuItem[];
  align?: "start" | "end";
}) {
  return (
    <Radix.Root>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-40 rounded-md border border-line bg-surface p-1 text-sm text-fg shadow-lg"
        >
          {items.map((item) => (
            <Radix.Item
              key={item.label}
              disabled={item.disabled}
              onSelect={item.onSelect}
              className={`flex cursor-default items-center rounded-sm px-2 py-1.5 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted ${item.danger ? "text-danger" : ""}`}
            >
              {item.label}
            </Radix.Item>
          ))}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
