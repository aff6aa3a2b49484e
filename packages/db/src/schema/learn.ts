import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./identity";

// Learn (issue 18; docs/decisions/040-training-gate.md): courses written by operators, versioned;
// lessons and quiz per version; attempts, lesson progress and accreditations per person.

/** A course: what stays across its versions. `publishedVersionId` is the one brokers take. */
export const learnCourses = pgTable("learn_courses", {
  id: uuid("id").primaryKey().defaultRandom(),
  publishedVersionId: uuid("publishedVersionId"),
  draftVersionId: uuid("draftVersionId"),
  createdBy: text("createdBy").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
});

/** One version of a course: a draft until published, then fixed (attempts point at it). */
export const learnCourseVersions = pgTable(
  "learn_course_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: uuid("courseId")
      .notNull()
      .references(() => learnCourses.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    state: text("state", { enum: ["draft", "published", "superseded"] }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Estimated duration: the CPD minutes recorded with a pass. */
    minutes: integer("minutes").notNull(),
    passMark: integer("passMark").notNull(),
    products: jsonb("products").$type<string[]>().notNull(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("publishedAt", { withTimezone: true }),
    publishedBy: text("publishedBy").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("learn_course_versions_number_idx").on(t.courseId, t.number)],
);

/** Which published course a product needs: one course per product at most (the gate reads it). */
export const learnCourseProducts = pgTable("learn_course_products", {
  product: text("product").primaryKey(),
  courseId: uuid("courseId")
    .notNull()
    .references(() => learnCourses.id, { onDelete: "cascade" }),
});

/** A lesson: Markdown and its HTML, rendered on the server with raw HTML off when saved. */
export const learnLessons = pgTable(
  "learn_lessons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    versionId: uuid("versionId")
      .notNull()
      .references(() => learnCourseVersions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    bodyHtml: text("bodyHtml").notNull(),
  },
  (t) => [index("learn_lessons_version_idx").on(t.versionId, t.position)],
);

/** A quiz question; `answer` (the right choice ids) never leaves the server but to its authors. */
export const learnQuestions = pgTable(
  "learn_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    versionId: uuid("versionId")
      .notNull()
      .references(() => learnCourseVersions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["single", "multiple"] }).notNull(),
    prompt: text("prompt").notNull(),
    choices: jsonb("choices").$type<{ id: string; text: string }[]>().notNull(),
    answer: jsonb("answer").$type<string[]>().notNull(),
  },
  (t) => [index("learn_questions_version_idx").on(t.versionId, t.position)],
);

/** A person's read mark on a lesson. */
export const learnLessonProgress = pgTable(
  "learn_lesson_progress",
  {
    userId: text("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid("lessonId")
      .notNull()
      .references(() => learnLessons.id, { onDelete: "cascade" }),
    readAt: timestamp("readAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** A quiz attempt at one version, with the shuffled order it was given and, once submitted, its grade. */
export const learnAttempts = pgTable(
  "learn_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid("courseId")
      .notNull()
      .references(() => learnCourses.id, { onDelete: "cascade" }),
    versionId: uuid("versionId")
      .notNull()
      .references(() => learnCourseVersions.id, { onDelete: "cascade" }),
    /** The questions in the order given, each with its choices' order. */
    shuffled: jsonb("shuffled").$type<{ questionId: string; choiceIds: string[] }[]>().notNull(),
    startedAt: timestamp("startedAt", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submittedAt", { withTimezone: true }),
    answers: jsonb("answers").$type<{ questionId: string; choiceIds: string[] }[]>(),
    score: integer("score"),
    passed: boolean("passed"),
    wrongQuestionIds: jsonb("wrongQuestionIds").$type<string[]>(),
  },
  (t) => [index("learn_attempts_user_course_idx").on(t.userId, t.courseId, t.startedAt)],
);

/**
 * A person's accreditation for a product, from a passed attempt: one row per product of the course,
 * the rows of one pass sharing its certificate id (the unguessable id of the public verification
 * link). Valid while `expiresAt` and `graceEndsAt` (set when a newer version is published) are ahead.
 */
export const learnAccreditations = pgTable(
  "learn_accreditations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("userId")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    product: text("product").notNull(),
    courseId: uuid("courseId")
      .notNull()
      .references(() => learnCourses.id, { onDelete: "cascade" }),
    versionId: uuid("versionId")
      .notNull()
      .references(() => learnCourseVersions.id, { onDelete: "cascade" }),
    attemptId: uuid("attemptId")
      .notNull()
      .references(() => learnAttempts.id, { onDelete: "cascade" }),
    certificateId: text("certificateId").notNull(),
    cpdMinutes: integer("cpdMinutes").notNull(),
    passedAt: timestamp("passedAt", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expiresAt", { withTimezone: true }).notNull(),
    graceEndsAt: timestamp("graceEndsAt", { withTimezone: true }),
    /** When the reminder before expiry was sent (once per certificate). */
    remindedAt: timestamp("remindedAt", { withTimezone: true }),
  },
  (t) => [
    index("learn_accreditations_user_product_idx").on(t.userId, t.product, t.expiresAt),
    index("learn_accreditations_certificate_idx").on(t.certificateId),
    index("learn_accreditations_expires_idx").on(t.expiresAt),
  ],
);
