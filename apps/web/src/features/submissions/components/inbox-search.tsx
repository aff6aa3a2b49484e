import "../inbox-i18n";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { control } from "@/components/ui/field";

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
  const [text, setText] = useState(value);
  // The URL changed (back, a link): the box shows its search.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      noValidate
      className="flex w-full min-w-0 items-end gap-2 sm:w-auto sm:max-w-md sm:flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
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
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t("ui.inbox.searchButton")}
      </Button>
    </form>
  );
}
