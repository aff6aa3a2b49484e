import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import BellIcon from "lucide-react/icons/bell";
import { toneOfKind } from "@portal/contract/notifications/notification-options";
import { useToast } from "@/components/ui/toast";
import { withReferences } from "@/components/ui/reference";
import { WithSharedQueryClient } from "@/lib/query-client";
import { activeView } from "@/lib/view-as";
import { useNotifications } from "../api/notifications-api";
import { startLiveUpdates } from "../live/live-updates";
import { messageOf } from "./message";
import { NotificationPanel } from "./notification-panel";
import "../i18n";

/**
 * The header's bell (loaded lazily by the app shell): the unread count, the panel of
 * notifications, and the tab's live updates with a toast for each new notification. The shell
 * sits outside the pages' query layout: the bell uses the client that layout shares.
 */
export default function NotificationBell() {
  return (
    <WithSharedQueryClient>
      <Bell />
    </WithSharedQueryClient>
  );
}

function Bell() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  // During a view as a member the bell is the member's and read-only (decision 033).
  const [readOnly] = useState(() => activeView() !== null);
  const root = useRef<HTMLDivElement>(null);
  const list = useNotifications();
  const first = list.data?.pages[0];
  const count = (first?.unread ?? 0) + (first?.newsUnread ?? 0);

  useEffect(
    () =>
      startLiveUpdates(client, (n) =>
        toast(
          toneOfKind[n.kind],
          withReferences(messageOf(t, n, i18n.language), [String(n.params.reference ?? "")]),
        ),
      ),
    [client, toast, t, i18n.language],
  );
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onClick = (event: MouseEvent) =>
      root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={() => setOpen((was) => !was)}
        aria-label={
          count > 0 ? t("ui.notifications.bellUnread", { count }) : t("ui.notifications.bell")
        }
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        className="relative rounded-md p-2 hover:bg-muted"
      >
        <BellIcon className="size-5" aria-hidden />
        {count > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -end-0.5 -top-0.5 h-5 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-semibold text-on-primary"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
      </button>
      {open && <NotificationPanel list={list} readOnly={readOnly} onClose={() => setOpen(false)} />}
    </div>
  );
}
