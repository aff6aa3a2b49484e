import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  newsInputSchema,
  newsUpdateSchema,
  type NewsAudience,
  type NewsPost,
} from "@portal/contract/news/news-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { errorMessageKey } from "@/lib/errors";
import { useFieldErrors } from "@/lib/field-errors";
import "@/lib/i18n/field-messages";
import { useEditNews, usePostNews } from "../api/news-api";
import "../i18n";

type Errors = Partial<Record<"title" | "body" | "audience", string>>;

/**
 * Writing a post, or changing one (`post`): title, Markdown text and, for a new post, who it is
 * for among the audiences the writer may post to (the server checks again).
 */
export function NewsForm({
  audiences = [],
  post,
  onDone,
}: {
  audiences?: NewsAudience[];
  post?: NewsPost;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const create = usePostNews();
  const edit = useEditNews();
  const [title, setTitle] = useState(post?.title ?? "");
  const [body, setBody] = useState(post?.body ?? "");
  const [audience, setAudience] = useState<string>(audiences[0] ?? "");
  const [errors, setErrors, clearError] = useFieldErrors<Errors>();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const pending = create.isPending || edit.isPending;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = post
      ? newsUpdateSchema.safeParse({ title, body })
      : newsInputSchema.safeParse({ title, body, audience });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= t(`messages.${issue.message}`);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (post) await edit.mutateAsync({ postId: post.id, body: { title, body } });
      else {
        await create.mutateAsync({ title, body, audience: audience as NewsAudience });
        setTitle("");
        setBody("");
      }
      onDone?.();
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <FormFailure message={failure} />
      <TextField
        label={t("ui.news.postTitle")}
        value={title}
        maxLength={200}
        error={errors.title}
        onChange={(e) => {
          setTitle(e.target.value);
          clearError("title");
        }}
      />
      <TextAreaField
        label={t("ui.news.body")}
        hint={t("ui.news.bodyHint")}
        value={body}
        rows={6}
        error={errors.body}
        onChange={(e) => {
          setBody(e.target.value);
          clearError("body");
        }}
      />
      {!post && (
        <SelectField
          label={t("ui.news.audience")}
          value={audience}
          error={errors.audience}
          options={audiences.map((a) => ({ value: a, label: t(`ui.news.audiences.${a}`) }))}
          onValueChange={(value) => {
            setAudience(value);
            clearError("audience");
          }}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {post ? t("ui.news.save") : t("ui.news.publish")}
        </Button>
        {post && (
          <Button variant="secondary" onClick={onDone}>
            {t("ui.news.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
