import { useTranslation } from "react-i18next";
import {
  newsInputSchema,
  type NewsAudience,
  type NewsPost,
} from "@portal/contract/news/news-schemas";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormSelectField } from "@/components/ui/select";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import "@/lib/i18n/field-messages";
import { useEditNews, usePostNews } from "../api/news-api";
import "../i18n";

/**
 * Writing a post, or changing one (`post`): title, Markdown text and, for a new post, who it is
 * for among the audiences the writer may post to (the server checks again). A change keeps the
 * post's audience (not shown).
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
  const form = useContractForm(newsInputSchema, {
    defaultValues: {
      title: post?.title ?? "",
      body: post?.body ?? "",
      audience: post?.audience ?? audiences[0],
    },
    onSubmit: async ({ title, body, audience }) => {
      if (post) await edit.mutateAsync({ postId: post.id, body: { title, body } });
      else {
        await create.mutateAsync({ title, body, audience });
        form.reset({ title: "", body: "", audience });
      }
      onDone?.();
    },
  });
  const pending = create.isPending || edit.isPending;

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-3">
      <FormFailure message={form.failure} />
      <TextField label={t("ui.news.postTitle")} maxLength={200} {...form.field("title")} />
      <TextAreaField
        label={t("ui.news.body")}
        hint={t("ui.news.bodyHint")}
        rows={6}
        {...form.field("body")}
      />
      {!post && (
        <FormSelectField
          label={t("ui.news.audience")}
          options={audiences.map((a) => ({ value: a, label: t(`ui.news.audiences.${a}`) }))}
          control={form.control}
          name="audience"
          error={form.errorOf("audience")}
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
