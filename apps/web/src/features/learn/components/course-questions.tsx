import { Controller, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { maxChoices, minChoices, questionKinds } from "@portal/contract/learn/learn-options";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { Card } from "@/components/ui/page";
import { SelectField } from "@/components/ui/select";
import { Block, listError, Reorder, type CourseForm } from "./course-blocks";
import { blankQuestion } from "./course-values";
import "../i18n";

/** The quiz's questions, in order: each moved, removed, or one more added. */
export function CourseQuestions({ form }: { form: CourseForm }) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control: form.control, name: "questions" });
  const error = listError(form, "questions");
  return (
    <Card title={t("ui.learn.form.questions")}>
      <div className="flex flex-col gap-4">
        {error && <p className="text-sm text-danger">{error}</p>}
        {questions.fields.map((question, i) => (
          <Block
            key={question.id}
            legend={t("ui.learn.form.question", { n: i + 1 })}
            actions={
              <Reorder
                index={i}
                count={questions.fields.length}
                removeLabel={t("ui.learn.form.removeQuestion", { n: i + 1 })}
                onMove={(to) => questions.move(i, to)}
                onRemove={() => questions.remove(i)}
              />
            }
          >
            <QuestionFields form={form} index={i} />
          </Block>
        ))}
        <div>
          <Button variant="secondary" onClick={() => questions.append(blankQuestion())}>
            {t("ui.learn.form.addQuestion")}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** A question: its kind, its prompt, and its choices with the right ones ticked. */
function QuestionFields({ form, index: i }: { form: CourseForm; index: number }) {
  const { t } = useTranslation();
  const choices = useFieldArray({ control: form.control, name: `questions.${i}.choices` });
  const single = form.watch(`questions.${i}.kind`) === "single";
  // Which choices are right is checked with the kind: a change to either checks it again.
  const recheck = () => {
    if (form.formState.isSubmitted) void form.trigger(`questions.${i}.choices`);
  };
  const error = listError(form, `questions.${i}.choices`);
  return (
    <>
      <Controller
        control={form.control}
        name={`questions.${i}.kind`}
        render={({ field }) => (
          <SelectField
            label={t("ui.learn.form.kind")}
            value={field.value}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            error={form.errorOf(`questions.${i}.kind`)}
            options={questionKinds.map((k) => ({ value: k, label: t(`ui.learn.form.kinds.${k}`) }))}
            onValueChange={(value) => {
              field.onChange(value);
              recheck();
            }}
          />
        )}
      />
      <TextAreaField
        label={t("ui.learn.form.prompt")}
        rows={2}
        {...form.field(`questions.${i}.prompt`)}
      />
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium">{t("ui.learn.form.choices")}</legend>
        {choices.fields.map((choice, j) => {
          const name = `questions.${i}.choices.${j}` as const;
          const textError = form.errorOf(`${name}.text`);
          return (
            <div key={choice.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  aria-label={`${t("ui.learn.form.right")}: ${t("ui.learn.form.choice", { n: j + 1 })}`}
                  {...form.register(`${name}.correct`, {
                    onChange: (e: { target: { checked: boolean } }) => {
                      // One right choice for single choice: ticking one unticks the others.
                      if (single && e.target.checked)
                        choices.fields.forEach((_, k) => {
                          if (k !== j) form.setValue(`questions.${i}.choices.${k}.correct`, false);
                        });
                      recheck();
                    },
                  })}
                />
                <input
                  className="w-full min-w-0 rounded-md border border-line bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-focus aria-[invalid=true]:border-danger"
                  aria-label={t("ui.learn.form.choice", { n: j + 1 })}
                  aria-invalid={!!textError}
                  {...form.register(`${name}.text`)}
                />
                <Button
                  variant="ghost"
                  className="shrink-0 px-2"
                  aria-label={t("ui.learn.form.removeChoice", { n: j + 1 })}
                  disabled={choices.fields.length <= minChoices}
                  onClick={() => choices.remove(j)}
                >
                  ×
                </Button>
              </div>
              {textError && <p className="text-danger">{textError}</p>}
            </div>
          );
        })}
        {error && <p className="text-danger">{error}</p>}
        <div>
          <Button
            variant="secondary"
            disabled={choices.fields.length >= maxChoices}
            onClick={() => choices.append({ text: "", correct: false })}
          >
            {t("ui.learn.form.addChoice")}
          </Button>
        </div>
      </fieldset>
    </>
  );
}
