import type { ReactNode } from "react";

/** Spec §4/§9: a toast appears after 200 ms and stays 5000 ms unless told otherwise. */
export const toastDelayMs = 200;
export const toastDefaultTimeoutMs = 5000;

export const toastKinds = ["success", "danger", "warning", "primary", "default"] as const;
export type ToastKind = (typeof toastKinds)[number];

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Text, or text with parts such as a deal's Reference (a notification's toast). */
  message: ReactNode;
}

export interface ToastOptions {
  timeout?: number;
  onTimeout?: () => void;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * The toast's timing as a plain object: a new toast replaces the current one, shows after the
 * delay, hides after its timeout and then runs `onTimeout`; dismissing hides it at once.
 */
export function createToastController(
  onChange: (toast: Toast | null) => void,
  timers: Timers = globalThis as unknown as Timers,
) {
  let nextId = 1;
  let handles: unknown[] = [];
  const clear = () => {
    handles.forEach((h) => timers.clearTimeout(h));
    handles = [];
  };
  return {
    show(kind: ToastKind, message: ReactNode, options: ToastOptions = {}) {
      clear();
      onChange(null);
      const toast = { id: nextId++, kind, message };
      const timeout = options.timeout ?? toastDefaultTimeoutMs;
      handles.push(
        timers.setTimeout(() => {
          onChange(toast);
          handles.push(
            timers.setTimeout(() => {
              handles = [];
              onChange(null);
              options.onTimeout?.();
            }, timeout),
          );
        }, toastDelayMs),
      );
    },
    dismiss() {
      clear();
      onChange(null);
    },
    /** Stops every pending timer without reporting (the owner is going away). */
    dispose: clear,
  };
}
