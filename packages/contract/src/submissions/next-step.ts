import type { SubmissionStatus } from "./submission-states";
import type { BoardNextAction } from "../deals/board-schemas";
import { openDealStatuses, type DealStatus } from "../deals/deal-states";

// The one rule of what a deal needs next: the deal page's "next step" line and the board's card
// (issue 34) both read it, the page with the deal's document checklist, the board without.

/** What needs the broker on a deal now, most pressing first, and where (which tab) to do it. */
export type NextStep =
  /** `question`: the first asking funder's submission, whose answer form the link brings up. */
  | { step: "questions"; count: number; funders: string[]; question: string; tab: "offers" }
  | { step: "offers"; count: number; tab: "offers" }
  | { step: "awaitingFunding"; funder: string; tab: "offers" }
  | { step: "documents"; done: number; total: number; tab: "documents" }
  | { step: "send"; tab: "funders" }
  | { step: "awaitingAnswers"; count: number; tab: "offers" };

/**
 * From the deal's status, its submissions and its document checklist: a funder's question comes
 * first (the deal waits on the broker), then offers to compare, then an accepted offer waiting to
 * be funded; a deal not yet sent asks for the missing documents, then to be sent; a sent one waits
 * on its funders. An ended deal needs nothing. Without a checklist (`null`: the board does not
 * count documents) the documents step is skipped.
 */
export function nextStep(
  status: DealStatus,
  submissions: readonly { id: string; status: SubmissionStatus; funderName: string }[],
  checklist: { done: number; total: number } | null,
): NextStep | null {
  const open = (openDealStatuses as readonly DealStatus[]).includes(status);
  if (!open && status !== "accepted") return null;
  const asking = submissions.filter((s) => s.status === "info_requested");
  if (asking.length > 0 && open)
    return {
      step: "questions",
      count: asking.length,
      funders: asking.map((s) => s.funderName),
      question: asking[0]!.id,
      tab: "offers",
    };
  if (status === "accepted") {
    const accepted = submissions.find((s) => s.status === "accepted");
    return accepted
      ? { step: "awaitingFunding", funder: accepted.funderName, tab: "offers" }
      : null;
  }
  const offers = submissions.filter((s) => s.status === "offered").length;
  if (offers > 0) return { step: "offers", count: offers, tab: "offers" };
  const waiting = submissions.filter((s) => s.status === "pending").length;
  if (waiting > 0) return { step: "awaitingAnswers", count: waiting, tab: "offers" };
  if (checklist && checklist.done < checklist.total)
    return { step: "documents", done: checklist.done, total: checklist.total, tab: "documents" };
  return { step: "send", tab: "funders" };
}

const boardActions: Record<NextStep["step"], BoardNextAction> = {
  questions: "answer",
  offers: "compare",
  awaitingFunding: "await_funding",
  documents: "send",
  send: "send",
  awaitingAnswers: "await_funders",
};

/**
 * The board card's next action: the deal page's next step, except that a draft's is `submit`
 * (the move the card offers; sending it to funders submits it too).
 */
export function boardNextAction(
  status: DealStatus,
  submissions: readonly { id: string; status: SubmissionStatus; funderName: string }[],
): BoardNextAction {
  const step = nextStep(status, submissions, null);
  if (!step) return "none";
  if (status === "draft" && step.step === "send") return "submit";
  return boardActions[step.step];
}
