import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/page";
import { EmptyAction } from "@/components/ui/empty-action";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { useNews } from "../api/news-api";
import { NewsMeta, UnreadDot } from "./news-meta";
import "../i18n";

/** The dashboard's card: the 5 newest posts the viewer sees, unread ones marked, and a way to all. */
export function LatestNews() {
  const { t } = useTranslation();
  const news = useNews(5);
  return (
    <Card title={t("ui.news.title")}>
      <QueryState
        query={news}
        isEmpty={(d) => d.items.length === 0}
        empty={t("ui.news.none")}
        emptyAction={
          !!news.data?.mayPostTo.length && (
            <EmptyAction to={`${paths.news}#news-write`}>{t("ui.news.writeFirst")}</EmptyAction>
          )
        }
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            {data.unread > 0 && (
              <p className="text-sm text-fg-muted">{t("ui.news.unread", { count: data.unread })}</p>
            )}
            <ul className="flex flex-col divide-y divide-line">
              {data.items.map((post) => (
                <li key={post.id} className="flex flex-col gap-1 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`${paths.news}#post-${post.id}`}
                      className={`min-w-0 break-words text-sm text-fg hover:underline ${post.read ? "" : "font-semibold"}`}
                    >
                      {post.title}
                    </Link>
                    <UnreadDot post={post} />
                  </div>
                  <NewsMeta post={post} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryState>
      <Link to={paths.news} className="mt-3 inline-block text-sm text-primary underline">
        {t("ui.news.seeAll")}
      </Link>
    </Card>
  );
}
