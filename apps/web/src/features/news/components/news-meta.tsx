import { useTranslation } from "react-i18next";
import type { NewsPost } from "@portal/contract/news/news-schemas";
import { formatDateTime } from "@/lib/format";
import "../i18n";

/** Who a post is for, who wrote it and when. */
export function NewsMeta({ post }: { post: NewsPost }) {
  const { t, i18n } = useTranslation();
  const audience = t(`ui.news.audiences.${post.audience}`);
  return (
    <p className="text-xs text-fg-muted">
      {post.placeName ? `${audience}: ${post.placeName}` : audience}
      {" · "}
      {t("ui.news.byline", {
        author: post.authorName || t("ui.news.unknownAuthor"),
        date: formatDateTime(post.createdAt, i18n.language),
      })}
    </p>
  );
}

/** The unread dot, with its words for screen readers. */
export function UnreadDot({ post }: { post: NewsPost }) {
  const { t } = useTranslation();
  if (post.read) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
      <span aria-hidden className="inline-block size-2 shrink-0 rounded-full bg-primary" />
      {t("ui.news.unreadMark")}
    </span>
  );
}
