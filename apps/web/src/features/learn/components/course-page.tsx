import { useTranslation } from "react-i18next";
import type { CourseDetail } from "@portal/contract/learn/learn-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { errorMessageKey } from "@/lib/errors";
import { useMarkLessonRead } from "../api/learn-api";
import { prose } from "@/components/ui/prose";
import { Quiz } from "./quiz";
import { TrainingBadge } from "./training-status";
import "../i18n";

/** A course: what it covers, its lessons (read and marked read one by one), then its quiz. */
export function CoursePage({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const allRead = course.lessonsRead >= course.lessonCount;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <TrainingBadge status={course.status} />
          <span className="text-fg-muted">
            {[
              t("ui.learn.minutes", { count: course.minutes }),
              t("ui.learn.lessonsRead", { read: course.lessonsRead, count: course.lessonCount }),
            ].join(" · ")}
          </span>
        </div>
        <p>
          <span className="text-fg-muted">{t("ui.learn.covers")}: </span>
          {course.products.map((p) => t(`ui.learn.products.${p}`)).join(", ")}
        </p>
      </div>
      <section aria-labelledby="lessons" className="flex flex-col gap-4">
        <h2 id="lessons" className="text-lg font-semibold text-fg">
          {t("ui.learn.lessons")}
        </h2>
        <ol className="flex flex-col gap-4">
          {course.lessons.map((lesson, i) => (
            <li key={lesson.id}>
              <Lesson
                courseId={course.id}
                lesson={lesson}
                label={t("ui.learn.lessonOf", { n: i + 1, total: course.lessons.length })}
              />
            </li>
          ))}
        </ol>
      </section>
      <Card title={t("ui.learn.quiz")}>
        {!allRead && <p className="mb-3 text-sm text-fg-muted">{t("ui.learn.readFirst")}</p>}
        <Quiz course={course} />
      </Card>
    </div>
  );
}

function Lesson({
  courseId,
  lesson,
  label,
}: {
  courseId: string;
  lesson: CourseDetail["lessons"][number];
  label: string;
}) {
  const { t } = useTranslation();
  const mark = useMarkLessonRead(courseId);
  return (
    <article
      aria-labelledby={`lesson-${lesson.id}`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`lesson-${lesson.id}`} className="min-w-0 text-base font-semibold break-words">
          <span className="block text-xs font-normal text-fg-muted">{label}</span>
          {lesson.title}
        </h3>
        {lesson.read && <Badge tone="success">{t("ui.learn.read")}</Badge>}
      </div>
      {/* The HTML comes only from the server's Markdown renderer, with raw HTML off. */}
      <div className={prose} dangerouslySetInnerHTML={{ __html: lesson.bodyHtml }} />
      {mark.error ? <FormFailure message={errorMessageKey(mark.error)} /> : null}
      {!lesson.read && (
        <div>
          <Button
            variant="secondary"
            disabled={mark.isPending}
            onClick={() => mark.mutate(lesson.id)}
          >
            {t("ui.learn.markRead")}
          </Button>
        </div>
      )}
    </article>
  );
}
