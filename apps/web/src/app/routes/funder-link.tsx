import { useParams } from "react-router";
import {
  downloadLinkDocument,
  olderLinkMessages,
  useLinkMessage,
} from "@/features/submissions/api/link-api";
import { LinkPage } from "@/features/submissions/components/link-page";
import type { OpenLink } from "@/features/submissions/components/link-deal";
import { ThreadCard } from "@/features/threads/components/thread-view";

/**
 * A secure link's page (`/link/{token}`, decision 068): an outside funder's deal, no account,
 * with the conversation (threads) composed into it as on the funder's inbox item.
 */
export function Component() {
  const token = useParams().token ?? "";
  return <LinkPage token={token} thread={(state) => <LinkThread token={token} state={state} />} />;
}

/** The deal's thread as the link holds it; a message is written through the link. */
function LinkThread({ token, state }: { token: string; state: OpenLink }) {
  const write = useLinkMessage(token);
  const documents = state.submission.documents;
  return (
    <ThreadCard
      thread={state.thread}
      // A message from a link attaches nothing (the documents are the broker's to share).
      attachable={[]}
      openDocument={({ id }) => {
        const document = documents.find((d) => d.id === id);
        if (document) void downloadLinkDocument(token, document);
      }}
      loadOlder={(cursor) => olderLinkMessages(token, cursor)}
      onSend={(body, documentIds) => write.mutateAsync({ body, documentIds })}
    />
  );
}
