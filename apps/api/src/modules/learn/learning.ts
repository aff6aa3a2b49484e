import type { z } from "zod";
import type { Db } from "@portal/db/database";
import type { DealProduct } from "@portal/contract/deals/deal-schemas";
import type { TrainingStatus } from "@portal/contract/learn/learn-options";
import type {
  attemptAnswersSchema,
  Attempt,
  AttemptResult,
  CourseDetail,
  CourseSummary,
  LearnOverview,
  ProductTraining,
} from "@portal/contract/learn/learn-schemas";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import { toAccreditation, trainingOf } from "./gate";
import { addMonths, allowance, grade, newCertificateId, shuffled } from "./quiz";
import * as repo from "./repo";

export interface LearnSettings {
  validityMonths: number;
  graceDays: number;
  maxAttempts: number;
  cooldownHours: number;
  reminderDays: number;
}

const weakest: readonly TrainingStatus[] = [
  "expired",
  "required",
  "grace",
  "valid",
  "not_required",
];

/** A course's status for a person: the weakest of its products'. */
function courseStatus(products: readonly string[], training: readonly ProductTraining[]) {
  const statuses = training.filter((t) => products.includes(t.product)).map((t) => t.status);
  return weakest.find((s) => statuses.includes(s)) ?? "required";
}

function presentAttempt(
  attempt: repo.AttemptRow,
  questions: repo.QuestionRow[],
  passMark: number,
): Attempt {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    id: attempt.id,
    courseId: attempt.courseId,
    versionId: attempt.versionId,
    startedAt: attempt.startedAt.toISOString(),
    passMark,
    questions: attempt.shuffled.map(({ questionId, choiceIds }) => {
      const q = byId.get(questionId)!;
      const text = new Map(q.choices.map((c) => [c.id, c.text]));
      // Only the id and text of each choice: the answer key stays on the server.
      return {
        id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        choices: choiceIds.map((id) => ({ id, text: text.get(id)! })),
      };
    }),
  };
}

async function summaries(
  db: Db,
  settings: LearnSettings,
  userId: string,
  versions: repo.VersionRow[],
  now: Date,
) {
  const ids = versions.map((v) => v.id);
  const [lessons, questions, attempts, training] = await Promise.all([
    repo.lessonsOf(db, ids),
    repo.questionsOf(db, ids),
    repo.attemptsOf(
      db,
      userId,
      versions.map((v) => v.courseId),
    ),
    trainingOf(db, [userId], now),
  ]);
  const read = await repo.readLessonIds(
    db,
    userId,
    lessons.map((l) => l.id),
  );
  const mine = training.get(userId)!;
  const list = versions.map((v): CourseSummary & { lessonRows: repo.LessonRow[] } => {
    const lessonRows = lessons.filter((l) => l.versionId === v.id);
    const tries = attempts.filter((a) => a.courseId === v.courseId);
    const left = allowance(tries, settings, now);
    const passed = [...tries].reverse().find((a) => a.passed);
    const cert = mine.find((t) => t.courseId === v.courseId && t.accreditation)?.accreditation;
    return {
      id: v.courseId,
      versionId: v.id,
      version: v.number,
      title: v.title,
      summary: v.summary,
      minutes: v.minutes,
      passMark: v.passMark,
      products: v.products as DealProduct[],
      lessonCount: lessonRows.length,
      lessonsRead: lessonRows.filter((l) => read.has(l.id)).length,
      questionCount: questions.filter((q) => q.versionId === v.id).length,
      status: courseStatus(v.products, mine),
      certificateId: passed ? (cert?.certificateId ?? null) : null,
      attemptsLeft: left.attemptsLeft,
      cooldownEndsAt: left.cooldownEndsAt?.toISOString() ?? null,
      lessonRows,
    };
  });
  return { list, read, training: mine };
}

/** Brokers' side of Learn: courses and progress, lessons, attempts graded on the server. */
export function createLearning(db: Db, settings: LearnSettings) {
  async function published(rawId: string) {
    const version = await repo.publishedVersionOf(db, uuidOrNotFound(rawId));
    if (!version) throw new AppError("not_found");
    return version;
  }

  async function detail(userId: string, courseId: string): Promise<CourseDetail> {
    const version = await published(courseId);
    const { list, read } = await summaries(db, settings, userId, [version], new Date());
    const { lessonRows, ...summary } = list[0]!;
    return {
      ...summary,
      lessons: lessonRows.map((l) => ({
        id: l.id,
        title: l.title,
        bodyHtml: l.bodyHtml,
        read: read.has(l.id),
      })),
    };
  }

  return {
    async overview(userId: string): Promise<Omit<LearnOverview, "seesMembers">> {
      const versions = (await repo.publishedVersions(db)).map((r) => r.v);
      const { list, training } = await summaries(db, settings, userId, versions, new Date());
      return { courses: list.map(({ lessonRows: _l, ...s }) => s), products: training };
    },

    course: detail,

    async readLesson(userId: string, rawId: string) {
      const found = await repo.findLesson(db, uuidOrNotFound(rawId));
      const version = found && (await repo.publishedVersionOf(db, found.courseId));
      if (!found || version?.id !== found.lesson.versionId) throw new AppError("not_found");
      await repo.markRead(db, userId, found.lesson.id);
      return detail(userId, found.courseId);
    },

    /** Starts an attempt (or gives back the open one): questions and choices in a new random order. */
    async start(userId: string, rawCourseId: string): Promise<Attempt> {
      const version = await published(rawCourseId);
      const questions = await repo.questionsOf(db, [version.id]);
      const tries = await repo.attemptsOf(db, userId, [version.courseId]);
      const left = allowance(tries, settings, new Date());
      if (left.cooldownEndsAt)
        throw new AppError("attempts_cooldown", {
          details: { courseId: version.courseId, retryAt: left.cooldownEndsAt.toISOString() },
        });
      const open = tries.find((a) => !a.submittedAt && a.versionId === version.id);
      const attempt =
        open ??
        (await repo.insertAttempt(db, {
          userId,
          courseId: version.courseId,
          versionId: version.id,
          shuffled: shuffled(questions).map((q) => ({
            questionId: q.id,
            choiceIds: shuffled(q.choices.map((c) => c.id)),
          })),
        }));
      return presentAttempt(attempt, questions, version.passMark);
    },

    submit: (userId: string, rawId: string, input: z.output<typeof attemptAnswersSchema>) =>
      submitAttempt(db, settings, userId, rawId, input),
  };
}

/**
 * Grades an attempt on the server. A pass gives an accreditation per product of the course, with
 * its expiry; the answer says which questions were wrong, never the right choices.
 */
async function submitAttempt(
  db: Db,
  settings: LearnSettings,
  userId: string,
  rawId: string,
  { answers }: z.output<typeof attemptAnswersSchema>,
): Promise<AttemptResult> {
  const attempt = await repo.findAttempt(db, uuidOrNotFound(rawId));
  if (!attempt || attempt.userId !== userId) throw new AppError("not_found");
  if (attempt.submittedAt) throw new AppError("attempt_closed");
  const version = (await repo.findVersion(db, attempt.versionId))!;
  // The course changed since it was started: its questions are no longer the ones that count.
  if (version.state !== "published") throw new AppError("attempt_closed");
  const questions = await repo.questionsOf(db, [version.id]);
  const result = grade(questions, answers, version.passMark);
  const now = new Date();
  const certificateId = result.passed ? newCertificateId() : null;
  const accreditations = await db.transaction(async (tx) => {
    const closed = await repo.closeAttempt(tx, attempt.id, {
      answers,
      score: result.score,
      passed: result.passed,
      wrongQuestionIds: result.wrongQuestionIds,
      submittedAt: now,
    });
    if (!closed) throw new AppError("attempt_closed");
    if (!certificateId) return [];
    const expiresAt = addMonths(now, settings.validityMonths);
    const rows = await repo.insertAccreditations(
      tx,
      version.products.map((product) => ({
        userId,
        product,
        courseId: version.courseId,
        versionId: version.id,
        attemptId: attempt.id,
        certificateId,
        cpdMinutes: version.minutes,
        passedAt: now,
        expiresAt,
      })),
    );
    return rows.map((a) => toAccreditation({ a, title: version.title, number: version.number }));
  });
  const left = allowance(await repo.attemptsOf(db, userId, [version.courseId]), settings, now);
  return {
    id: attempt.id,
    courseId: version.courseId,
    ...result,
    passMark: version.passMark,
    questionCount: questions.length,
    submittedAt: now.toISOString(),
    cpdMinutes: result.passed ? version.minutes : 0,
    certificateId,
    accreditations,
    attemptsLeft: left.attemptsLeft,
    cooldownEndsAt: left.cooldownEndsAt?.toISOString() ?? null,
  };
}
