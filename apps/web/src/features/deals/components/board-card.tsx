import "../i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type {
  BoardCard as Card,
  BoardChipState,
  BoardNextAction,
} from "@portal/contract/deals/board-schemas";
import { Avatar } from "@/components/ui/avatar";
import { Badge, type Tone } from "@/components/ui/badge";
import { Reference } from "@/components/ui/reference";
import { formatMoney } from "@/lib/format";
import { inView } from "@/lib/view-as";
import { BoardCardMoves } from "./board-card-moves";

const dayMs = 86_400_000;
/** Whole days since `since` (0 on the day it entered the stage). */
export const daysSince = (since: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - Date.parse(since)) / dayMs));

/** Where each next action is done: the deal page's tab (waiting for someone needs no link). */
const nextTab: Record<Exclude<BoardNextAction, "none">, string> = {
  submit: "overview",
  send: "funders",
  answer: "offers",
  compare: "offers",
  await_funding: "offers",
  await_funders: "offers",
};

const chipTones: Record<BoardChipState, Tone> = {
  sent: "neutral",
  question: "warning",
  offer: "info",
  accepted: "success",
  declined: "danger",
  closed: "neutral",
};

/**
 * A deal on the board: its business (the link to the deal), amount, product, days in this stage,
 * its owner in team views, a chip per funder it went to and the next thing to do, linked to the
 * deal page's tab where it is done. Its moves (submit, withdraw) sit behind its menu button.
 */
export function BoardCard({
  card,
  teamView,
  onMoved,
}: {
  card: Card;
  teamView: boolean;
  onMoved: (moved: { id: string; from: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const days = daysSince(card.stageSince);
  const href = `/deals/${card.id}`;
  return (
    <article
      data-card={card.id}
      aria-labelledby={`card-${card.id}`}
      className="flex flex-col gap-2 rounded-md border border-line bg-surface p-3 text-sm shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <Link
            id={`card-${card.id}`}
            to={href}
            className="font-medium break-words text-primary underline-offset-2 hover:underline"
          >
            {card.businessName}
          </Link>
          <span className="text-xs text-fg-muted">
            <Reference>{card.reference}</Reference>
          </span>
        </div>
        {!inView() && (
          <BoardCardMoves card={card} onMoved={() => onMoved({ id: card.id, from: card.status })} />
        )}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="font-semibold tabular-nums">
          {formatMoney(card.amountMinor, card.currency, i18n.language)}
        </span>
        <span className="text-xs text-fg-muted">{t(`ui.deals.products.${card.product}`)}</span>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-fg-muted">
        <span>{t("ui.deals.board.days", { count: days })}</span>
        {teamView && (
          <Avatar
            name={card.owner.name}
            url={card.owner.avatarUrl}
            size={24}
            label={t("ui.deals.board.owner", { name: card.owner.name })}
          />
        )}
      </div>
      {card.funders.length > 0 && (
        <ul aria-label={t("ui.deals.board.funders")} className="flex flex-wrap gap-1">
          {card.funders.map((f) => (
            <FunderChip key={f.submissionId} chip={f} />
          ))}
        </ul>
      )}
      {card.nextAction !== "none" && (
        <Link
          to={`${href}?tab=${nextTab[card.nextAction]}`}
          className="text-xs font-medium text-primary underline"
        >
          {t(`ui.deals.board.next.${card.nextAction}`)}
        </Link>
      )}
    </article>
  );
}

function FunderChip({ chip }: { chip: Card["funders"][number] }) {
  const { t } = useTranslation();
  const state = t(`ui.deals.board.chips.${chip.state}`);
  return (
    // A funder's long name wraps inside the card rather than running out of it.
    <li data-chip={chip.state} className="max-w-full [&>span]:whitespace-normal">
      <Badge tone={chipTones[chip.state]}>
        {t("ui.deals.board.chip", { funder: chip.funderName, state })}
        {chip.unread > 0 && (
          <span className="ms-1 rounded-full bg-primary px-1.5 text-on-primary">
            <span aria-hidden>{chip.unread}</span>
            <span className="sr-only">{t("ui.deals.board.unread", { count: chip.unread })}</span>
          </span>
        )}
      </Badge>
    </li>
  );
}
