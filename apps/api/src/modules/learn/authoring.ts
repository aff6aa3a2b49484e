import type { z } from "zod";
import { randomUUID } from "node:crypto";
import { isUniqueViolation } from "@portal/db/errors";
import type { Db, Executor } from "@portal/db/database";
import type { DealProduct } from "@portal/contract/deals/deal-schemas";
import type {
  courseDraftSchema,
  AuthoringCourse,
  AuthoringCourseList,
  AuthoringVersion,
} from "@portal/contract/learn/learn-schemas";
import { AppError } from "../../lib/app-error";
import { uuidOrNotFound } from "../../lib/uuid";
import { renderMarkdown } from "../../lib/markdown";
import * as organizations from "../organizations/service";
import * as repo from "./repo";

type Draft = ReturnType<typeof courseDraftSchema.parse>;

/** Operators write courses (PRODUCT.md): anyone else is refused. */
async function requireOperator(db: Executor, userId: string) {
  if (!(await organizations.isOperator(db, userId))) throw new AppError("forbidden");
}

/** A product is covered by one published course at most. */
async function requireFreeProducts(db: Executor, courseId: string | null, products: string[]) {
  const [taken] = await repo.productsOfOtherCourses(db, courseId, products);
  if (!taken) return;
  const other = await repo.publishedVersionOf(db, taken.courseId);
  throw new AppError("product_has_course", {
    details: { product: taken.product, courseId: taken.courseId, courseTitle: other?.title ?? "" },
  });
}

/** The draft's lessons (rendered) and questions (choices given ids, the key kept apart). */
export function contentOf(draft: Draft) {
  const lessons = draft.lessons.map((l, position) => ({
    position,
    title: l.title,
    body: l.body,
    bodyHtml: renderMarkdown(l.body),
  }));
  const questions = draft.questions.map((q, position) => {
    const choices = q.choices.map((c) => ({ id: randomUUID(), text: c.text, correct: c.correct }));
    return {
      position,
      kind: q.kind,
      prompt: q.prompt,
      choices: choices.map(({ id, text }) => ({ id, text })),
      answer: choices.filter((c) => c.correct).map((c) => c.id),
    };
  });
  return { lessons, questions };
}

const versionValues = (draft: Draft) => ({
  title: draft.title,
  summary: draft.summary,
  minutes: draft.minutes,
  passMark: draft.passMark,
  products: draft.products,
});

async function presentVersion(db: Executor, v: repo.VersionRow | undefined) {
  if (!v) return null;
  const [lessons, questions] = await Promise.all([
    repo.lessonsOf(db, [v.id]),
    repo.questionsOf(db, [v.id]),
  ]);
  const version: AuthoringVersion = {
    id: v.id,
    number: v.number,
    state: v.state,
    title: v.title,
    summary: v.summary,
    minutes: v.minutes,
    passMark: v.passMark,
    products: v.products as DealProduct[],
    lessons: lessons.map((l) => ({ id: l.id, title: l.title, body: l.body, bodyHtml: l.bodyHtml })),
    questions: questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      choices: q.choices.map((c) => ({ ...c, correct: q.answer.includes(c.id) })),
    })),
    createdAt: v.createdAt.toISOString(),
    publishedAt: v.publishedAt?.toISOString() ?? null,
  };
  return version;
}

async function listCourses(db: Db, userId: string): Promise<AuthoringCourseList> {
  await requireOperator(db, userId);
  const courses = await repo.listCourses(db);
  const versions = await repo.versionsByIds(
    db,
    courses.flatMap((c) => [c.publishedVersionId, c.draftVersionId]).filter((x) => x !== null),
  );
  const byId = new Map(versions.map((v) => [v.id, v]));
  return {
    items: courses.map((c) => {
      const shown = byId.get(c.draftVersionId ?? "") ?? byId.get(c.publishedVersionId ?? "");
      return {
        id: c.id,
        title: shown?.title ?? "",
        products: (shown?.products ?? []) as DealProduct[],
        publishedVersion: byId.get(c.publishedVersionId ?? "")?.number ?? null,
        hasDraft: c.draftVersionId !== null,
        updatedAt: c.updatedAt.toISOString(),
      };
    }),
  };
}

/** The draft becomes the published version; earlier versions' accreditations enter their grace. */
async function publishDraft(
  db: Db,
  settings: { graceDays: number },
  userId: string,
  found: NonNullable<Awaited<ReturnType<typeof repo.findCourse>>>,
) {
  if (!found.draftVersionId) throw new AppError("invalid_transition");
  const draftId = found.draftVersionId;
  const draft = (await repo.findVersion(db, draftId))!;
  await db
    .transaction(async (tx) => {
      await requireFreeProducts(tx, found.id, draft.products);
      const now = new Date();
      if (found.publishedVersionId) {
        await repo.updateVersion(tx, found.publishedVersionId, { state: "superseded" });
        await repo.carryReadMarks(tx, found.publishedVersionId, draftId);
      }
      await repo.updateVersion(tx, draftId, {
        state: "published",
        publishedAt: now,
        publishedBy: userId,
      });
      await repo.updateCourse(tx, found.id, {
        publishedVersionId: draftId,
        draftVersionId: null,
      });
      await repo.setCourseProducts(tx, found.id, draft.products);
      const graceEnds = new Date(now.getTime() + settings.graceDays * 86_400_000);
      await repo.startGrace(tx, found.id, draftId, graceEnds);
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      // Another course published one of these products between the check and the write.
      await requireFreeProducts(db, found.id, draft.products);
      throw new AppError("product_has_course");
    });
}

/** Operators' side of Learn: write a draft version, publish it (a new version), read them back. */
export function createAuthoring(db: Db, settings: { graceDays: number }) {
  async function present(courseId: string): Promise<AuthoringCourse> {
    const course = await repo.findCourse(db, courseId);
    if (!course) throw new AppError("not_found");
    const ids = [course.publishedVersionId, course.draftVersionId].filter((x) => x !== null);
    const versions = await repo.versionsByIds(db, ids);
    return {
      id: course.id,
      published: await presentVersion(
        db,
        versions.find((v) => v.id === course.publishedVersionId),
      ),
      draft: await presentVersion(
        db,
        versions.find((v) => v.id === course.draftVersionId),
      ),
      accreditedCount: await repo.accreditedCount(db, course.id, new Date()),
    };
  }

  async function course(userId: string, rawId: string) {
    await requireOperator(db, userId);
    const found = await repo.findCourse(db, uuidOrNotFound(rawId));
    if (!found) throw new AppError("not_found");
    return found;
  }

  return {
    list: (userId: string) => listCourses(db, userId),

    async get(userId: string, rawId: string) {
      return present((await course(userId, rawId)).id);
    },

    /** A new course and its first draft version. */
    async create(userId: string, draft: z.output<typeof courseDraftSchema>) {
      await requireOperator(db, userId);
      await requireFreeProducts(db, null, draft.products);
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertCourse(tx, userId);
        const version = await repo.insertVersion(tx, {
          courseId: created.id,
          number: 1,
          state: "draft",
          ...versionValues(draft),
        });
        const { lessons, questions } = contentOf(draft);
        await repo.replaceContent(tx, version.id, lessons, questions);
        await repo.updateCourse(tx, created.id, { draftVersionId: version.id });
        return created.id;
      });
      return present(id);
    },

    /** Writes the draft: the open one is replaced, else a new version is opened. */
    async saveDraft(userId: string, rawId: string, draft: z.output<typeof courseDraftSchema>) {
      const found = await course(userId, rawId);
      await requireFreeProducts(db, found.id, draft.products);
      await db.transaction(async (tx) => {
        let versionId = found.draftVersionId;
        if (versionId) await repo.updateVersion(tx, versionId, versionValues(draft));
        else {
          const number = await repo.nextVersionNumber(tx, found.id);
          const v = await repo.insertVersion(tx, {
            courseId: found.id,
            number,
            state: "draft",
            ...versionValues(draft),
          });
          versionId = v.id;
        }
        const { lessons, questions } = contentOf(draft);
        await repo.replaceContent(tx, versionId, lessons, questions);
        await repo.updateCourse(tx, found.id, { draftVersionId: versionId });
      });
      return present(found.id);
    },

    /**
     * Publishes the draft: brokers take it from now on; those accredited on an earlier version keep
     * a valid accreditation for the grace period, then must re-take it.
     */
    async publish(userId: string, rawId: string) {
      const found = await course(userId, rawId);
      await publishDraft(db, settings, userId, found);
      return present(found.id);
    },
  };
}
