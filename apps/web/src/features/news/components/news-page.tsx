import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useNews } from "../api/news-api";
import { NewsForm } from "./news-form";
import { NewsItem } from "./news-item";
import "../i18n";

/** Every post the viewer sees, newest first, and a form for those who may post. */
export function NewsPage() {
  const { t } = useTranslation();
  const news = useNews(100);
  const { hash } = useLocation();
  const mayPost = !!news.data && news.data.mayPostTo.length > 0;
  return (
    <div className="flex flex-col gap-6">
      {mayPost && (
        <div id="news-write">
          <Card title={t("ui.news.write")}>
            <NewsForm audiences={news.data!.mayPostTo} />
          </Card>
        </div>
      )}
      <Card>
        <QueryState
          query={news}
          isEmpty={(d) => d.items.length === 0}
          empty={t("ui.news.none")}
          emptyAction={
            mayPost && (
              <a href="#news-write" className={buttonClass()}>
                {t("ui.news.writeFirst")}
              </a>
            )
          }
        >
          {(data) => (
            <>
              {data.unread > 0 && (
                <p className="mb-3 text-sm text-fg-muted">
                  {t("ui.news.unread", { count: data.unread })}
                </p>
              )}
              <div className="flex flex-col divide-y divide-line">
                {data.items.map((post) => (
                  <NewsItem key={post.id} post={post} initiallyOpen={hash === `#post-${post.id}`} />
                ))}
              </div>
            </>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
