import type { FormEvent } from "react";
import { Controller } from "react-hook-form";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import type { AuthoringCourse } from "@portal/contract/learn/learn-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormFailure } from "@/components/ui/form-failure";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Card } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { useContractForm } from "@/lib/contract-form";
import { failureOf } from "@/lib/field-failure";
import { useCreateCourse, usePublishCourse, useSaveDraft } from "../api/learn-api";
import { authoringCoursePath } from "../paths";
import type { CourseForm } from "./course-blocks";
import { CourseLessons } from "./course-lessons";
import { CourseQuestions } from "./course-questions";
import { courseFormSchema, courseValuesOf } from "./course-values";
import "../i18n";

/**
 * An operator's course editor: title, summary, estimated minutes, pass mark, products, lessons in
 * Markdown and quiz questions with their choices and the right ones; save the draft (or create the
 * course), then publish it. `course` is null for a new course. What is refused is said at its
 * field and, for the form's own check, the first of it above the buttons too (the form is long).
 */
export function CourseEditor({ course }: { course: AuthoringCourse | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateCourse();
  const save = useSaveDraft(course?.id ?? "");
  const publish = usePublishCourse(course?.id ?? "");
  const form = useContractForm(courseFormSchema, {
    defaultValues: courseValuesOf(course?.draft ?? course?.published ?? null),
    onSubmit: async (draft) => {
      const typed = form.getValues();
      if (course) await save.mutateAsync(draft);
      else {
        const made = await create.mutateAsync(draft);
        void navigate(authoringCoursePath(made.id), { replace: true });
      }
      toast("success", t("ui.learn.form.saved"));
      // What was saved is the draft now: Publish is offered until the next change.
      form.reset(typed);
    },
  });
  const busy = form.formState.isSubmitting || publish.isPending;

  async function submit(event: FormEvent) {
    await form.submit(event);
    const checked = courseFormSchema.safeParse(form.getValues());
    if (!checked.success) form.setFailure(checked.error.issues[0]!.message as MessageKey);
  }

  async function publishDraft() {
    if (!window.confirm(t("ui.learn.form.confirmPublish"))) return;
    form.setFailure(null);
    try {
      await publish.mutateAsync();
      toast("success", t("ui.learn.form.publishedNow"));
    } catch (error) {
      form.setFailure(failureOf(error));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {course && <CourseState course={course} />}
      <CourseFields form={form} />
      <CourseLessons form={form} />
      <CourseQuestions form={form} />
      <FormFailure message={form.failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {course ? t("ui.learn.form.save") : t("ui.learn.form.create")}
        </Button>
        {course?.draft && (
          <Button
            variant="secondary"
            disabled={busy || form.formState.isDirty}
            onClick={() => void publishDraft()}
          >
            {t("ui.learn.form.publish")}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Whether the course is published, which version is being edited, and how many hold it. */
function CourseState({ course }: { course: AuthoringCourse }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {course.published ? (
        <Badge tone="success">
          {t("ui.learn.published", { version: course.published.number })}
        </Badge>
      ) : (
        <Badge>{t("ui.learn.notPublished")}</Badge>
      )}
      <span className="text-fg-muted">
        {course.draft
          ? t("ui.learn.form.editing", { version: course.draft.number })
          : t("ui.learn.form.noDraft")}
      </span>
      <span className="text-fg-muted">
        {t("ui.learn.accredited", { count: course.accreditedCount })}
      </span>
    </div>
  );
}

/** The course itself: title, summary, minutes, pass mark and the products it accredits. */
function CourseFields({ form }: { form: CourseForm }) {
  const { t } = useTranslation();
  const productsError = form.errorOf("products");
  const whole = (max: number) => ({ type: "number", inputMode: "numeric", min: 1, max }) as const;
  return (
    <Card title={t("ui.learn.course")}>
      <div className="flex flex-col gap-3">
        <TextField label={t("ui.learn.form.title")} {...form.field("title")} />
        <TextAreaField label={t("ui.learn.form.summary")} {...form.field("summary")} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("ui.learn.form.minutes")}
            {...whole(600)}
            {...form.field("minutes")}
          />
          <TextField
            label={t("ui.learn.form.passMark")}
            {...whole(100)}
            {...form.field("passMark")}
          />
        </div>
        <Controller
          control={form.control}
          name="products"
          render={({ field }) => (
            <CheckboxGroup
              legend={t("ui.learn.form.products")}
              hint={t("ui.learn.form.productsHint")}
              columns={2}
              options={dealProducts.map((p) => ({ value: p, label: t(`ui.learn.products.${p}`) }))}
              value={field.value}
              onValueChange={field.onChange}
              error={productsError}
              ref={field.ref}
            />
          )}
        />
      </div>
    </Card>
  );
}
