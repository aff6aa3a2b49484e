import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import type { Attempt, AttemptResult, CourseDetail } from "@portal/contract/learn/learn-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { ApiError } from "@/lib/api-client";
import { formatDateTime, formatPercent } from "@/lib/format";
import { errorMessageKey } from "@/lib/errors";
import { useStartAttempt } from "../api/learn-api";
import { QuizAttempt } from "./quiz-attempt";
import { QuizResult } from "./quiz-result";
import "../i18n";

/** When a 409 `attempts_cooldown` says the next attempt may start, if it is one. */
function retryAtOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== "attempts_cooldown") return null;
  const { retryAt } = error.details;
  return typeof retryAt === "string" ? retryAt : null;
}

const future = (at: string | null | undefined): at is string => !!at && new Date(at) > new Date();

/**
 * The course's quiz: start an attempt (or resume the open one), answer its questions
 * (QuizAttempt), and see the grade the server gives (QuizResult): on a fail the attempts left, or
 * when a cool-down ends; on a pass the certificate.
 */
export function Quiz({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const start = useStartAttempt(course.id);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [retryAt, setRetryAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const cooldownEnds = [retryAt, result?.cooldownEndsAt, course.cooldownEndsAt].find(future);

  /** A refusal the quiz answers itself: a cool-down (when it ends), or the attempt closed. */
  function refused(error: unknown) {
    const at = retryAtOf(error);
    if (at) setRetryAt(at);
    else if (error instanceof ApiError && error.code === "attempt_closed") {
      setFailure(errorMessageKey(error));
      setAttempt(null);
    } else return false;
    return true;
  }

  async function begin() {
    setFailure(null);
    try {
      setAttempt(await start.mutateAsync());
      setResult(null);
    } catch (error) {
      if (!refused(error)) setFailure(errorMessageKey(error));
    }
  }

  const cooldown = cooldownEnds && (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p>{t("messages.attemptsCooldown")}</p>
      <p className="font-medium">
        {t("ui.learn.cooldown", { time: formatDateTime(cooldownEnds, i18n.language) })}
      </p>
    </div>
  );
  const startButton = (label: string) =>
    cooldown || (
      <>
        <FormFailure message={failure} />
        <div>
          <Button disabled={start.isPending} onClick={() => void begin()}>
            {t(label)}
          </Button>
        </div>
      </>
    );

  if (result && attempt)
    return (
      <QuizResult
        attempt={attempt}
        result={result}
        next={
          cooldown || (
            <>
              <p>{t("ui.learn.attemptsLeft", { count: result.attemptsLeft })}</p>
              {startButton("ui.learn.tryAgain")}
            </>
          )
        }
      />
    );
  if (attempt)
    return (
      <QuizAttempt
        // A new attempt is a new form (its own questions and order).
        key={attempt.id}
        courseId={course.id}
        attempt={attempt}
        cooldown={cooldown}
        onGraded={setResult}
        onRefused={refused}
      />
    );
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        {t("ui.learn.quizIntro", {
          count: course.questionCount,
          mark: formatPercent(course.passMark / 100, i18n.language),
          left: course.attemptsLeft,
        })}
      </p>
      {startButton("ui.learn.start")}
    </div>
  );
}
