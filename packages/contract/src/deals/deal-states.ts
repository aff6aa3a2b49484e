/**
 * The deal pipeline of PRODUCT.md: draft -> submitted -> in_review -> proposals -> accepted ->
 * funded, with the exits withdrawn, declined and lost. One table says which moves exist.
 */
export const dealStatuses = [
  "draft",
  "submitted",
  "in_review",
  "proposals",
  "accepted",
  "funded",
  "withdrawn",
  "declined",
  "lost",
] as const;
export type DealStatus = (typeof dealStatuses)[number];

const exits = ["withdrawn", "declined", "lost"] as const;

export const dealTransitions: Readonly<Record<DealStatus, readonly DealStatus[]>> = {
  draft: ["submitted", "withdrawn"],
  submitted: ["in_review", ...exits],
  in_review: ["proposals", ...exits],
  proposals: ["accepted", ...exits],
  accepted: ["funded", ...exits],
  funded: [],
  withdrawn: [],
  declined: [],
  lost: [],
};

/** Deals still looking for funders: they can be sent, and new listings that fit them are announced. */
export const openDealStatuses = [
  "draft",
  "submitted",
  "in_review",
  "proposals",
] as const satisfies readonly DealStatus[];

/** End states: nothing leaves them, and reaching one needs a reason. */
export const endStatuses: readonly DealStatus[] = ["funded", "withdrawn", "declined", "lost"];

export function canMoveDeal(from: DealStatus, to: DealStatus): boolean {
  return dealTransitions[from].includes(to);
}

export function needsReason(to: DealStatus): boolean {
  return to !== "funded" && endStatuses.includes(to);
}

/** Where a transition came from, for the deal's history. */
export const dealEventSources = ["ui", "api", "crm"] as const;
export type DealEventSource = (typeof dealEventSources)[number];
