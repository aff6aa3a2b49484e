// The notification kinds and their tones (issue 17; docs/decisions/038), without zod: the web's
// bell loads these and not the schemas (bench/dashboard-chunks.ts).

/** The events a broker or funder is told of. */
export const notificationKinds = [
  "offer_received",
  "offer_revised",
  "offer_withdrawn",
  "question_asked",
  "deal_arrived",
  "offer_accepted",
  "document_expiring",
  "new_fit",
  "invite_accepted",
  "news",
  "lead_arrived",
  "funder_message",
  "broker_message",
  "item_assigned",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The spec's notification kinds (the toast's colours). */
export const notificationTones = ["success", "danger", "warning", "primary", "default"] as const;
export type NotificationTone = (typeof notificationTones)[number];

/** Each event's tone: good news green, what needs an answer amber, what may block red. */
export const toneOfKind: Record<NotificationKind, NotificationTone> = {
  offer_received: "success",
  offer_revised: "primary",
  offer_withdrawn: "warning",
  question_asked: "warning",
  deal_arrived: "primary",
  offer_accepted: "success",
  document_expiring: "danger",
  new_fit: "primary",
  invite_accepted: "default",
  news: "default",
  lead_arrived: "primary",
  funder_message: "primary",
  broker_message: "primary",
  item_assigned: "primary",
};

/**
 * What each kind's notification names (its params), set where it is created and worded by the
 * web (issue 34): a kind about a deal names the business (`businessName`, the borrower's legal
 * name) and the other side (`funderName`, `brokerName`, a listing) besides the `reference`.
 * Notifications stored before a name was added lack it; the web words those without it.
 */
export const notificationParamNames = {
  offer_received: ["reference", "businessName", "funderName"],
  offer_revised: ["reference", "businessName", "funderName"],
  offer_withdrawn: ["reference", "businessName", "funderName"],
  question_asked: ["reference", "businessName", "funderName"],
  deal_arrived: ["reference", "businessName", "brokerName"],
  offer_accepted: ["reference", "businessName", "brokerName"],
  document_expiring: ["reference", "businessName", "type", "expiresOn"],
  new_fit: ["reference", "businessName", "listingName", "funderName"],
  invite_accepted: ["name"],
  news: [],
  lead_arrived: ["name"],
  funder_message: ["reference", "businessName", "funderName"],
  broker_message: ["reference", "businessName", "brokerName"],
  // A funder's manager gave an underwriter an inbox item (`name`: the manager); issue 35.
  item_assigned: ["reference", "businessName", "brokerName", "name"],
} as const satisfies Record<NotificationKind, readonly string[]>;

/** The params a notification of `kind` carries when it is created. */
export type NotificationParamsOf<K extends NotificationKind> = Record<
  (typeof notificationParamNames)[K][number],
  string | number
>;
