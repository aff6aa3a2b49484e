import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A page's header: its one <h1> (and the document title that matches it), the page's primary
 * action at the top end (`actions`), and at most a short line under the title (`children`) when
 * the title alone does not say what the page is.
 */
export function PageTitle({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const documentTitle = t("ui.documentTitle", { page: title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <header className="mb-section flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-page-title font-semibold break-words text-fg">{title}</h1>
        {children && <p className="text-sm text-fg-muted">{children}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

export function Card({
  title,
  children,
  className = "",
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-lg border border-line bg-surface p-card-phone sm:p-card ${className}`}
      aria-label={title}
    >
      {title && <h2 className="mb-3 text-section-title font-semibold text-fg">{title}</h2>}
      {children}
    </section>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center text-sm text-fg-muted">
      <span
        className="me-2 inline-block size-4 animate-spin rounded-full border-2 border-line border-t-primary"
        aria-hidden
      />
      {label}
    </div>
  );
}
