import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Attempt, AttemptResult } from "@portal/contract/learn/learn-schemas";
import { formatPercent } from "@/lib/format";
import { certificatePath } from "../paths";
import "../i18n";

/**
 * The grade the server gave: the score, pass or which questions were wrong (never the right
 * answers), and on a pass the certificate; `next` is what follows a fail (try again, or when).
 */
export function QuizResult({
  attempt,
  result,
  next,
}: {
  attempt: Attempt;
  result: AttemptResult;
  next: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const prompts = new Map(attempt.questions.map((q, i) => [q.id, { n: i + 1, prompt: q.prompt }]));
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div
        role="status"
        className={`flex flex-col gap-1 rounded-md border px-3 py-2 ${result.passed ? "border-success bg-success-soft" : "border-danger bg-danger-soft"}`}
      >
        <p className="font-semibold">
          {t(result.passed ? "ui.learn.passed" : "ui.learn.failed", {
            score: formatPercent(result.score / 100, i18n.language),
            mark: formatPercent(result.passMark / 100, i18n.language),
          })}
        </p>
        <p>{t("ui.learn.rightOf", { right: result.correctCount, total: result.questionCount })}</p>
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
      {!result.passed && next}
    </div>
  );
}
