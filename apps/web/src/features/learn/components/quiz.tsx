import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import type { Attempt, AttemptResult, CourseDetail } from "@portal/contract/learn/learn-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { errorMessageKey } from "@/lib/errors";
import { useStartAttempt, useSubmitAttempt } from "../api/learn-api";
import { certificatePath } from "../paths";
import "../i18n";

/** When a 409 `attempts_cooldown` says the next attempt may start, if it is one. */
function retryAtOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== "attempts_cooldown") return null;
  const details = (error.body as { error?: { details?: { retryAt?: unknown } } } | null)?.error
    ?.details;
  return typeof details?.retryAt === "string" ? details.retryAt : null;
}

const future = (at: string | null | undefined): at is string => !!at && new Date(at) > new Date();

/**
 * The course's quiz: start an attempt (or resume the open one), answer its questions in the
 * order the server shuffled them (one choice or all that apply), submit, and see the grade the
 * server gives: the score, pass or which questions were wrong (never the right answers), the
 * attempts left or when a cool-down ends, and on a pass the certificate.
 */
export function Quiz({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const start = useStartAttempt(course.id);
  const submit = useSubmitAttempt(course.id);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [retryAt, setRetryAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [unanswered, setUnanswered] = useState(0);
  const cooldownEnds = [retryAt, result?.cooldownEndsAt, course.cooldownEndsAt].find(future);

  async function begin() {
    setFailure(null);
    try {
      const next = await start.mutateAsync();
      setAttempt(next);
      setAnswers({});
      setResult(null);
      setUnanswered(0);
    } catch (error) {
      const at = retryAtOf(error);
      if (at) setRetryAt(at);
      else setFailure(errorMessageKey(error));
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!attempt) return;
    const missing = attempt.questions.filter((q) => !answers[q.id]?.length).length;
    setUnanswered(missing);
    if (missing) return;
    setFailure(null);
    try {
      const graded = await submit.mutateAsync({
        attemptId: attempt.id,
        body: {
          answers: attempt.questions.map((q) => ({ questionId: q.id, choiceIds: answers[q.id]! })),
        },
      });
      setResult(graded);
    } catch (error) {
      const at = retryAtOf(error);
      if (at) setRetryAt(at);
      else setFailure(errorMessageKey(error));
      if (error instanceof ApiError && error.code === "attempt_closed") setAttempt(null);
    }
  }

  function choose(questionId: string, choiceId: string, single: boolean) {
    setAnswers((all) => {
      const now = all[questionId] ?? [];
      const next = single
        ? [choiceId]
        : now.includes(choiceId)
          ? now.filter((c) => c !== choiceId)
          : [...now, choiceId];
      return { ...all, [questionId]: next };
    });
  }

  const cooldown = cooldownEnds && (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p>{t("messages.attemptsCooldown")}</p>
      <p className="font-medium">
        {t("ui.learn.cooldown", { time: formatDateTime(cooldownEnds, i18n.language) })}
      </p>
    </div>
  );

  if (result && attempt) {
    const prompts = new Map(
      attempt.questions.map((q, i) => [q.id, { n: i + 1, prompt: q.prompt }]),
    );
    return (
      <div className="flex flex-col gap-3 text-sm">
        <div
          role="status"
          className={`flex flex-col gap-1 rounded-md border px-3 py-2 ${result.passed ? "border-success bg-success-soft" : "border-danger bg-danger-soft"}`}
        >
          <p className="font-semibold">
            {t(result.passed ? "ui.learn.passed" : "ui.learn.failed", {
              score: result.score,
              mark: result.passMark,
            })}
          </p>
          <p>
            {t("ui.learn.rightOf", { right: result.correctCount, total: result.questionCount })}
          </p>
          {result.passed && result.cpdMinutes > 0 && (
            <p>{t("ui.learn.cpd", { count: result.cpdMinutes })}</p>
          )}
        </div>
        {!result.passed && result.wrongQuestionIds.length > 0 && (
          <div>
            <p className="font-medium">{t("ui.learn.wrong")}</p>
            <ul className="list-disc ps-5">
              {result.wrongQuestionIds.map((id) => {
                const q = prompts.get(id);
                return (
                  <li key={id} className="break-words">
                    {q ? `${t("ui.learn.questionN", { n: q.n })}: ${q.prompt}` : id}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {result.passed && result.certificateId && (
          <p>
            <Link
              className="font-medium text-primary underline"
              to={certificatePath(result.certificateId)}
            >
              {t("ui.learn.seeCertificate")}
            </Link>
          </p>
        )}
        {!result.passed &&
          (cooldown || (
            <>
              <p>{t("ui.learn.attemptsLeft", { count: result.attemptsLeft })}</p>
              <FormFailure message={failure} />
              <div>
                <Button disabled={start.isPending} onClick={() => void begin()}>
                  {t("ui.learn.tryAgain")}
                </Button>
              </div>
            </>
          ))}
      </div>
    );
  }

  if (attempt) {
    return (
      <form onSubmit={(e) => void send(e)} className="flex flex-col gap-5 text-sm" noValidate>
        {attempt.questions.map((q, i) => {
          const single = q.kind === "single";
          return (
            <fieldset key={q.id} className="flex flex-col gap-2">
              <legend className="mb-1 font-medium break-words">
                <span className="block text-xs font-normal text-fg-muted">
                  {t("ui.learn.questionN", { n: i + 1 })} ·{" "}
                  {t(single ? "ui.learn.single" : "ui.learn.multiple")}
                </span>
                {q.prompt}
              </legend>
              {q.choices.map((c) => (
                <label key={c.id} className="flex items-start gap-2 break-words">
                  <input
                    type={single ? "radio" : "checkbox"}
                    name={`q-${q.id}`}
                    value={c.id}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    checked={answers[q.id]?.includes(c.id) ?? false}
                    onChange={() => choose(q.id, c.id, single)}
                  />
                  <span className="min-w-0">{c.text}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
        {unanswered > 0 && (
          <p role="alert" className="text-danger">
            {t("ui.learn.unanswered", { count: unanswered })}
          </p>
        )}
        <FormFailure message={failure} />
        {cooldown}
        <div>
          <Button type="submit" disabled={submit.isPending}>
            {t("ui.learn.submit")}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        {t("ui.learn.quizIntro", {
          count: course.questionCount,
          mark: course.passMark,
          left: course.attemptsLeft,
        })}
      </p>
      {cooldown || (
        <>
          <FormFailure message={failure} />
          <div>
            <Button disabled={start.isPending} onClick={() => void begin()}>
              {t("ui.learn.start")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
