import { useState, type ReactNode } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  attemptAnswersSchema,
  type Attempt,
  type AttemptResult,
} from "@portal/contract/learn/learn-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import { useSubmitAttempt } from "../api/learn-api";
import "../i18n";

/**
 * An attempt's questions in the order the server shuffled them (one choice or all that apply),
 * sent once every one is answered. `onGraded` gets the grade; `onRefused` a refusal the quiz
 * answers itself (a cool-down, the attempt closed), which returns true; any other refusal is said
 * above the button, with the choices kept.
 */
export function QuizAttempt({
  courseId,
  attempt,
  cooldown,
  onGraded,
  onRefused,
}: {
  courseId: string;
  attempt: Attempt;
  cooldown: ReactNode;
  onGraded: (result: AttemptResult) => void;
  onRefused: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const submit = useSubmitAttempt(courseId);
  const [unanswered, setUnanswered] = useState(0);
  const form = useContractForm(attemptAnswersSchema, {
    defaultValues: { answers: attempt.questions.map((q) => ({ questionId: q.id, choiceIds: [] })) },
    onSubmit: async (body) => {
      const missing = body.answers.filter((a) => a.choiceIds.length === 0).length;
      setUnanswered(missing);
      if (missing) return;
      try {
        onGraded(await submit.mutateAsync({ attemptId: attempt.id, body }));
      } catch (error) {
        if (!onRefused(error)) throw error;
      }
    },
  });

  return (
    <form onSubmit={form.submit} className="flex flex-col gap-5 text-sm" noValidate>
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
            <Controller
              control={form.control}
              name={`answers.${i}.choiceIds`}
              render={({ field }) => (
                <>
                  {q.choices.map((c) => (
                    <label key={c.id} className="flex items-start gap-2 break-words">
                      <input
                        type={single ? "radio" : "checkbox"}
                        name={`q-${q.id}`}
                        value={c.id}
                        className="mt-0.5 size-4 shrink-0 accent-primary"
                        checked={field.value.includes(c.id)}
                        onChange={() =>
                          field.onChange(
                            single
                              ? [c.id]
                              : field.value.includes(c.id)
                                ? field.value.filter((x) => x !== c.id)
                                : [...field.value, c.id],
                          )
                        }
                      />
                      <span className="min-w-0">{c.text}</span>
                    </label>
                  ))}
                </>
              )}
            />
            {form.errorOf(`answers.${i}.choiceIds`) && (
              <p className="text-danger">{form.errorOf(`answers.${i}.choiceIds`)}</p>
            )}
          </fieldset>
        );
      })}
      {unanswered > 0 && (
        <p role="alert" className="text-danger">
          {t("ui.learn.unanswered", { count: unanswered })}
        </p>
      )}
      <FormFailure message={form.failure} />
      {cooldown}
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("ui.learn.submit")}
        </Button>
      </div>
    </form>
  );
}
