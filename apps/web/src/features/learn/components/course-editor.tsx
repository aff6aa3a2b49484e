import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { dealProducts, type DealProduct } from "@portal/contract/deals/deal-schemas";
import {
  maxChoices,
  minChoices,
  questionKinds,
  type QuestionKind,
} from "@portal/contract/learn/learn-options";
import {
  courseDraftSchema,
  type AuthoringCourse,
  type AuthoringVersion,
  type CourseDraftInput,
} from "@portal/contract/learn/learn-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { failureOf } from "@/lib/field-failure";
import { useFieldErrors } from "@/lib/field-errors";
import { useCreateCourse, usePublishCourse, useSaveDraft } from "../api/learn-api";
import { authoringCoursePath } from "../paths";
import "../i18n";

interface Choice {
  text: string;
  correct: boolean;
}
interface Question {
  kind: QuestionKind;
  prompt: string;
  choices: Choice[];
}
/** The form's draft: numbers as typed, checked when sent. */
interface Draft {
  title: string;
  summary: string;
  minutes: string;
  passMark: string;
  products: DealProduct[];
  lessons: { title: string; body: string }[];
  questions: Question[];
}

const blankQuestion = (): Question => ({
  kind: "single",
  prompt: "",
  choices: [
    { text: "", correct: true },
    { text: "", correct: false },
  ],
});

/** The draft to edit: the open draft, else a copy of the published version, else an empty course. */
function draftOf(version: AuthoringVersion | null): Draft {
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

const toInput = (d: Draft): CourseDraftInput => ({
  ...d,
  minutes: d.minutes.trim() === "" ? Number.NaN : Number(d.minutes),
  passMark: d.passMark.trim() === "" ? Number.NaN : Number(d.passMark),
});

/** Field errors by dotted path ("lessons.0.body"), from the schema or the server's issues. */
type Errors = Record<string, MessageKey>;

function serverErrors(error: unknown): Errors {
  const issues =
    error instanceof ApiError
      ? (error.body as { error?: { issues?: { path: string; code: string }[] } } | null)?.error
          ?.issues
      : undefined;
  return Object.fromEntries((issues ?? []).map((i) => [i.path, i.code as MessageKey]));
}

const move = <T,>(list: T[], from: number, to: number) => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * An operator's course editor: title, summary, estimated minutes, pass mark, products, lessons in
 * Markdown and quiz questions with their choices and the right ones; save the draft (or create the
 * course), then publish it. `course` is null for a new course.
 */
export function CourseEditor({ course }: { course: AuthoringCourse | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() =>
    draftOf(course?.draft ?? course?.published ?? null),
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors, clearError] = useFieldErrors<Errors>();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const create = useCreateCourse();
  const save = useSaveDraft(course?.id ?? "");
  const publish = usePublishCourse(course?.id ?? "");
  const busy = create.isPending || save.isPending || publish.isPending;
  const err = (path: string) => (errors[path] ? t(`messages.${errors[path]}`) : undefined);

  /** Changes the draft; the changed fields' errors go (the next save checks them again). */
  const change = (next: (d: Draft) => Draft, ...changed: string[]) => {
    setDraft(next);
    setDirty(true);
    clearError(...changed);
  };
  const setLesson = (i: number, patch: Partial<Draft["lessons"][number]>) =>
    change(
      (d) => ({ ...d, lessons: d.lessons.map((l, j) => (j === i ? { ...l, ...patch } : l)) }),
      ...Object.keys(patch).map((key) => `lessons.${i}.${key}`),
    );
  const setQuestion = (i: number, patch: (q: Question) => Question) =>
    change(
      (d) => ({ ...d, questions: d.questions.map((q, j) => (j === i ? patch(q) : q)) }),
      ...Object.keys(errors).filter((path) => path.startsWith(`questions.${i}`)),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = toInput(draft);
    const checked = courseDraftSchema.safeParse(input);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const path = issue.path.join(".");
        found[path] ??= issue.message as MessageKey;
      }
      setErrors(found);
      setFailure(checked.error.issues[0]!.message as MessageKey);
      return;
    }
    setErrors({});
    try {
      if (course) {
        await save.mutateAsync(checked.data);
        toast("success", t("ui.learn.form.saved"));
      } else {
        const made = await create.mutateAsync(checked.data);
        toast("success", t("ui.learn.form.saved"));
        void navigate(authoringCoursePath(made.id), { replace: true });
      }
      setDirty(false);
    } catch (error) {
      setErrors(serverErrors(error));
      setFailure(failureOf(error));
    }
  }

  async function publishDraft() {
    if (!window.confirm(t("ui.learn.form.confirmPublish"))) return;
    setFailure(null);
    try {
      await publish.mutateAsync();
      toast("success", t("ui.learn.form.publishedNow"));
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {course && (
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
      )}
      <Card title={t("ui.learn.course")}>
        <div className="flex flex-col gap-3">
          <TextField
            label={t("ui.learn.form.title")}
            value={draft.title}
            error={err("title")}
            onChange={(e) => change((d) => ({ ...d, title: e.target.value }), "title")}
          />
          <TextAreaField
            label={t("ui.learn.form.summary")}
            value={draft.summary}
            error={err("summary")}
            onChange={(e) => change((d) => ({ ...d, summary: e.target.value }), "summary")}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t("ui.learn.form.minutes")}
              type="number"
              inputMode="numeric"
              min={1}
              max={600}
              value={draft.minutes}
              error={err("minutes")}
              onChange={(e) => change((d) => ({ ...d, minutes: e.target.value }), "minutes")}
            />
            <TextField
              label={t("ui.learn.form.passMark")}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              value={draft.passMark}
              error={err("passMark")}
              onChange={(e) => change((d) => ({ ...d, passMark: e.target.value }), "passMark")}
            />
          </div>
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="mb-1 font-medium">{t("ui.learn.form.products")}</legend>
            <p className="text-xs text-fg-muted">{t("ui.learn.form.productsHint")}</p>
            <div className="grid gap-1 sm:grid-cols-2">
              {dealProducts.map((p) => (
                <label key={p} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={draft.products.includes(p)}
                    onChange={() =>
                      change((d) => ({
                        ...d,
                        products: d.products.includes(p)
                          ? d.products.filter((x) => x !== p)
                          : [...d.products, p],
                      }))
                    }
                  />
                  {t(`ui.learn.products.${p}`)}
                </label>
              ))}
            </div>
            {err("products") && <p className="text-danger">{err("products")}</p>}
          </fieldset>
        </div>
      </Card>

      <Card title={t("ui.learn.form.lessons")}>
        <div className="flex flex-col gap-4">
          {err("lessons") && <p className="text-sm text-danger">{err("lessons")}</p>}
          {draft.lessons.map((lesson, i) => (
            <Block
              key={i}
              legend={t("ui.learn.form.lesson", { n: i + 1 })}
              actions={
                <Reorder
                  index={i}
                  count={draft.lessons.length}
                  removeLabel={t("ui.learn.form.removeLesson", { n: i + 1 })}
                  onMove={(to) => change((d) => ({ ...d, lessons: move(d.lessons, i, to) }))}
                  onRemove={() =>
                    change((d) => ({ ...d, lessons: d.lessons.filter((_, j) => j !== i) }))
                  }
                />
              }
            >
              <TextField
                label={t("ui.learn.form.lessonTitle")}
                value={lesson.title}
                error={err(`lessons.${i}.title`)}
                onChange={(e) => setLesson(i, { title: e.target.value })}
              />
              <TextAreaField
                label={t("ui.learn.form.lessonBody")}
                rows={8}
                hint={t("ui.learn.form.bodyHint")}
                value={lesson.body}
                error={err(`lessons.${i}.body`)}
                onChange={(e) => setLesson(i, { body: e.target.value })}
              />
            </Block>
          ))}
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                change((d) => ({ ...d, lessons: [...d.lessons, { title: "", body: "" }] }))
              }
            >
              {t("ui.learn.form.addLesson")}
            </Button>
          </div>
        </div>
      </Card>

      <Card title={t("ui.learn.form.questions")}>
        <div className="flex flex-col gap-4">
          {err("questions") && <p className="text-sm text-danger">{err("questions")}</p>}
          {draft.questions.map((q, i) => (
            <Block
              key={i}
              legend={t("ui.learn.form.question", { n: i + 1 })}
              actions={
                <Reorder
                  index={i}
                  count={draft.questions.length}
                  removeLabel={t("ui.learn.form.removeQuestion", { n: i + 1 })}
                  onMove={(to) => change((d) => ({ ...d, questions: move(d.questions, i, to) }))}
                  onRemove={() =>
                    change((d) => ({ ...d, questions: d.questions.filter((_, j) => j !== i) }))
                  }
                />
              }
            >
              <SelectField
                label={t("ui.learn.form.kind")}
                value={q.kind}
                error={err(`questions.${i}.kind`)}
                options={questionKinds.map((k) => ({
                  value: k,
                  label: t(`ui.learn.form.kinds.${k}`),
                }))}
                onValueChange={(value) =>
                  setQuestion(i, (x) => ({ ...x, kind: value as QuestionKind }))
                }
              />
              <TextAreaField
                label={t("ui.learn.form.prompt")}
                rows={2}
                value={q.prompt}
                error={err(`questions.${i}.prompt`)}
                onChange={(e) => setQuestion(i, (x) => ({ ...x, prompt: e.target.value }))}
              />
              <ChoicesEditor
                question={q}
                index={i}
                err={err}
                onChange={(patch) => setQuestion(i, patch)}
              />
            </Block>
          ))}
          <div>
            <Button
              variant="secondary"
              onClick={() =>
                change((d) => ({ ...d, questions: [...d.questions, blankQuestion()] }))
              }
            >
              {t("ui.learn.form.addQuestion")}
            </Button>
          </div>
        </div>
      </Card>

      <FormFailure message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {course ? t("ui.learn.form.save") : t("ui.learn.form.create")}
        </Button>
        {course?.draft && (
          <Button variant="secondary" disabled={busy || dirty} onClick={() => void publishDraft()}>
            {t("ui.learn.form.publish")}
          </Button>
        )}
      </div>
    </form>
  );
}

function Block({
  legend,
  actions,
  children,
}: {
  legend: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
      {actions}
    </fieldset>
  );
}

function Reorder({
  index,
  count,
  removeLabel,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  removeLabel: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" disabled={index === 0} onClick={() => onMove(index - 1)}>
        {t("ui.learn.form.up")}
      </Button>
      <Button variant="ghost" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        {t("ui.learn.form.down")}
      </Button>
      <Button variant="ghost" disabled={count === 1} onClick={onRemove}>
        {removeLabel}
      </Button>
    </div>
  );
}

function ChoicesEditor({
  question: q,
  index: i,
  err,
  onChange,
}: {
  question: Question;
  index: number;
  err: (path: string) => string | undefined;
  onChange: (patch: (q: Question) => Question) => void;
}) {
  const { t } = useTranslation();
  const setChoice = (j: number, patch: Partial<Choice>) =>
    onChange((x) => ({
      ...x,
      choices: x.choices.map((c, k) =>
        k === j
          ? { ...c, ...patch }
          : // One right choice for single choice: ticking one unticks the others.
            x.kind === "single" && patch.correct
            ? { ...c, correct: false }
            : c,
      ),
    }));
  return (
    <fieldset className="flex flex-col gap-2 text-sm">
      <legend className="mb-1 font-medium">{t("ui.learn.form.choices")}</legend>
      {q.choices.map((c, j) => (
        <div key={j} className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              aria-label={`${t("ui.learn.form.right")}: ${t("ui.learn.form.choice", { n: j + 1 })}`}
              checked={c.correct}
              onChange={(e) => setChoice(j, { correct: e.target.checked })}
            />
            <input
              className="w-full min-w-0 rounded-md border border-line bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-focus aria-[invalid=true]:border-danger"
              aria-label={t("ui.learn.form.choice", { n: j + 1 })}
              aria-invalid={!!err(`questions.${i}.choices.${j}.text`)}
              value={c.text}
              onChange={(e) => setChoice(j, { text: e.target.value })}
            />
            <Button
              variant="ghost"
              className="shrink-0 px-2"
              aria-label={t("ui.learn.form.removeChoice", { n: j + 1 })}
              disabled={q.choices.length <= minChoices}
              onClick={() =>
                onChange((x) => ({ ...x, choices: x.choices.filter((_, k) => k !== j) }))
              }
            >
              ×
            </Button>
          </div>
          {err(`questions.${i}.choices.${j}.text`) && (
            <p className="text-danger">{err(`questions.${i}.choices.${j}.text`)}</p>
          )}
        </div>
      ))}
      {err(`questions.${i}.choices`) && (
        <p className="text-danger">{err(`questions.${i}.choices`)}</p>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={q.choices.length >= maxChoices}
          onClick={() =>
            onChange((x) => ({ ...x, choices: [...x.choices, { text: "", correct: false }] }))
          }
        >
          {t("ui.learn.form.addChoice")}
        </Button>
      </div>
    </fieldset>
  );
}
