import "../i18n";
import "../inbox-i18n";
import "../funder-links-i18n";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LinkState } from "@portal/contract/funder-links/funder-link-schemas";
import { Logo } from "@/components/ui/logo";
import { PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { ApiError } from "@/lib/api-client";
import { useLinkState } from "../api/link-api";
import { LinkCode } from "./link-code";
import { LinkDeal, type OpenLink } from "./link-deal";
import { LinkEnded } from "./link-ended";

/**
 * The page a secure link's mail opens (`/link/{token}`, no account; decision 068): the code to
 * ask for until this browser proved an address, the link's end and whom to ask, or the deal as
 * a funder on the portal sees it, with its answers. Never indexed, never leaks the address it is
 * at (the token) as a referrer. `thread` is the deal's conversation (the threads feature).
 */
export function LinkPage({
  token,
  thread,
}: {
  token: string;
  thread: (state: OpenLink) => ReactNode;
}) {
  const { t } = useTranslation();
  const state = useLinkState(token);
  usePrivatePage();
  const unknown = state.error instanceof ApiError && state.error.status === 404;
  return (
    <div className="min-h-screen bg-canvas px-4 py-6 sm:py-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex">
          <Logo name={t("ui.appName")} />
        </header>
        <main className="flex flex-col">
          {unknown ? (
            <>
              <PageTitle title={t("ui.funderLinks.page.notFound.title")} />
              <p role="status">{t("ui.funderLinks.page.notFound.body")}</p>
            </>
          ) : (
            <QueryState query={state}>
              {(s) => <LinkStateView token={token} state={s} thread={thread} />}
            </QueryState>
          )}
        </main>
      </div>
    </div>
  );
}

function LinkStateView({
  token,
  state,
  thread,
}: {
  token: string;
  state: LinkState;
  thread: (state: OpenLink) => ReactNode;
}) {
  switch (state.state) {
    case "code_required":
      return <LinkCode token={token} state={state} />;
    case "open":
      return <LinkDeal token={token} state={state} thread={thread(state)} />;
    default:
      return <LinkEnded state={state} />;
  }
}

/**
 * While the page shows: no search engine indexes it and no page it links to learns its address
 * (the API's answers say the same in their headers). Removed when the person leaves it.
 */
function usePrivatePage() {
  useEffect(() => {
    const added = [
      ["robots", "noindex, nofollow"],
      ["referrer", "no-referrer"],
    ].map(([name, content]) => {
      const meta = document.createElement("meta");
      meta.name = name!;
      meta.content = content!;
      document.head.append(meta);
      return meta;
    });
    return () => added.forEach((meta) => meta.remove());
  }, []);
}
