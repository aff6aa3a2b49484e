import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { Button, buttonClass } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { DealsBoard } from "@/features/deals/components/deals-board";
import { DealsTable } from "@/features/deals/components/deals-table";
import { ProposalBasketPanel } from "@/features/deals/components/proposal-basket";
import { useProposalBasket } from "@/features/deals/hooks/proposal-basket";
import { BasketFunders } from "@/features/matching/components/basket-funders";
import { SendBasket } from "@/features/submissions/components/send-basket";
import { useTeam } from "@/features/team/api/team-api";
import { inView } from "@/lib/view-as";
import { useSession } from "../session-provider";

type DealsView = "board" | "table";
/** Where each person's choice of board or table is kept (per user id, in this browser). */
export const dealsViewKey = (userId: string) => `deals.view.${userId}`;

function readView(userId: string | undefined): DealsView {
  try {
    return userId && localStorage.getItem(dealsViewKey(userId)) === "table" ? "table" : "board";
  } catch {
    return "board";
  }
}

/** The table's own query (a search, a status, a page): a link with one opens the table. */
const tableParams = ["q", "status", "from", "to", "sort", "page", "pageSize"];

/** What the URL asks for (`?view=table`, or the table's own query), else nothing. */
function viewOfUrl(params: URLSearchParams): DealsView | null {
  const view = params.get("view");
  if (view === "board" || view === "table") return view;
  return tableParams.some((key) => params.has(key)) ? "table" : null;
}

/**
 * Deals open on the pipeline board; the table is one toggle away, and the choice is remembered
 * for the person. A link may ask for one (`?view=table`, or the table's search or status).
 */
export function Component() {
  const { t } = useTranslation();
  const userId = useSession().state.user?.id;
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<{ userId?: string; view: DealsView }>();
  const view =
    viewOfUrl(params) ?? (chosen && chosen.userId === userId ? chosen.view : readView(userId));
  const choose = (next: DealsView) => {
    setChosen({ userId, view: next });
    // Each view's filters are its own: the other starts without them.
    setParams(new URLSearchParams());
    try {
      if (userId) localStorage.setItem(dealsViewKey(userId), next);
    } catch {
      // Private mode: the choice holds for this page only.
    }
  };
  return (
    <>
      <PageTitle
        title={t("ui.pages.deals")}
        actions={
          <>
            <div role="group" aria-label={t("ui.deals.board.show")} className="flex">
              {(["board", "table"] as const).map((v) => (
                <Button
                  key={v}
                  variant={view === v ? "primary" : "secondary"}
                  aria-pressed={view === v}
                  className="first:rounded-e-none last:rounded-s-none"
                  onClick={() => choose(v)}
                >
                  {t(`ui.deals.board.${v}`)}
                </Button>
              ))}
            </div>
            {!inView() && (
              <Link to={paths.newDeal} className={buttonClass()}>
                {t("ui.deals.new")}
              </Link>
            )}
          </>
        }
      />
      {view === "board" ? <BoardWithPeople /> : <DealsTableView />}
    </>
  );
}

/** The board, with the organization's members and teams for its owner and team filters. */
function BoardWithPeople() {
  const team = useTeam("", "").data;
  const people = team && {
    owners: team.members.map((m) => ({ value: m.userId, label: m.name })),
    teams: team.teams.map((x) => ({ value: x.id, label: x.name })),
  };
  return <DealsBoard people={people} />;
}

/**
 * The deals list composes the deals table and its proposal basket with the step that sends the
 * basket: the funders that fit every deal (matching) and one send per deal with its documents
 * (submissions); the deals sent leave the basket.
 */
function DealsTableView() {
  const basket = useProposalBasket();
  const [sending, setSending] = useState(false);
  const { ids, deals } = basket.basket;
  // The funders ticked hold for the basket they were ticked for: another basket starts afresh
  // (a funder ticked before may not fit a deal added since).
  const [picked, setPicked] = useState({ basket: "", listingIds: [] as string[] });
  const selected = picked.basket === ids.join(",") ? picked.listingIds : [];
  const open = sending && ids.length > 0;
  // Once sent, the report stays though the deals sent have left the basket.
  const [reported, setReported] = useState(false);
  return (
    <>
      <div className="flex flex-col gap-4">
        <ProposalBasketPanel basket={basket} onSend={() => setSending(true)} />
        {open && (
          <BasketFunders
            dealIds={ids}
            selection={{
              selected,
              toggle: (listingId) =>
                setPicked({
                  basket: ids.join(","),
                  listingIds: selected.includes(listingId)
                    ? selected.filter((x) => x !== listingId)
                    : [...selected, listingId],
                }),
            }}
          />
        )}
        {(open || (sending && reported)) && (
          <SendBasket
            deals={ids.map((id) => ({ id, reference: deals[id]?.reference ?? id }))}
            listingIds={selected}
            onSent={(sent) => {
              setReported(true);
              sent.forEach(basket.remove);
            }}
          />
        )}
        <DealsTable basket={basket} />
      </div>
    </>
  );
}
