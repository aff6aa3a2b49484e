import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { NewsPost } from "@portal/contract/news/news-schemas";
import { Button } from "@/components/ui/button";
import { useDeleteNews, useMarkRead } from "../api/news-api";
import { NewsForm } from "./news-form";
import { NewsMeta, UnreadDot } from "./news-meta";
import { prose } from "@/components/ui/prose";
import "../i18n";

/** One post: its title opens it (and marks it read); its author, or the organization's heads, change it. */
export function NewsItem({
  post,
  initiallyOpen = false,
}: {
  post: NewsPost;
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const [editing, setEditing] = useState(false);
  const markRead = useMarkRead();
  const remove = useDeleteNews();
  const bodyId = useId();
  const { mutate: mark, isPending: marking } = markRead;

  useEffect(() => {
    if (open && !post.read && !marking) mark(post.id);
    // Marked once when opened; the list is read again afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, post.id, post.read]);

  const confirmDelete = () => {
    if (window.confirm(t("ui.news.confirmDelete", { title: post.title }))) remove.mutate(post.id);
  };

  return (
    <article
      id={`post-${post.id}`}
      className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0"
      aria-labelledby={`${bodyId}-title`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${bodyId}-title`} className="min-w-0 text-base">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
            className={`text-start break-words text-fg hover:underline focus-visible:outline-2 focus-visible:outline-focus ${post.read ? "font-medium" : "font-semibold"}`}
          >
            {post.title}
          </button>
        </h2>
        <UnreadDot post={post} />
      </div>
      <NewsMeta post={post} />
      <div id={bodyId} hidden={!open} className="flex flex-col gap-3">
        {editing ? (
          <NewsForm post={post} onDone={() => setEditing(false)} />
        ) : (
          // The HTML comes only from the server's Markdown renderer, with raw HTML off.
          <div className={prose} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        )}
        {post.mine && !editing && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t("ui.news.edit")}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
              {t("ui.news.delete")}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
