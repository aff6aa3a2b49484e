import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";

/**
 * A question that needs an answer before anything happens (accepting an offer). A modal <dialog>:
 * the browser keeps focus inside it, makes the page behind inert, closes it on Escape and gives
 * focus back to what opened it. `onCancel` runs however it is dismissed.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  cancel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => open && onCancel()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-line bg-surface p-5 text-fg shadow-lg backdrop:bg-black/40"
    >
      {open && (
        <div className="flex flex-col gap-4 text-sm">
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          {children}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancel}
            </Button>
            <Button onClick={onConfirm} disabled={busy}>
              {confirm}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
