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
};
