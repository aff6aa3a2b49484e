/**
 * One deal sent to one funder (PRODUCT.md "Two state machines"): pending -> info_requested ->
 * offered -> accepted, with the exits declined, borrower_declined, cancelled and duplicate. Each
 * move belongs to one side: the funder asks, offers, revises or withdraws its offer, declines or
 * flags a duplicate; the broker answers, accepts or cancels. One table says which moves exist and
 * who makes them. A withdrawn offer (`offer_withdrawn`) leaves the deal with the funder, which may
 * offer again (docs/decisions/048-revising-and-withdrawing-offers.md).
 */
export const submissionStatuses = [
  "pending",
  "info_requested",
  "offered",
  "offer_withdrawn",
  "accepted",
  "declined",
  "borrower_declined",
  "cancelled",
  "duplicate",
] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export type SubmissionSide = "broker" | "funder";

/**
 * What each side may do, from where, to where. `offer` is a first offer (or a new one after a
 * withdrawal); `revise` changes the terms of the offer that stands, `withdraw_offer` takes it back.
 * The service also asks that an offer stands for these two, and none for `offer` (a question
 * asked after offering leaves the offer standing).
 */
export const submissionMoves = {
  request_info: {
    side: "funder",
    from: ["pending", "offered", "offer_withdrawn"],
    to: "info_requested",
  },
  answer: { side: "broker", from: ["info_requested"], to: "pending" },
  offer: { side: "funder", from: ["pending", "info_requested", "offer_withdrawn"], to: "offered" },
  revise: { side: "funder", from: ["pending", "info_requested", "offered"], to: "offered" },
  withdraw_offer: {
    side: "funder",
    from: ["pending", "info_requested", "offered"],
    to: "offer_withdrawn",
  },
  decline: {
    side: "funder",
    from: ["pending", "info_requested", "offered", "offer_withdrawn"],
    to: "declined",
  },
  duplicate: { side: "funder", from: ["pending", "info_requested"], to: "duplicate" },
  accept: { side: "broker", from: ["offered"], to: "accepted" },
  cancel: {
    side: "broker",
    from: ["pending", "info_requested", "offered", "offer_withdrawn"],
    to: "cancelled",
  },
} as const satisfies Record<
  string,
  { side: SubmissionSide; from: readonly SubmissionStatus[]; to: SubmissionStatus }
>;
export type SubmissionMove = keyof typeof submissionMoves;

/** Nothing leaves these. borrower_declined is set by the portal when the broker accepts another funder's offer. */
export const closedSubmissionStatuses: readonly SubmissionStatus[] = [
  "accepted",
  "declined",
  "borrower_declined",
  "cancelled",
  "duplicate",
];

export function canMakeMove(
  move: SubmissionMove,
  side: SubmissionSide,
  from: SubmissionStatus,
): boolean {
  const rule = submissionMoves[move];
  return rule.side === side && (rule.from as readonly SubmissionStatus[]).includes(from);
}

/** What a funder reads as where its submission stands: its status, or `funded` (see `funderStage`). */
export type FunderStage = SubmissionStatus | "funded";

/**
 * Funding moves the deal to `funded` and leaves the accepted submission as it is (nothing leaves
 * `accepted`), so the funder whose offer was accepted reads `funded` once the deal is funded,
 * whether it said so itself or the CRM did.
 */
export function funderStage(status: SubmissionStatus, dealStatus: string | null): FunderStage {
  return status === "accepted" && dealStatus === "funded" ? "funded" : status;
}
