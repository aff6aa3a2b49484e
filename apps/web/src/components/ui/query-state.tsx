import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "@/lib/errors";
import { Button } from "./button";
import { FormFailure } from "./form-failure";
import { Spinner } from "./page";
import { EmptyState } from "./empty-state";

/** What QueryState reads of a query (a TanStack Query result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The one way a screen shows data it loads: a spinner until the first answer; the spec's message
 * for a failure with a Retry button; `empty` (and `emptyAction`, the one action that fills it) when
 * `isEmpty` says there is nothing; else `children`.
 * A failed refresh of data already shown keeps the data and shows the failure above it.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  emptyAction,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The one action that fills the empty state (`EmptyAction`), when the viewer may take it. */
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const failure = query.error ? (
    <div className="flex flex-col items-start gap-2">
      <FormFailure message={errorMessageKey(query.error)} />
      <Button variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {t("ui.retry")}
      </Button>
    </div>
  ) : null;
  if (query.data === undefined) return failure ?? <Spinner label={t("ui.loading")} />;
  return (
    <>
      {failure}
      {isEmpty?.(query.data) ? (
        <EmptyState action={emptyAction}>{empty}</EmptyState>
      ) : (
        children(query.data)
      )}
    </>
  );
}
