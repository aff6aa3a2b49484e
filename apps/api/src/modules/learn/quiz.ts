import { randomBytes, randomInt } from "node:crypto";

/** A copy of `items` in a random order (Fisher-Yates with the crypto generator). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The unguessable public id of a certificate (144 random bits, URL-safe). */
export const newCertificateId = () => randomBytes(18).toString("base64url");

export interface GradedQuestion {
  id: string;
  answer: readonly string[];
}

/**
 * Grades on the server: a question is right when the chosen choices are exactly its right ones
 * (any order, no extras). Score is the percent of questions right, rounded down.
 */
export function grade(
  questions: readonly GradedQuestion[],
  answers: readonly { questionId: string; choiceIds: readonly string[] }[],
  passMark: number,
) {
  const chosen = new Map(answers.map((a) => [a.questionId, new Set(a.choiceIds)]));
  const wrong = questions.filter((q) => {
    const picked = chosen.get(q.id);
    return !picked || picked.size !== q.answer.length || q.answer.some((id) => !picked.has(id));
  });
  const correctCount = questions.length - wrong.length;
  const score = questions.length ? Math.floor((correctCount * 100) / questions.length) : 0;
  return {
    score,
    passed: score >= passMark,
    correctCount,
    wrongQuestionIds: wrong.map((q) => q.id),
  };
}

/**
 * Attempts left and a running cool-down, from a person's submitted attempts at a course (oldest
 * first): `maxAttempts` failures in a row start a cool-down of `cooldownHours` from the last one;
 * a pass, or the end of a cool-down, starts the count again.
 */
export function allowance(
  attempts: readonly { submittedAt: Date | null; passed: boolean | null }[],
  rules: { maxAttempts: number; cooldownHours: number },
  now: Date,
) {
  let failures = 0;
  let cooldownEnds: Date | null = null;
  for (const a of attempts) {
    if (!a.submittedAt) continue;
    if (a.passed) failures = 0;
    else if (++failures >= rules.maxAttempts) {
      cooldownEnds = new Date(a.submittedAt.getTime() + rules.cooldownHours * 3_600_000);
      failures = 0;
    }
  }
  if (cooldownEnds && cooldownEnds > now) return { attemptsLeft: 0, cooldownEndsAt: cooldownEnds };
  return { attemptsLeft: rules.maxAttempts - failures, cooldownEndsAt: null };
}

/** `from` plus whole months (the day clamped to the month's last). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
