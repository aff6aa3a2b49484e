import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Notification } from "@portal/contract/notifications/notification-schemas";
import { paths } from "@/config/paths";
import { withReferences } from "@/components/ui/reference";
import { formatDateTime } from "@/lib/format";
import { useMarkRead, type useNotifications } from "../api/notifications-api";
import { messageOf } from "./message";

type List = ReturnType<typeof useNotifications>;

function Row({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <Link
        to={n.link}
        onClick={() => onOpen(n)}
        data-testid="notification-item"
        className="flex gap-3 px-4 py-3 hover:bg-muted focus-visible:bg-muted"
      >
        <span
          aria-hidden
          className={`mt-1.5 inline-block size-2 shrink-0 rounded-full ${n.read ? "bg-transparent" : "bg-primary"}`}
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={`break-words text-sm text-fg ${n.read ? "" : "font-semibold"}`}>
            {withReferences(messageOf(t, n, i18n.language), [String(n.params.reference ?? "")])}
            {!n.read && <span className="sr-only"> ({t("ui.notifications.unreadMark")})</span>}
          </span>
          <time dateTime={n.createdAt} className="text-xs text-fg-muted">
            {formatDateTime(n.createdAt, i18n.language)}
          </time>
        </span>
      </Link>
    </li>
  );
}

/** The bell's panel: unread news, then the notifications, each opening its page and marked read. */
export function NotificationPanel({
  list,
  readOnly,
  onClose,
}: {
  list: List;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const unread = pages[0]?.unread ?? 0;
  const newsUnread = pages[0]?.newsUnread ?? 0;
  const open = (n: Notification) => {
    if (!n.read && !readOnly) markRead.mutate({ ids: [n.id] });
    onClose();
  };
  return (
    <div
      role="dialog"
      aria-label={t("ui.notifications.title")}
      data-testid="notification-panel"
      className="fixed inset-x-2 top-14 z-40 flex max-h-[75vh] flex-col overflow-hidden rounded-md border border-line bg-surface text-fg shadow-lg md:absolute md:inset-x-auto md:end-0 md:top-full md:mt-2 md:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="text-sm font-semibold">{t("ui.notifications.title")}</h2>
        <button
          type="button"
          onClick={() => markRead.mutate({ all: true })}
          disabled={readOnly || unread === 0 || markRead.isPending}
          className="rounded-md px-2 py-1 text-sm text-primary hover:bg-muted disabled:text-fg-muted disabled:hover:bg-transparent"
        >
          {t("ui.notifications.markAllRead")}
        </button>
      </div>
      <ul className="flex-1 divide-y divide-line overflow-y-auto">
        {newsUnread > 0 && (
          <Row
            n={{
              id: "news",
              kind: "news",
              params: { count: newsUnread },
              link: paths.news,
              createdAt: new Date().toISOString(),
              read: false,
            }}
            onOpen={() => onClose()}
          />
        )}
        {items.map((n) => (
          <Row key={n.id} n={n} onOpen={open} />
        ))}
      </ul>
      {items.length === 0 && newsUnread === 0 && (
        <p className="px-4 py-6 text-sm text-fg-muted">{t("ui.notifications.none")}</p>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          className="border-t border-line px-4 py-2 text-sm text-primary hover:bg-muted"
        >
          {t("ui.notifications.loadMore")}
        </button>
      )}
    </div>
  );
}
