import type { Attempt, AttemptResult, CourseDetail } from "@portal/contract/learn/learn-schemas";

/** A published course as GET /v1/learn/courses/{id} answers it (both lessons read). */
export const courseDetail = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  id: "c1",
  versionId: "v1",
  version: 1,
  title: "Equipment finance essentials",
  summary: "What equipment finance is and who it suits.",
  minutes: 20,
  passMark: 80,
  products: ["equipment_finance"],
  lessonCount: 2,
  lessonsRead: 2,
  questionCount: 2,
  status: "required",
  certificateId: null,
  attemptsLeft: 3,
  cooldownEndsAt: null,
  lessons: [
    {
      id: "l1",
      title: "What it is",
      bodyHtml: "<p>A loan <strong>secured</strong> on kit.</p>",
      read: true,
    },
    { id: "l2", title: "Who it suits", bodyHtml: "<p>Firms buying machines.</p>", read: true },
  ],
  ...overrides,
});

/** An attempt as the learner gets it: shuffled, no answer key. */
export const attempt = (): Attempt => ({
  id: "a1",
  courseId: "c1",
  versionId: "v1",
  startedAt: "2026-11-26T09:00:00.000Z",
  passMark: 80,
  questions: [
    {
      id: "q2",
      kind: "multiple",
      prompt: "Which documents do funders ask for?",
      choices: [
        { id: "q2c1", text: "Supplier quote" },
        { id: "q2c2", text: "Bank statements" },
        { id: "q2c3", text: "A horoscope" },
      ],
    },
    {
      id: "q1",
      kind: "single",
      prompt: "What secures the loan?",
      choices: [
        { id: "q1c1", text: "The equipment" },
        { id: "q1c2", text: "Nothing" },
      ],
    },
  ],
});

/** The grade of that attempt. */
export const attemptResult = (overrides: Partial<AttemptResult> = {}): AttemptResult => ({
  id: "a1",
  courseId: "c1",
  score: 50,
  passMark: 80,
  passed: false,
  correctCount: 1,
  questionCount: 2,
  wrongQuestionIds: ["q2"],
  submittedAt: "2026-11-26T09:05:00.000Z",
  cpdMinutes: 0,
  certificateId: null,
  accreditations: [],
  attemptsLeft: 2,
  cooldownEndsAt: null,
  ...overrides,
});
