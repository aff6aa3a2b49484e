import "../i18n";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Thread, ThreadMessage } from "@portal/contract/threads/thread-schemas";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import {
  olderMessages,
  useMarkRead,
  useThread,
  useWriteMessage,
  type ThreadScope,
} from "../api/threads-api";
import { ThreadComposer, type Attachable } from "./thread-composer";
import { ThreadMessages, type OpenDocument } from "./thread-messages";

const other = (thread: Thread) =>
  thread.side === "broker" ? thread.funderName : thread.brokerName;

/**
 * One conversation between the deal's broker and one funder: the messages (older ones on
 * demand), read when shown, and the composer; a closed thread says why instead.
 */
export function ThreadView({
  scope,
  submissionId,
  attachable,
  openDocument,
}: {
  scope: ThreadScope;
  submissionId: string;
  attachable: Attachable[];
  openDocument: OpenDocument;
}) {
  const query = useThread(scope, submissionId);
  const write = useWriteMessage(scope, submissionId);
  const markRead = useMarkRead(scope, submissionId);
  const thread = query.data;
  const newestOther = thread?.messages.findLast((m) => m.side !== thread.side)?.id;
  const { mutate: read } = markRead;
  // Shown is read: once per newest message of the other side.
  useEffect(() => {
    if (newestOther) read();
  }, [newestOther, read]);

  return (
    <QueryState query={query}>
      {(thread) => (
        <ThreadCard
          thread={thread}
          attachable={attachable}
          openDocument={openDocument}
          loadOlder={(cursor) => olderMessages(submissionId, cursor)}
          onSend={(body, documentIds) => write.mutateAsync({ body, documentIds })}
        />
      )}
    </QueryState>
  );
}

/**
 * A conversation already at hand (its loading is the caller's: the inbox's and the deal's
 * queries, or a secure link's page): the messages, older pages on demand, and the composer.
 */
export function ThreadCard({
  thread,
  attachable,
  openDocument,
  loadOlder,
  onSend,
}: {
  thread: Thread;
  attachable: Attachable[];
  openDocument: OpenDocument;
  loadOlder: (cursor: string) => Promise<Thread>;
  onSend: (body: string, documentIds: string[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [older, setOlder] = useState<{ messages: ThreadMessage[]; cursor: string | null }>();

  async function showOlder(cursor: string) {
    const page = await loadOlder(cursor);
    setOlder((before) => ({
      messages: [...page.messages, ...(before?.messages ?? [])],
      cursor: page.olderCursor,
    }));
  }

  const cursor = older ? older.cursor : thread.olderCursor;
  return (
    <Card title={t("ui.threads.thread", { name: other(thread) })}>
      <div className="flex flex-col gap-4">
        {cursor && (
          <Button
            variant="secondary"
            className="self-center"
            onClick={() => void showOlder(cursor)}
          >
            {t("ui.threads.older")}
          </Button>
        )}
        <ThreadMessages
          thread={thread}
          messages={[...(older?.messages ?? []), ...thread.messages]}
          openDocument={openDocument}
        />
        {thread.closedReason ? (
          <p role="status" className="rounded-md border border-line bg-muted px-3 py-2">
            {t(`ui.threads.closed.${thread.closedReason}`)}
          </p>
        ) : (
          <ThreadComposer to={other(thread)} attachable={attachable} onSend={onSend} />
        )}
      </div>
    </Card>
  );
}
