import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { coursePath } from "@portal/contract/learn/learn-options";
import type { CourseSummary, LearnOverview } from "@portal/contract/learn/learn-schemas";
import { Card } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { formatDateTime, formatPercent } from "@/lib/format";
import { useLearnOverview } from "../api/learn-api";
import { certificatePath } from "../paths";
import { MembersTraining } from "./members-training";
import { TrainingBadge, trainingLine } from "./training-status";
import "../i18n";

/**
 * Learn: the person's accreditation per product (valid until, in grace until, required, expired),
 * the published courses with the products they cover and the person's progress, and, for the
 * organization's heads, their members' training (asked for only when the overview says they may).
 * `emptyAction` fills an empty list of courses (an operator's way to write one).
 */
export function LearnPage({ emptyAction }: { emptyAction?: ReactNode }) {
  const overview = useLearnOverview();
  return (
    <div className="flex flex-col gap-6">
      <QueryState query={overview}>
        {(data) => (
          <>
            <Overview data={data} emptyAction={emptyAction} />
            {/* Asked only of those who may read it (an agent's page asked and got 403). */}
            {data.seesMembers && <MembersTraining />}
          </>
        )}
      </QueryState>
    </div>
  );
}

function Overview({ data, emptyAction }: { data: LearnOverview; emptyAction?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const gated = data.products.filter((p) => p.status !== "not_required");
  return (
    <>
      <Card title={t("ui.learn.yourAccreditation")}>
        {gated.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("ui.learn.noneRequired")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line text-sm">
            {gated.map((p) => (
              <li key={p.product} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="min-w-40 font-medium">{t(`ui.learn.products.${p.product}`)}</span>
                <TrainingBadge status={p.status} />
                <span className="text-fg-muted">{trainingLine(p, t, i18n.language)}</span>
                {p.courseId && p.status !== "valid" && (
                  <Link className="text-primary underline" to={coursePath(p.courseId)}>
                    {t("ui.learn.open")}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <section aria-labelledby="learn-courses" className="flex flex-col gap-3">
        <h2 id="learn-courses" className="text-lg font-semibold text-fg">
          {t("ui.learn.courses")}
        </h2>
        {data.courses.length === 0 ? (
          <EmptyState action={emptyAction}>{t("ui.learn.none")}</EmptyState>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CourseCard({ course }: { course: CourseSummary }) {
  const { t, i18n } = useTranslation();
  const cooling = course.cooldownEndsAt && new Date(course.cooldownEndsAt) > new Date();
  return (
    <article
      aria-labelledby={`course-${course.id}`}
      className="flex h-full flex-col gap-2 rounded-lg border border-line bg-surface p-5 text-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`course-${course.id}`} className="min-w-0 text-base font-semibold break-words">
          <Link className="text-fg hover:underline" to={coursePath(course.id)}>
            {course.title}
          </Link>
        </h3>
        <TrainingBadge status={course.status} />
      </div>
      <p className="break-words text-fg-muted">{course.summary}</p>
      <p>
        <span className="text-fg-muted">{t("ui.learn.covers")}: </span>
        {course.products.map((p) => t(`ui.learn.products.${p}`)).join(", ")}
      </p>
      <p className="text-fg-muted">
        {[
          t("ui.learn.minutes", { count: course.minutes }),
          t("ui.learn.lessonsRead", { read: course.lessonsRead, count: course.lessonCount }),
          t("ui.learn.questions", { count: course.questionCount }),
          t("ui.learn.passMark", { mark: formatPercent(course.passMark / 100, i18n.language) }),
        ].join(" · ")}
      </p>
      {cooling && (
        <p>
          {t("ui.learn.cooldown", { time: formatDateTime(course.cooldownEndsAt!, i18n.language) })}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1">
        <Link className="font-medium text-primary underline" to={coursePath(course.id)}>
          {t("ui.learn.open")}
        </Link>
        {course.certificateId && (
          <Link className="text-primary underline" to={certificatePath(course.certificateId)}>
            {t("ui.learn.certificate")}
          </Link>
        )}
      </div>
    </article>
  );
}
