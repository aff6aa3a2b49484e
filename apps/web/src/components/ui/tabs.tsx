import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * ARIA tabs: one tab in the Tab order, arrow keys (mirrored right to left), Home and End move
 * between them. Uncontrolled, or controlled through `selected` and `onSelect` (a tab kept in the
 * URL, so links and reloads open it). The tab row scrolls inside itself on a narrow screen.
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
  const base = useId();
  const [own, setOwn] = useState(0);
  const controlled = tabs.findIndex((tab) => tab.id === selectedId);
  const selected = onSelect ? Math.max(0, controlled) : own;
  const setSelected = (index: number) => (onSelect ? onSelect(tabs[index]!.id) : setOwn(index));
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const current = tabs[selected] ?? tabs[0];

  // The chosen tab (from the URL too) is in the row's view, not cut off at its end on a phone.
  // Only the row scrolls: scrollIntoView could move the page as well.
  useEffect(() => {
    const tab = buttons.current[selected];
    const row = tab?.parentElement;
    if (!tab || !row) return;
    const [t, r] = [tab.getBoundingClientRect(), row.getBoundingClientRect()];
    if (t.left < r.left) row.scrollLeft -= r.left - t.left;
    else if (t.right > r.right) row.scrollLeft += t.right - r.right;
  }, [selected]);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const forward = document.documentElement.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = forward === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = {
      [forward]: selected + 1,
      [backward]: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-line"
      >
        {tabs.map((tab, index) => (
          // Not a <button>: a view as a member disables the page's form controls (a disabled
          // fieldset, decision 052) and moving between tabs must still work. Selection follows
          // focus, so the arrow keys, Home and End are the whole keyboard interaction.
          <div
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={`${base}-tab-${tab.id}`}
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={`-mb-px shrink-0 cursor-pointer border-b-2 px-3 py-2 text-sm whitespace-nowrap ${index === selected ? "border-primary font-medium text-primary" : "border-transparent text-fg-muted hover:text-fg"}`}
          >
            {tab.label}
          </div>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
        >
          {current.panel}
        </div>
      )}
    </>
  );
}
