import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useCourse } from "@/features/learn/api/learn-api";
import { CoursePage } from "@/features/learn/components/course-page";
import "@/features/learn/i18n";

/** A course (`/learn/{id}`, linked from a `training_required` refusal): lessons, then the quiz. */
export function CourseRoute({ id }: { id: string }) {
  const { t } = useTranslation();
  const course = useCourse(id);
  return (
    <>
      <PageTitle title={course.data?.title ?? t("ui.pages.learn")}>
        {course.data?.summary ?? (
          <Link className="text-primary underline" to={paths.learn}>
            {t("ui.learn.allCourses")}
          </Link>
        )}
      </PageTitle>
      <QueryState query={course}>
        {(found) => (
          <>
            <p className="-mt-4 mb-4 text-sm">
              <Link className="text-primary underline" to={paths.learn}>
                {t("ui.learn.allCourses")}
              </Link>
            </p>
            <CoursePage course={found} />
          </>
        )}
      </QueryState>
    </>
  );
}
