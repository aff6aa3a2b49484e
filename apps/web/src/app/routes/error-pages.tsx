import type { ReactNode } from "react";
import { useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";

/** The frame of the error pages: they render outside the layouts (the 500 page even outside the session). */
export function ErrorFrame({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 bg-canvas p-6 text-fg">
      <PageTitle title={title}>{text}</PageTitle>
      {action}
    </main>
  );
}

/** The route error boundary: "Something went wrong" (spec §2, 500). Kept in the entry chunk: it must show when a page's chunk fails to load. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <ErrorFrame
      title={t("ui.pages.error")}
      text={t("ui.errorText")}
      action={
        <button
          type="button"
          className="self-start text-primary underline"
          onClick={() => location.reload()}
        >
          {t("ui.reload")}
        </button>
      }
    />
  );
}
