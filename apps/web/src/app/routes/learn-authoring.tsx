import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { authoringPath } from "@/features/learn/paths";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useAuthoringCourse } from "@/features/learn/api/learn-api";
import { AuthoringList } from "@/features/learn/components/authoring-list";
import { CourseEditor } from "@/features/learn/components/course-editor";
import "@/features/learn/i18n";

/**
 * Operators write courses: `/learn/authoring` lists them, `/learn/authoring/new` creates one,
 * `/learn/authoring/{id}` edits its draft and publishes it. The API refuses anyone else (403).
 */
export function Authoring({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle
        title={
          !id
            ? t("ui.learn.authoring")
            : id === "new"
              ? t("ui.learn.newCourse")
              : t("ui.learn.editCourse")
        }
      >
        <Link className="text-primary underline" to={id ? authoringPath : paths.learn}>
          {id ? t("ui.learn.authoring") : t("ui.learn.allCourses")}
        </Link>
      </PageTitle>
      {!id ? (
        <AuthoringList />
      ) : id === "new" ? (
        <CourseEditor course={null} />
      ) : (
        <EditCourse id={id} />
      )}
    </>
  );
}

function EditCourse({ id }: { id: string }) {
  const course = useAuthoringCourse(id);
  return (
    <QueryState query={course}>
      {(found) => <CourseEditor key={found.id} course={found} />}
    </QueryState>
  );
}
