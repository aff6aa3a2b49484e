import { useEffect, useRef, useState, type ReactNode } from "react";
import * as Radix from "@radix-ui/react-tabs";

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs (Radix Tabs): one tab in the Tab order, arrow keys (mirrored right to left, from the app's
 * direction), Home and End move between them and select. Uncontrolled, or controlled through
 * `selected` and `onSelect` (a tab kept in the URL, so links and reloads open it). The tab row
 * scrolls inside itself on a narrow screen.
 */
export function Tabs({
  tabs,
  label,
  selected: selectedId,
  onSelect,
}: {
  tabs: Tab[];
  label: string;
  selected?: string;
  onSelect?: (id: string) => void;
}) {
  const [own, setOwn] = useState(tabs[0]?.id ?? "");
  const wanted = onSelect ? selectedId : own;
  const selected = tabs.some((tab) => tab.id === wanted) ? wanted! : (tabs[0]?.id ?? "");
  const row = useRef<HTMLDivElement>(null);
  const select = onSelect ?? setOwn;

  // The chosen tab (from the URL too) is in the row's view, not cut off at its end on a phone.
  // Only the row scrolls: scrollIntoView could move the page as well.
  useEffect(() => {
    const list = row.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    const [t, r] = [tab.getBoundingClientRect(), list.getBoundingClientRect()];
    if (t.left < r.left) list.scrollLeft -= r.left - t.left;
    else if (t.right > r.right) list.scrollLeft += t.right - r.right;
  }, [selected]);

  return (
    <Radix.Root value={selected} onValueChange={select}>
      <Radix.List
        ref={row}
        aria-label={label}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-line"
      >
        {tabs.map((tab) => (
          // Not a <button>: a view as a member disables the page's form controls (a disabled
          // fieldset, decision 052) and moving between tabs must still work.
          <Radix.Trigger key={tab.id} value={tab.id} asChild>
            {/* Radix selects on mouse down; a click (a tap, a test) selects as well. */}
            <div
              onClick={() => tab.id !== selected && select(tab.id)}
              className="-mb-px shrink-0 cursor-pointer border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-fg-muted hover:text-fg data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary"
            >
              {tab.label}
            </div>
          </Radix.Trigger>
        ))}
      </Radix.List>
      {tabs.map((tab) => (
        <Radix.Content key={tab.id} value={tab.id}>
          {tab.panel}
        </Radix.Content>
      ))}
    </Radix.Root>
  );
}
