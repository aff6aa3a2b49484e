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

/**
 * Who may move a deal into each state (PRODUCT.md: the broker submits, funders review, propose,
 * and fund through their submissions, the CRM may report any stage):
 * - `broker`: a person of the broker's organization, on the deal's page or `POST .../transition`;
 * - `submissions`: the portal, when a submission moves the deal (sending it, a funder opening it,
 *   asking or offering, the broker accepting an offer, a funder marking it funded);
 * - `crm`: the CRM webhook.
 * A funder declines its own submission, not the deal; the deal-level `declined` and `lost` come
 * from the CRM.
 */
export type DealMover = "broker" | "submissions" | "crm";
export const dealMoveMakers: Readonly<Record<DealStatus, readonly DealMover[]>> = {
  draft: [],
  submitted: ["broker", "submissions", "crm"],
  in_review: ["submissions", "crm"],
  proposals: ["submissions", "crm"],
  accepted: ["submissions", "crm"],
  funded: ["submissions", "crm"],
  withdrawn: ["broker", "crm"],
  declined: ["crm"],
  lost: ["crm"],
};

export function mayMoveDeal(mover: DealMover, to: DealStatus): boolean {
  return dealMoveMakers[to].includes(mover);
}

/** The moves a broker may make from `from`: what the pipeline allows and is the broker's to make. */
export function brokerMoves(from: DealStatus): DealStatus[] {
  return dealTransitions[from].filter((to) => mayMoveDeal("broker", to));
}

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
export const dealEventSources = ["ui", "api", "crm", "link"] as const;
export type DealEventSource = (typeof dealEventSources)[number];
