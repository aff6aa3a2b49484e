import { useTranslation } from "react-i18next";
import Paperclip from "lucide-react/icons/paperclip";
import type { Thread, ThreadMessage } from "@portal/contract/threads/thread-schemas";
import { formatDateTime } from "@/lib/format";

/** Opens one of the deal's documents (the page passes the broker's or the funder's download). */
export type OpenDocument = (document: { id: string; name: string }) => void;

/** The messages in turns, the newest last: one's own on the end side, "Read" once the other side read them. */
export function ThreadMessages({
  thread,
  messages,
  openDocument,
}: {
  thread: Thread;
  messages: ThreadMessage[];
  openDocument: OpenDocument;
}) {
  const { t, i18n } = useTranslation();
  if (messages.length === 0)
    return (
      <p className="text-fg-muted">
        {thread.side === "funder" ? t("ui.threads.noMessagesFunder") : t("ui.threads.noMessages")}
      </p>
    );
  const nameOf = (m: ThreadMessage) =>
    m.mine
      ? t("ui.threads.you")
      : m.side === thread.side
        ? (m.authorName ?? "")
        : m.side === "funder"
          ? thread.funderName
          : (m.authorName ?? thread.brokerName);
  return (
    <ol className="flex flex-col gap-3" aria-label={t("ui.threads.messages")}>
      {messages.map((m) => (
        <li
          key={m.id}
          className={`flex max-w-[85%] flex-col gap-1 rounded-lg border border-line px-3 py-2 ${
            m.side === thread.side ? "self-end bg-primary-soft" : "self-start bg-surface"
          }`}
        >
          <p className="text-xs text-fg-muted">
            {/* Isolated: a Latin name beside a date must not mix with it in Arabic. */}
            <bdi className="font-medium text-fg">{nameOf(m)}</bdi>
            {" · "}
            <bdi>
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.language)}</time>
            </bdi>
          </p>
          <p className="whitespace-pre-wrap break-words">{m.body}</p>
          {m.documents.length > 0 && (
            <ul className="flex flex-col gap-1" aria-label={t("ui.threads.attachments")}>
              {m.documents.map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 text-primary-strong underline"
                    onClick={() => openDocument(d)}
                  >
                    <Paperclip aria-hidden className="size-4" />
                    {d.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {m.mine && (
            <p className="self-end text-xs text-fg-muted">
              {m.read ? t("ui.threads.read") : t("ui.threads.sent")}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
