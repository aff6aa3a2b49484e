// Learn (issue 18; docs/decisions/040-training-gate.md): courses per product, a quiz graded on the
// server, accreditation per person and product with an expiry, and the gate that refuses a
// submission for a product the person holds no valid accreditation for. Zod-free: the web's
// Learn and deal pages read these without the schemas.

/** A quiz question: one right choice, or one or more (all of them, and only them, to be right). */
export const questionKinds = ["single", "multiple"] as const;
export type QuestionKind = (typeof questionKinds)[number];

/**
 * Where a person stands on a product:
 * - `not_required`: no published course covers the product, so nothing is gated;
 * - `required`: a course covers it and the person holds no accreditation (or only an expired one
 *   whose re-take grace ended);
 * - `valid`: accredited on the current version;
 * - `grace`: accredited on an earlier version, still valid until `graceEndsAt`: re-take the new one;
 * - `expired`: the accreditation passed its expiry date (the gate refuses, as for `required`).
 */
export const trainingStatuses = ["not_required", "required", "valid", "grace", "expired"] as const;
export type TrainingStatus = (typeof trainingStatuses)[number];

/** Whether a status lets the person submit deals for the product. */
export const trainingAllows = (status: TrainingStatus): boolean =>
  status === "not_required" || status === "valid" || status === "grace";

/** A course version's state: one draft at most, the newest published one is what brokers take. */
export const courseVersionStates = ["draft", "published", "superseded"] as const;
export type CourseVersionState = (typeof courseVersionStates)[number];

export const courseTitleMax = 200;
export const courseSummaryMax = 2_000;
export const lessonTitleMax = 200;
export const lessonBodyMax = 40_000;
export const questionPromptMax = 1_000;
export const choiceTextMax = 500;
export const maxLessons = 30;
export const maxQuestions = 50;
export const minChoices = 2;
export const maxChoices = 8;

/** The public verification page of a certificate (the web's route). */
export const certificateVerifyPath = (certificateId: string) => `/verify/${certificateId}`;
/** The course page in Learn (the web's route), linked from a `training_required` refusal. */
export const coursePath = (courseId: string) => `/learn/${courseId}`;
