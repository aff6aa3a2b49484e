import { z } from "zod";
import { dealProducts } from "../deals/deal-schemas";
import {
  choiceTextMax,
  courseSummaryMax,
  courseTitleMax,
  courseVersionStates,
  lessonBodyMax,
  lessonTitleMax,
  maxChoices,
  maxLessons,
  maxQuestions,
  minChoices,
  questionKinds,
  questionPromptMax,
  trainingStatuses,
} from "./learn-options";

// Learn (issue 18; docs/decisions/040-training-gate.md). Routes:
//   brokers   GET  /v1/learn/courses                    -> learnOverviewSchema
//             GET  /v1/learn/courses/{courseId}         -> courseDetailSchema (published version)
//             POST /v1/learn/lessons/{lessonId}/read    -> courseDetailSchema
//             POST /v1/learn/courses/{courseId}/attempts -> attemptSchema (201; an open one is reused)
//             POST /v1/learn/attempts/{attemptId}/submit (attemptAnswersSchema) -> attemptResultSchema
//             GET  /v1/learn/certificates/{certificateId} -> certificateSchema (its holder only)
//   public    GET  /v1/public/certificates/{certificateId} -> publicCertificateSchema
//   heads     GET  /v1/learn/members                    -> memberTrainingListSchema
//             GET  /v1/learn/members/{userId}           -> memberTrainingSchema
//   operators GET  /v1/learn/authoring/courses          -> authoringCourseListSchema
//             POST /v1/learn/authoring/courses (courseDraftSchema) -> authoringCourseSchema (201)
//             GET  /v1/learn/authoring/courses/{courseId} -> authoringCourseSchema
//             PUT  /v1/learn/authoring/courses/{courseId}/draft (courseDraftSchema) -> authoringCourseSchema
//             POST /v1/learn/authoring/courses/{courseId}/publish -> authoringCourseSchema
// Refusals: 409 `training_required` (details: training-required.ts) from every submit path;
// 409 `attempts_cooldown` (details: { courseId, retryAt }); 409 `attempt_closed`; 409
// `product_has_course` (details: { product, courseId, courseTitle }).

const product = z.enum(dealProducts);

// ---------------------------------------------------------------- authoring (operators)

export const choiceInputSchema = z.strictObject({
  text: z
    .string({ error: "choiceTextRequired" })
    .trim()
    .min(1, { error: "choiceTextRequired" })
    .max(choiceTextMax, { error: "choiceTextRequired" }),
  correct: z.boolean({ error: "invalidValue" }),
});

export const questionInputSchema = z
  .strictObject({
    kind: z.enum(questionKinds, { error: "questionKindChoice" }),
    prompt: z
      .string({ error: "questionPromptRequired" })
      .trim()
      .min(1, { error: "questionPromptRequired" })
      .max(questionPromptMax, { error: "questionPromptRequired" }),
    choices: z
      .array(choiceInputSchema, { error: "questionChoicesCount" })
      .min(minChoices, { error: "questionChoicesCount" })
      .max(maxChoices, { error: "questionChoicesCount" }),
  })
  .refine(
    (q) => {
      const right = q.choices.filter((c) => c.correct).length;
      return q.kind === "single" ? right === 1 : right >= 1;
    },
    { error: "questionAnswerKey", path: ["choices"] },
  );

export const lessonInputSchema = z.strictObject({
  title: z
    .string({ error: "lessonTitleRequired" })
    .trim()
    .min(1, { error: "lessonTitleRequired" })
    .max(lessonTitleMax, { error: "lessonTitleRequired" }),
  /** Markdown; rendered on the server with raw HTML off. */
  body: z
    .string({ error: "lessonBodyRequired" })
    .max(lessonBodyMax, { error: "lessonBodyRequired" })
    .refine((s) => s.trim().length > 0, { error: "lessonBodyRequired" }),
});

/** `POST /v1/learn/authoring/courses`, `PUT .../{courseId}/draft`: the whole draft version. */
export const courseDraftSchema = z.strictObject({
  title: z
    .string({ error: "courseTitleRequired" })
    .trim()
    .min(1, { error: "courseTitleRequired" })
    .max(courseTitleMax, { error: "courseTitleRequired" }),
  summary: z
    .string({ error: "courseSummaryRequired" })
    .trim()
    .min(1, { error: "courseSummaryRequired" })
    .max(courseSummaryMax, { error: "courseSummaryRequired" }),
  /** Estimated duration: the CPD minutes recorded with a pass. */
  minutes: z
    .number({ error: "courseMinutesRange" })
    .int({ error: "courseMinutesRange" })
    .min(1, { error: "courseMinutesRange" })
    .max(600, { error: "courseMinutesRange" }),
  /** Pass mark in percent of questions right. */
  passMark: z
    .number({ error: "passMarkRange" })
    .int({ error: "passMarkRange" })
    .min(1, { error: "passMarkRange" })
    .max(100, { error: "passMarkRange" }),
  /** The products the course accredits; a product is covered by one course at most. */
  products: z
    .array(product, { error: "courseProductsRequired" })
    .min(1, { error: "courseProductsRequired" })
    .max(dealProducts.length, { error: "courseProductsRequired" })
    .refine((p) => new Set(p).size === p.length, { error: "courseProductsRequired" }),
  lessons: z
    .array(lessonInputSchema, { error: "courseLessonsCount" })
    .min(1, { error: "courseLessonsCount" })
    .max(maxLessons, { error: "courseLessonsCount" }),
  questions: z
    .array(questionInputSchema, { error: "courseQuestionsCount" })
    .min(1, { error: "courseQuestionsCount" })
    .max(maxQuestions, { error: "courseQuestionsCount" }),
});
export type CourseDraftInput = z.input<typeof courseDraftSchema>;

/** A version as its authors see it: with the answer key (operators only, never learners). */
export const authoringVersionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  state: z.enum(courseVersionStates),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  passMark: z.number().int(),
  products: z.array(product),
  lessons: z.array(
    z.object({ id: z.string(), title: z.string(), body: z.string(), bodyHtml: z.string() }),
  ),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(questionKinds),
      prompt: z.string(),
      choices: z.array(z.object({ id: z.string(), text: z.string(), correct: z.boolean() })),
    }),
  ),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type AuthoringVersion = z.infer<typeof authoringVersionSchema>;

export const authoringCourseSchema = z.object({
  id: z.string(),
  /** The version brokers take (null until the first publication). */
  published: authoringVersionSchema.nullable(),
  /** The version being written (null when none is open). */
  draft: authoringVersionSchema.nullable(),
  /** People accredited by any version of this course whose accreditation is still valid. */
  accreditedCount: z.number().int(),
});
export type AuthoringCourse = z.infer<typeof authoringCourseSchema>;

export const authoringCourseListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      products: z.array(product),
      publishedVersion: z.number().int().nullable(),
      hasDraft: z.boolean(),
      updatedAt: z.string(),
    }),
  ),
});
export type AuthoringCourseList = z.infer<typeof authoringCourseListSchema>;

// ---------------------------------------------------------------- learners (brokers)

/** A person's accreditation for one product (one row per product of a passed course). */
export const accreditationSchema = z.object({
  product,
  courseId: z.string(),
  courseTitle: z.string(),
  version: z.number().int(),
  certificateId: z.string(),
  passedAt: z.string(),
  expiresAt: z.string(),
  /** Set when a newer version was published: valid until then, unless re-taken. */
  graceEndsAt: z.string().nullable(),
});
export type Accreditation = z.infer<typeof accreditationSchema>;

/** Where a person stands on a product (see `trainingStatuses`). */
export const productTrainingSchema = z.object({
  product,
  status: z.enum(trainingStatuses),
  courseId: z.string().nullable(),
  courseTitle: z.string().nullable(),
  /** The accreditation that counts (the latest), if any. */
  accreditation: accreditationSchema.nullable(),
});
export type ProductTraining = z.infer<typeof productTrainingSchema>;

/** The attempts left before a cool-down, and when a cool-down ends (null: none running). */
export const attemptAllowanceSchema = z.object({
  attemptsLeft: z.number().int(),
  cooldownEndsAt: z.string().nullable(),
});

export const courseSummarySchema = attemptAllowanceSchema.extend({
  id: z.string(),
  versionId: z.string(),
  version: z.number().int(),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  passMark: z.number().int(),
  products: z.array(product),
  lessonCount: z.number().int(),
  lessonsRead: z.number().int(),
  questionCount: z.number().int(),
  /** The person's status on this course: the weakest of its products' statuses. */
  status: z.enum(trainingStatuses),
  /** The person's latest passed attempt of this course, if any. */
  certificateId: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** `GET /v1/learn/courses`: the published courses and the person's status per product. */
export const learnOverviewSchema = z.object({
  courses: z.array(courseSummarySchema),
  products: z.array(productTrainingSchema),
  /**
   * Whether the person may read their members' training (`GET /v1/learn/members`): owners,
   * admins and managers. The page asks for it only then (anyone else gets 403).
   */
  seesMembers: z.boolean(),
});
export type LearnOverview = z.infer<typeof learnOverviewSchema>;

/** `GET /v1/learn/courses/{courseId}`: the published version's lessons, rendered. */
export const courseDetailSchema = courseSummarySchema.extend({
  lessons: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** Rendered on the server from the Markdown with raw HTML off: the only HTML the web shows. */
      bodyHtml: z.string(),
      read: z.boolean(),
    }),
  ),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** An attempt's questions as the learner gets them: shuffled, without the answer key. */
export const attemptSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  versionId: z.string(),
  startedAt: z.string(),
  passMark: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(questionKinds),
      prompt: z.string(),
      choices: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** `POST /v1/learn/attempts/{attemptId}/submit`: the chosen choice ids per question. */
export const attemptAnswersSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: z.string({ error: "invalidValue" }).max(100),
        choiceIds: z.array(z.string({ error: "invalidValue" }).max(100)).max(maxChoices),
      }),
      { error: "invalidValue" },
    )
    .max(maxQuestions),
});
export type AttemptAnswers = z.input<typeof attemptAnswersSchema>;

/**
 * The grade: score in percent, pass or fail and, on a fail, which questions were wrong (never the
 * right choices). On a pass, the accreditations it gave.
 */
export const attemptResultSchema = attemptAllowanceSchema.extend({
  id: z.string(),
  courseId: z.string(),
  score: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  wrongQuestionIds: z.array(z.string()),
  submittedAt: z.string(),
  /** The CPD minutes recorded (the course's estimate) on a pass, else 0. */
  cpdMinutes: z.number().int(),
  certificateId: z.string().nullable(),
  accreditations: z.array(accreditationSchema),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** `GET /v1/learn/certificates/{certificateId}`: the holder's own certificate. */
export const certificateSchema = z.object({
  certificateId: z.string(),
  holderName: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  version: z.number().int(),
  products: z.array(product),
  cpdMinutes: z.number().int(),
  score: z.number().int(),
  passedAt: z.string(),
  expiresAt: z.string(),
  graceEndsAt: z.string().nullable(),
  valid: z.boolean(),
  /** The public verification link (web route `/verify/{certificateId}`), absolute. */
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** `GET /v1/public/certificates/{certificateId}`: no sign-in; only this, nothing private. */
export const publicCertificateSchema = z.object({
  name: z.string(),
  courseTitle: z.string(),
  products: z.array(product),
  passedAt: z.string(),
  expiresAt: z.string(),
  valid: z.boolean(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

// ---------------------------------------------------------------- organization heads

/** A member's training, for owners and admins (their organization) and managers (their scope). */
export const memberTrainingSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  products: z.array(productTrainingSchema),
});
export type MemberTraining = z.infer<typeof memberTrainingSchema>;

export const memberTrainingListSchema = z.object({ items: z.array(memberTrainingSchema) });
export type MemberTrainingList = z.infer<typeof memberTrainingListSchema>;

// ---------------------------------------------------------------- the cool-down

/** The `details` of a 409 `attempts_cooldown`. */
export const attemptsCooldownSchema = z.object({ courseId: z.string(), retryAt: z.string() });
export type AttemptsCooldown = z.infer<typeof attemptsCooldownSchema>;
