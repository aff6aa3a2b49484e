import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { formatDateTime } from "@/lib/format";
import { useAuthoringCourses } from "../api/learn-api";
import { authoringCoursePath } from "../paths";
import "../i18n";

/** Operators: every course (drafts too), each opening its editor, and a new one. */
export function AuthoringList() {
  const { t, i18n } = useTranslation();
  const courses = useAuthoringCourses(true);
  return (
    <Card title={t("ui.learn.courses")}>
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-fg-muted">{t("ui.learn.authoringIntro")}</p>
        <div>
          <Link
            className="inline-flex rounded-md bg-primary px-4 py-2 font-medium text-on-primary hover:bg-primary-strong"
            to={authoringCoursePath("new")}
          >
            {t("ui.learn.newCourse")}
          </Link>
        </div>
        <QueryState
          query={courses}
          isEmpty={(d) => d.items.length === 0}
          empty={t("ui.learn.none")}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-line">
              {data.items.map((c) => (
                <li key={c.id} className="flex flex-col gap-1 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      className="font-medium break-words text-primary underline"
                      to={authoringCoursePath(c.id)}
                    >
                      {c.title}
                    </Link>
                    {c.publishedVersion !== null ? (
                      <Badge tone="success">
                        {t("ui.learn.published", { version: c.publishedVersion })}
                      </Badge>
                    ) : (
                      <Badge>{t("ui.learn.notPublished")}</Badge>
                    )}
                    {c.hasDraft && <Badge tone="info">{t("ui.learn.hasDraft")}</Badge>}
                  </div>
                  <p className="text-fg-muted">
                    {c.products.map((p) => t(`ui.learn.products.${p}`)).join(", ")} ·{" "}
                    {formatDateTime(c.updatedAt, i18n.language)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
