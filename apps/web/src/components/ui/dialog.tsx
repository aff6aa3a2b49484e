import type { ReactNode } from "react";
import * as Radix from "@radix-ui/react-dialog";
import { Button } from "./button";

/**
 * A modal panel (Radix Dialog): focus moves in and stays inside, the page behind is inert and
 * hidden from screen readers, Escape or the backdrop closes it and focus goes back to what opened
 * it. `onOpenChange(false)` runs however it is dismissed. `returnFocus` names where focus goes
 * on closing when what opened it is gone (a menu's item): the menu's button.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  children,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Radix.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-lg border border-line bg-surface p-5 text-sm text-fg shadow-lg"
        >
          <Radix.Title className="text-base font-semibold">{title}</Radix.Title>
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/**
 * A question that needs an answer before anything happens (accepting an offer): a Dialog with the
 * two answers. `onCancel` runs however it is dismissed; while `busy`, neither answer can be given.
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
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()} title={title}>
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
