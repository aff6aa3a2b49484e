import "../i18n";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { useDealThreads } from "../api/threads-api";
import type { Attachable } from "./thread-composer";
import type { OpenDocument } from "./thread-messages";
import { ThreadView } from "./thread-view";

/**
 * The deal page's Conversations tab: each funder the deal went to with its unread count, and the
 * chosen one's thread (`selected`, kept in the URL by the page).
 */
export function DealConversations({
  dealId,
  selected,
  onSelect,
  attachable,
  openDocument,
}: {
  dealId: string;
  selected: string | null;
  onSelect: (submissionId: string) => void;
  attachable: Attachable[];
  openDocument: OpenDocument;
}) {
  const { t } = useTranslation();
  const threads = useDealThreads(dealId);
  return (
    <QueryState query={threads}>
      {({ items }) => {
        if (items.length === 0) return <EmptyState>{t("ui.threads.none")}</EmptyState>;
        const current = items.find((i) => i.submissionId === selected) ?? items[0]!;
        return (
          <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
            <nav aria-label={t("ui.threads.list")}>
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.submissionId}>
                    <button
                      type="button"
                      aria-current={item.submissionId === current.submissionId ? "true" : undefined}
                      className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-start hover:bg-muted aria-[current]:bg-primary-soft"
                      onClick={() => onSelect(item.submissionId)}
                    >
                      <span className="font-medium">{item.funderName}</span>
                      {item.unread > 0 && (
                        <Badge tone="info">{t("ui.threads.unread", { count: item.unread })}</Badge>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <ThreadView
              key={current.submissionId}
              scope={{ side: "broker", dealId }}
              submissionId={current.submissionId}
              attachable={attachable}
              openDocument={openDocument}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
