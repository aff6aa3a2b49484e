import "../inbox-i18n";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { inboxQuerySchema } from "@portal/contract/submissions/inbox-schemas";
import { Button } from "@/components/ui/button";
import { control } from "@/components/ui/field";
import { useContractForm } from "@/lib/contract-form";

/** The contract's search: up to 100 characters, trimmed. */
const searchSchema = inboxQuerySchema.pick({ search: true });

/** The search by business or reference: applied on Enter or the button, kept in the URL. */
export function InboxSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useContractForm(searchSchema, {
    defaultValues: { search: value },
    onSubmit: ({ search }) => onSearch(search ?? ""),
  });
  // The URL changed (back, a link, a chip): the box shows its search.
  useEffect(() => {
    form.reset({ search: value });
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps -- `form` is stable
  return (
    <form
      role="search"
      noValidate
      className="flex w-full min-w-0 items-end gap-2 sm:w-auto sm:max-w-md sm:flex-1"
      onSubmit={(e) => void form.submit(e)}
    >
      <label htmlFor={id} className="sr-only">
        {t("ui.inbox.search")}
      </label>
      <input
        id={id}
        type="search"
        maxLength={100}
        placeholder={t("ui.inbox.search")}
        className={`${control} min-w-0 flex-1`}
        {...form.register("search")}
      />
      <Button type="submit" variant="secondary">
        {t("ui.inbox.searchButton")}
      </Button>
    </form>
  );
}
