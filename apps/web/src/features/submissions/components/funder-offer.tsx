import "../i18n";
import { useTranslation } from "react-i18next";
import { canMakeMove } from "@portal/contract/submissions/submission-states";
import { Card } from "@/components/ui/page";
import { formatBasisPoints, formatDateTime, formatFactor, formatMoney } from "@/lib/format";
import type { FunderMove } from "../api/submissions-api";
import type { TermSheetSide } from "../api/term-sheet-api";
import { CurrentOffer } from "./current-offer";
import type { VisibleSubmission } from "./funder-request";
import { OfferForm, type SentOffer } from "./offer-form";

/**
 * The funder's offer: the one that stands, to revise or withdraw (decision 048), or the form for
 * a new one. `onMoved` hears what a move on the offer did, in words (null while one is on its
 * way); a refused move goes back to the form that made it, with what was typed.
 */
export function FunderOffer({
  item,
  move,
  side = "funder",
  onMoved,
}: {
  item: VisibleSubmission;
  /** Makes the move (the inbox's routes, or a secure link's); rejects with the server's refusal. */
  move: (input: FunderMove) => Promise<unknown>;
  side?: TermSheetSide;
  onMoved: (said: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const standing = item.proposal && !item.proposal.withdrawnAt ? item.proposal : null;
  const brokerName = { broker: item.brokerName, interpolation: { escapeValue: false } };

  async function offerMove(input: FunderMove, done: string) {
    onMoved(null);
    await move(input);
    onMoved(done);
  }

  /** The proposal in words, for the confirmation that it was sent. */
  function describeOffer(sent: SentOffer, revised: boolean) {
    const price = [
      sent.rateBp !== undefined &&
        t("ui.submissions.funder.offerRate", {
          rate: formatBasisPoints(sent.rateBp, i18n.language),
        }),
      sent.factorBp !== undefined &&
        t("ui.submissions.funder.offerFactor", {
          factor: formatFactor(sent.factorBp, i18n.language),
        }),
    ].filter(Boolean);
    return t(revised ? "ui.submissions.funder.revisionSent" : "ui.submissions.funder.offerSent", {
      ...brokerName,
      amount: formatMoney(sent.amountMinor, item.deal.currency, i18n.language),
      term: t("ui.submissions.months", { count: sent.termMonths }),
      price: price.join(t("ui.submissions.funder.and")),
    });
  }

  if (standing && (canMakeMove("decline", "funder", item.status) || item.status === "accepted"))
    return (
      <CurrentOffer
        submissionId={item.id}
        side={side}
        reference={item.reference}
        proposal={standing}
        accepted={item.status === "accepted"}
        broker={item.brokerName}
        onRevise={(offer) => offerMove({ move: "revise", offer }, describeOffer(offer, true))}
        onWithdraw={(note) =>
          offerMove(
            { move: "withdraw-offer", note },
            t("ui.submissions.funder.offerWithdrawn", brokerName),
          )
        }
      />
    );
  if (!canMakeMove("offer", "funder", item.status)) return null;
  return (
    <Card title={t("ui.submissions.funder.offer")}>
      {item.proposal?.withdrawnAt && (
        <p className="mb-3 text-sm text-fg-muted">
          {t("ui.submissions.funder.withdrawnBefore", {
            date: formatDateTime(item.proposal.withdrawnAt, i18n.language),
          })}
        </p>
      )}
      <OfferForm
        currency={item.deal.currency}
        submitLabel={t("ui.submissions.funder.sendOffer")}
        onSubmit={(offer) => offerMove({ move: "offer", offer }, describeOffer(offer, false))}
      />
    </Card>
  );
}
