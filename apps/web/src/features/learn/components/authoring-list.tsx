import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/format";
import { useAuthoringCourses } from "../api/learn-api";
import { authoringCoursePath } from "../paths";
import "../i18n";

type Course = NonNullable<ReturnType<typeof useAuthoringCourses>["data"]>["items"][number];

/** Operators: every course (drafts too), each opening its editor, and a new one. */
export function AuthoringList() {
  const { t, i18n } = useTranslation();
  const courses = useAuthoringCourses(true);
  const header = (c: string) => t(`ui.learn.courseColumns.${c}`);
  const columns: DataColumn<Course>[] = [
    {
      id: "course",
      header: header("course"),
      className: "break-words",
      sortValue: (c) => c.title,
      cell: (c) => (
        <Link className="font-medium text-primary underline" to={authoringCoursePath(c.id)}>
          {c.title}
        </Link>
      ),
    },
    {
      id: "state",
      header: header("state"),
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          {c.publishedVersion !== null ? (
            <Badge tone="success">{t("ui.learn.published", { version: c.publishedVersion })}</Badge>
          ) : (
            <Badge>{t("ui.learn.notPublished")}</Badge>
          )}
          {c.hasDraft && <Badge tone="info">{t("ui.learn.hasDraft")}</Badge>}
        </span>
      ),
    },
    {
      id: "products",
      header: header("products"),
      cell: (c) => c.products.map((p) => t(`ui.learn.products.${p}`)).join(", "),
    },
    {
      id: "updated",
      header: header("updated"),
      className: "whitespace-nowrap",
      sortValue: (c) => c.updatedAt,
      cell: (c) => formatDateTime(c.updatedAt, i18n.language),
    },
  ];
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
            <DataTable
              label={t("ui.learn.courses")}
              columns={columns}
              rows={data.items}
              rowId={(c) => c.id}
              defaultSort={{ column: "course", desc: false }}
            />
          )}
        </QueryState>
      </div>
    </Card>
  );
}
