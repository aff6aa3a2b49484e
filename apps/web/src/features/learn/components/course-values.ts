import { z } from "zod";
import type { QuestionKind } from "@portal/contract/learn/learn-options";
import {
  courseDraftSchema,
  type AuthoringVersion,
  type CourseDraftInput,
} from "@portal/contract/learn/learn-schemas";

// A course draft as its editor holds it: the contract's draft with minutes and pass mark as typed.

const choice = z.object({ text: z.string(), correct: z.boolean() });
const question = z.object({ kind: z.string(), prompt: z.string(), choices: z.array(choice) });
const courseValuesSchema = z.object({
  title: z.string(),
  summary: z.string(),
  minutes: z.string(),
  passMark: z.string(),
  products: z.array(z.string()),
  lessons: z.array(z.object({ title: z.string(), body: z.string() })),
  questions: z.array(question),
});
export type CourseValues = z.input<typeof courseValuesSchema>;
export type QuestionValues = CourseValues["questions"][number];

export const blankQuestion = (): QuestionValues => ({
  kind: "single" satisfies QuestionKind,
  prompt: "",
  choices: [
    { text: "", correct: true },
    { text: "", correct: false },
  ],
});

/** The draft to edit: the open draft, else a copy of the published version, else an empty course. */
export function courseValuesOf(version: AuthoringVersion | null): CourseValues {
  if (!version)
    return {
      title: "",
      summary: "",
      minutes: "15",
      passMark: "80",
      products: [],
      lessons: [{ title: "", body: "" }],
      questions: [blankQuestion()],
    };
  return {
    title: version.title,
    summary: version.summary,
    minutes: String(version.minutes),
    passMark: String(version.passMark),
    products: [...version.products],
    lessons: version.lessons.map((l) => ({ title: l.title, body: l.body })),
    questions: version.questions.map((q) => ({
      kind: q.kind,
      prompt: q.prompt,
      choices: q.choices.map((c) => ({ text: c.text, correct: c.correct })),
    })),
  };
}

const number = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));

/** The editor's schema: what was typed, checked as the contract's course draft. */
export const courseFormSchema = courseValuesSchema
  .transform((v): CourseDraftInput => ({
    ...v,
    minutes: number(v.minutes),
    passMark: number(v.passMark),
    products: v.products as CourseDraftInput["products"],
    questions: v.questions as CourseDraftInput["questions"],
  }))
  .pipe(courseDraftSchema);
