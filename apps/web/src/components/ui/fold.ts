import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

/**
 * A plain Escape inside a folding panel (it closes the panel): a field's own list closes on its
 * Escape first (preventing the default), and portaled lists are not inside the panel.
 */
function plainEscape(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== "Escape" || e.defaultPrevented) return false;
  if (!(e.target instanceof Node) || !e.currentTarget.contains(e.target)) return false;
  e.preventDefault();
  return true;
}

/**
 * A panel folded behind a button (the deals board's and the funder inbox's filters): opened, focus
 * goes to its first field; closed from inside (Escape), focus goes back to the button. Spread
 * `button` on the toggle and `panel` on the panel; `close` for its Done button; `focusButton` after a change made elsewhere
 * (a chip removed) keeps the keyboard where the person was.
 */
export function useFold() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("button, input, select")?.focus();
  }, [open]);
  const focusButton = () => toggle.current?.focus();
  const close = () => {
    setOpen(false);
    focusButton();
  };
  return {
    open,
    close,
    focusButton,
    button: {
      ref: toggle,
      "aria-expanded": open,
      "aria-controls": id,
      onClick: () => setOpen((was) => !was),
    },
    panel: {
      id,
      ref: panelRef,
      onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => plainEscape(e) && close(),
    },
  };
}
export type Fold = ReturnType<typeof useFold>;
