import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { Card } from "@/components/ui/page";
import { Block, listError, Reorder, type CourseForm } from "./course-blocks";
import "../i18n";

/** The course's lessons in Markdown, in order: each moved, removed, or one more added. */
export function CourseLessons({ form }: { form: CourseForm }) {
  const { t } = useTranslation();
  const lessons = useFieldArray({ control: form.control, name: "lessons" });
  const error = listError(form, "lessons");
  return (
    <Card title={t("ui.learn.form.lessons")}>
      <div className="flex flex-col gap-4">
        {error && <p className="text-sm text-danger">{error}</p>}
        {lessons.fields.map((lesson, i) => (
          <Block
            key={lesson.id}
            legend={t("ui.learn.form.lesson", { n: i + 1 })}
            actions={
              <Reorder
                index={i}
                count={lessons.fields.length}
                removeLabel={t("ui.learn.form.removeLesson", { n: i + 1 })}
                onMove={(to) => lessons.move(i, to)}
                onRemove={() => lessons.remove(i)}
              />
            }
          >
            <TextField
              label={t("ui.learn.form.lessonTitle")}
              {...form.field(`lessons.${i}.title`)}
            />
            <TextAreaField
              label={t("ui.learn.form.lessonBody")}
              rows={8}
              hint={t("ui.learn.form.bodyHint")}
              {...form.field(`lessons.${i}.body`)}
            />
          </Block>
        ))}
        <div>
          <Button variant="secondary" onClick={() => lessons.append({ title: "", body: "" })}>
            {t("ui.learn.form.addLesson")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
