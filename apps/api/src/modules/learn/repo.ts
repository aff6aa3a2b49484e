import { and, asc, desc, eq, exists, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { memberships, teams } from "@portal/db/schema/organizations";
import {
  learnAccreditations,
  learnAttempts,
  learnCourseProducts,
  learnCourses,
  learnCourseVersions,
  learnLessonProgress,
  learnLessons,
  learnQuestions,
} from "@portal/db/schema/learn";

export type VersionRow = typeof learnCourseVersions.$inferSelect;
export type LessonRow = typeof learnLessons.$inferSelect;
export type QuestionRow = typeof learnQuestions.$inferSelect;
export type AttemptRow = typeof learnAttempts.$inferSelect;
export type AccreditationRow = typeof learnAccreditations.$inferSelect;

/** Accreditations still valid at `now`: not expired, and not past a re-take grace. */
export const validAt = (now: Date) =>
  and(
    gt(learnAccreditations.expiresAt, now),
    or(isNull(learnAccreditations.graceEndsAt), gt(learnAccreditations.graceEndsAt, now)),
  );

/**
 * The gate's one query: the published course a product needs and whether this person holds a
 * valid accreditation from it. No row: no published course covers the product.
 */
export async function gateRow(db: Executor, userId: string, product: string, now: Date) {
  const [row] = await db
    .select({
      courseId: learnCourseProducts.courseId,
      courseTitle: learnCourseVersions.title,
      accredited: exists(
        db
          .select({ one: sql`1` })
          .from(learnAccreditations)
          .where(
            and(
              eq(learnAccreditations.userId, userId),
              eq(learnAccreditations.product, product),
              eq(learnAccreditations.courseId, learnCourseProducts.courseId),
              validAt(now),
            ),
          ),
      ),
    })
    .from(learnCourseProducts)
    .innerJoin(learnCourses, eq(learnCourses.id, learnCourseProducts.courseId))
    .innerJoin(learnCourseVersions, eq(learnCourseVersions.id, learnCourses.publishedVersionId))
    .where(eq(learnCourseProducts.product, product))
    .limit(1);
  return row;
}

/** Every product a published course covers, with the course's current title. */
export function coveredProducts(db: Executor) {
  return db
    .select({
      product: learnCourseProducts.product,
      courseId: learnCourseProducts.courseId,
      courseTitle: learnCourseVersions.title,
    })
    .from(learnCourseProducts)
    .innerJoin(learnCourses, eq(learnCourses.id, learnCourseProducts.courseId))
    .innerJoin(learnCourseVersions, eq(learnCourseVersions.id, learnCourses.publishedVersionId));
}

/** These people's accreditations, newest expiry first, with the version's title and number. */
export function accreditationsOf(db: Executor, userIds: readonly string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({
      a: learnAccreditations,
      title: learnCourseVersions.title,
      number: learnCourseVersions.number,
    })
    .from(learnAccreditations)
    .innerJoin(learnCourseVersions, eq(learnCourseVersions.id, learnAccreditations.versionId))
    .where(inArray(learnAccreditations.userId, [...userIds]))
    .orderBy(desc(learnAccreditations.expiresAt));
}

/** The published versions of every course. */
export function publishedVersions(db: Executor) {
  return db
    .select({ v: learnCourseVersions })
    .from(learnCourses)
    .innerJoin(learnCourseVersions, eq(learnCourseVersions.id, learnCourses.publishedVersionId))
    .orderBy(asc(learnCourseVersions.title));
}

export async function publishedVersionOf(db: Executor, courseId: string) {
  const [row] = await db
    .select({ v: learnCourseVersions })
    .from(learnCourses)
    .innerJoin(learnCourseVersions, eq(learnCourseVersions.id, learnCourses.publishedVersionId))
    .where(eq(learnCourses.id, courseId));
  return row?.v;
}

export async function findVersion(db: Executor, id: string) {
  const [row] = await db.select().from(learnCourseVersions).where(eq(learnCourseVersions.id, id));
  return row;
}

export function lessonsOf(db: Executor, versionIds: readonly string[]) {
  if (!versionIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(learnLessons)
    .where(inArray(learnLessons.versionId, [...versionIds]))
    .orderBy(asc(learnLessons.position));
}

export function questionsOf(db: Executor, versionIds: readonly string[]) {
  if (!versionIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(learnQuestions)
    .where(inArray(learnQuestions.versionId, [...versionIds]))
    .orderBy(asc(learnQuestions.position));
}

/** The lessons this person has read, among these. */
export async function readLessonIds(db: Executor, userId: string, lessonIds: readonly string[]) {
  if (!lessonIds.length) return new Set<string>();
  const rows = await db
    .select({ lessonId: learnLessonProgress.lessonId })
    .from(learnLessonProgress)
    .where(
      and(
        eq(learnLessonProgress.userId, userId),
        inArray(learnLessonProgress.lessonId, [...lessonIds]),
      ),
    );
  return new Set(rows.map((r) => r.lessonId));
}

export async function findLesson(db: Executor, id: string) {
  const [row] = await db
    .select({ lesson: learnLessons, courseId: learnCourseVersions.courseId })
    .from(learnLessons)
    .innerJoin(learnCourseVersions, eq(learnCourseVersions.id, learnLessons.versionId))
    .where(eq(learnLessons.id, id));
  return row;
}

export async function markRead(db: Executor, userId: string, lessonId: string) {
  await db.insert(learnLessonProgress).values({ userId, lessonId }).onConflictDoNothing();
}

const earlier = alias(learnLessons, "earlier");

/**
 * A new version's lessons keep the read marks of the previous version's lessons they repeat word
 * for word (same title and body): only changed or new lessons show as unread.
 */
export async function carryReadMarks(db: Executor, fromVersionId: string, toVersionId: string) {
  await db
    .insert(learnLessonProgress)
    .select(
      db
        .select({
          userId: learnLessonProgress.userId,
          lessonId: learnLessons.id,
          readAt: learnLessonProgress.readAt,
        })
        .from(learnLessonProgress)
        .innerJoin(earlier, eq(earlier.id, learnLessonProgress.lessonId))
        .innerJoin(
          learnLessons,
          and(
            eq(learnLessons.versionId, toVersionId),
            eq(learnLessons.title, earlier.title),
            eq(learnLessons.body, earlier.body),
          ),
        )
        .where(eq(earlier.versionId, fromVersionId)),
    )
    .onConflictDoNothing();
}

/** A person's attempts at a course, oldest first. */
export function attemptsOf(db: Executor, userId: string, courseIds: readonly string[]) {
  if (!courseIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(learnAttempts)
    .where(and(eq(learnAttempts.userId, userId), inArray(learnAttempts.courseId, [...courseIds])))
    .orderBy(asc(learnAttempts.startedAt));
}

export async function findAttempt(db: Executor, id: string) {
  const [row] = await db.select().from(learnAttempts).where(eq(learnAttempts.id, id));
  return row;
}

export async function insertAttempt(db: Executor, values: typeof learnAttempts.$inferInsert) {
  const [row] = await db.insert(learnAttempts).values(values).returning();
  return row!;
}

/** Records the grade once: undefined when the attempt was submitted meanwhile. */
export async function closeAttempt(
  db: Executor,
  id: string,
  values: Pick<AttemptRow, "answers" | "score" | "passed" | "wrongQuestionIds" | "submittedAt">,
) {
  const [row] = await db
    .update(learnAttempts)
    .set(values)
    .where(and(eq(learnAttempts.id, id), isNull(learnAttempts.submittedAt)))
    .returning();
  return row;
}

export async function insertAccreditations(
  db: Executor,
  rows: (typeof learnAccreditations.$inferInsert)[],
) {
  if (!rows.length) return [];
  return db.insert(learnAccreditations).values(rows).returning();
}

/** A certificate's rows (one per product) with the holder's name and the version's title. */
export function certificateRows(db: Executor, certificateId: string) {
  return db
    .select({
      a: learnAccreditations,
      holderName: users.name,
      title: learnCourseVersions.title,
      number: learnCourseVersions.number,
      score: learnAttempts.score,
    })
    .from(learnAccreditations)
    .innerJoin(users, eq(users.id, learnAccreditations.userId))
    .innerJoin(learnCourseVersions, eq(learnCourseVersions.id, learnAccreditations.versionId))
    .innerJoin(learnAttempts, eq(learnAttempts.id, learnAccreditations.attemptId))
    .where(eq(learnAccreditations.certificateId, certificateId))
    .orderBy(asc(learnAccreditations.product));
}

/** The members of an organization within a scope (the whole organization, a region, a team). */
export function membersIn(
  db: Executor,
  organizationId: string,
  within: { regionId?: string; teamId?: string },
) {
  const region = sql<string | null>`coalesce(${teams.regionId}, ${memberships.regionId})`;
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(teams, eq(teams.id, memberships.teamId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        within.teamId ? eq(memberships.teamId, within.teamId) : undefined,
        within.regionId ? sql`${region} = ${within.regionId}` : undefined,
      ),
    )
    .orderBy(asc(users.name));
}

/**
 * Accreditations expiring within the window, not yet reminded of, and not replaced by a later one
 * of the same person and product: one row per certificate, with the holder's address.
 */
export function dueReminders(db: Executor, now: Date, until: Date) {
  const later = sql`exists (select 1 from ${learnAccreditations} b where b."userId" = ${learnAccreditations.userId} and b.product = ${learnAccreditations.product} and b."expiresAt" > ${learnAccreditations.expiresAt})`;
  return db
    .selectDistinctOn([learnAccreditations.certificateId], {
      certificateId: learnAccreditations.certificateId,
      courseId: learnAccreditations.courseId,
      expiresAt: learnAccreditations.expiresAt,
      email: users.email,
      title: learnCourseVersions.title,
    })
    .from(learnAccreditations)
    .innerJoin(users, eq(users.id, learnAccreditations.userId))
    .innerJoin(learnCourseVersions, eq(learnCourseVersions.id, learnAccreditations.versionId))
    .where(
      and(
        isNull(learnAccreditations.remindedAt),
        gt(learnAccreditations.expiresAt, now),
        lte(learnAccreditations.expiresAt, until),
        sql`not ${later}`,
      ),
    )
    .orderBy(learnAccreditations.certificateId);
}

/** Marks a certificate reminded; false when another process did it first. */
export async function markReminded(db: Executor, certificateId: string, now: Date) {
  const rows = await db
    .update(learnAccreditations)
    .set({ remindedAt: now })
    .where(
      and(
        eq(learnAccreditations.certificateId, certificateId),
        isNull(learnAccreditations.remindedAt),
      ),
    )
    .returning({ id: learnAccreditations.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- authoring

export async function findCourse(db: Executor, id: string) {
  const [row] = await db.select().from(learnCourses).where(eq(learnCourses.id, id));
  return row;
}

export function listCourses(db: Executor) {
  return db.select().from(learnCourses).orderBy(desc(learnCourses.updatedAt));
}

export function versionsByIds(db: Executor, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(learnCourseVersions)
    .where(inArray(learnCourseVersions.id, [...ids]));
}

/** Products covered by a published course other than this one. */
export function productsOfOtherCourses(db: Executor, courseId: string | null, products: string[]) {
  return db
    .select()
    .from(learnCourseProducts)
    .where(
      and(
        inArray(learnCourseProducts.product, products),
        courseId ? ne(learnCourseProducts.courseId, courseId) : undefined,
      ),
    );
}

export async function insertCourse(db: Executor, createdBy: string | null) {
  const [row] = await db.insert(learnCourses).values({ createdBy }).returning();
  return row!;
}

export async function updateCourse(
  db: Executor,
  id: string,
  values: Partial<typeof learnCourses.$inferInsert>,
) {
  await db
    .update(learnCourses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(learnCourses.id, id));
}

export async function nextVersionNumber(db: Executor, courseId: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${learnCourseVersions.number}), 0)::int` })
    .from(learnCourseVersions)
    .where(eq(learnCourseVersions.courseId, courseId));
  return (row?.n ?? 0) + 1;
}

export async function insertVersion(db: Executor, values: typeof learnCourseVersions.$inferInsert) {
  const [row] = await db.insert(learnCourseVersions).values(values).returning();
  return row!;
}

export async function updateVersion(
  db: Executor,
  id: string,
  values: Partial<typeof learnCourseVersions.$inferInsert>,
) {
  await db.update(learnCourseVersions).set(values).where(eq(learnCourseVersions.id, id));
}

/** Replaces a draft's lessons and questions. */
export async function replaceContent(
  db: Executor,
  versionId: string,
  lessons: Omit<typeof learnLessons.$inferInsert, "versionId">[],
  questions: Omit<typeof learnQuestions.$inferInsert, "versionId">[],
) {
  await db.delete(learnLessons).where(eq(learnLessons.versionId, versionId));
  await db.delete(learnQuestions).where(eq(learnQuestions.versionId, versionId));
  await db.insert(learnLessons).values(lessons.map((l) => ({ ...l, versionId })));
  await db.insert(learnQuestions).values(questions.map((q) => ({ ...q, versionId })));
}

export async function setCourseProducts(db: Executor, courseId: string, products: string[]) {
  await db.delete(learnCourseProducts).where(eq(learnCourseProducts.courseId, courseId));
  await db.insert(learnCourseProducts).values(products.map((product) => ({ product, courseId })));
}

/** A new version published: accreditations from earlier versions stay valid until `graceEndsAt`. */
export async function startGrace(db: Executor, courseId: string, versionId: string, ends: Date) {
  await db
    .update(learnAccreditations)
    .set({ graceEndsAt: ends })
    .where(
      and(
        eq(learnAccreditations.courseId, courseId),
        ne(learnAccreditations.versionId, versionId),
        isNull(learnAccreditations.graceEndsAt),
      ),
    );
}

export async function accreditedCount(db: Executor, courseId: string, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${learnAccreditations.userId})::int` })
    .from(learnAccreditations)
    .where(and(eq(learnAccreditations.courseId, courseId), validAt(now)));
  return row?.n ?? 0;
}
