import { Link, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../components/ui/page";

function ErrorFrame({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 bg-canvas p-6 text-fg">
      <PageTitle title={title}>{text}</PageTitle>
      {action}
    </main>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorFrame
      title={t("ui.pages.notFound")}
      text={t("ui.notFoundText")}
      action={
        <Link to="/" className="text-primary underline">
          {t("ui.backHome")}
        </Link>
      }
    />
  );
}

/** The route error boundary: "Something went wrong" (spec §2, 500). */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <ErrorFrame
      title={t("ui.pages.error")}
      text={t("ui.errorText")}
      action={
        <button type="button" className="self-start text-primary underline" onClick={() => location.reload()}>
          {t("ui.reload")}
        </button>
      }
    />
  );
}
