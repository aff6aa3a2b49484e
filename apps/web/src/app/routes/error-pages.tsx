import { Component, type ReactNode } from "react";
import type { Location } from "react-router";
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
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
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

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { error: unknown; location: Location };

/**
 * Catches what a page throws while rendering (a chunk that fails to load included) and shows the
 * error page in place of every layout; another address tries again, as the router's own boundary
 * did before the pages became plain elements (decision 080).
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error("unknown error") };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
