import { useSyncExternalStore } from "react";

/** Below Tailwind's `sm` (640 px): one column at a time. */
const phoneQuery = "(max-width: 639.98px)";

const media = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(phoneQuery)
    : null;

/** Whether the screen is a phone's width, following it as the window turns or resizes. */
export function usePhone() {
  return useSyncExternalStore(
    (changed) => {
      const list = media();
      list?.addEventListener("change", changed);
      return () => list?.removeEventListener("change", changed);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
