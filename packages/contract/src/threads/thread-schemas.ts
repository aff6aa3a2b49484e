import { z } from "zod";
import { endStatuses, type DealStatus } from "../deals/deal-states";
import { submissionStatuses, type SubmissionStatus } from "../submissions/submission-states";

// A conversation per deal and funder (issue 34): one thread per submission, the broker's side
// (whoever may see the deal) and the funder's side (its members) writing in turn. A funder's
// question and the broker's answer are messages of the thread.

export const threadSides = ["broker", "funder"] as const;
export type ThreadSide = (typeof threadSides)[number];

/** The newest messages a page holds; older ones come with `before`. */
export const threadPageSize = 50;
export const messageMaxLength = 4000;
export const attachmentsMax = 10;

/** `POST /v1/threads/{submissionId}/messages`: the text and the deal's documents attached. */
export const threadMessageInputSchema = z.strictObject({
  body: z
    .string({ error: "messageRequired" })
    .trim()
    .min(1, { error: "messageRequired" })
    .max(messageMaxLength, { error: "messageTooLong" })
    .refine((body) => !body.includes("\u0000"), { error: "messageInvalidCharacter" }),
  documentIds: z
    .array(z.uuid({ error: "attachmentNotOfDeal" }), { error: "invalidValue" })
    .max(attachmentsMax, { error: "attachmentsTooMany" })
    .default([]),
});
export type ThreadMessageInput = z.input<typeof threadMessageInputSchema>;

/** `GET /v1/threads/{submissionId}?before=`: `before` is the last page's `olderCursor`. */
export const threadQuerySchema = z.strictObject({
  before: z.string({ error: "invalidValue" }).max(200, { error: "invalidValue" }).optional(),
});

export const threadDocumentSchema = z.object({ id: z.string(), name: z.string() });

export const threadMessageSchema = z.object({
  id: z.string(),
  side: z.enum(threadSides),
  /** The author's name, or null when the account is gone. */
  authorName: z.string().nullable(),
  mine: z.boolean(),
  body: z.string(),
  documents: z.array(threadDocumentSchema),
  createdAt: z.string(),
  /** The other side has read it (shown as "Read" on one's own messages). */
  read: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** Why a thread takes no more messages (null while open). */
export const threadClosedReasons = [
  "accepted_elsewhere",
  "declined",
  "cancelled",
  "duplicate",
  "deal_closed",
] as const;
export type ThreadClosedReason = (typeof threadClosedReasons)[number];

export const threadSchema = z.object({
  submissionId: z.string(),
  dealId: z.string(),
  /** The reader's side. */
  side: z.enum(threadSides),
  funderName: z.string(),
  brokerName: z.string(),
  businessName: z.string(),
  reference: z.string(),
  status: z.enum(submissionStatuses),
  closedReason: z.enum(threadClosedReasons).nullable(),
  /** Oldest first, the newest last. */
  messages: z.array(threadMessageSchema),
  /** Where the next older page starts; null when there is none. */
  olderCursor: z.string().nullable(),
});
export type Thread = z.infer<typeof threadSchema>;

/** `GET /v1/user/deal/{id}/threads`: one per funder the deal was sent to, in the order sent. */
export const dealThreadSchema = z.object({
  submissionId: z.string(),
  funderName: z.string(),
  status: z.enum(submissionStatuses),
  closedReason: z.enum(threadClosedReasons).nullable(),
  lastMessage: z
    .object({ side: z.enum(threadSides), body: z.string(), createdAt: z.string() })
    .nullable(),
  unread: z.number().int(),
});
export const dealThreadsSchema = z.object({ items: z.array(dealThreadSchema) });
export type DealThread = z.infer<typeof dealThreadSchema>;
export type DealThreads = z.infer<typeof dealThreadsSchema>;

/** The page of a thread for each side (notifications and mails link there). */
export const threadLinks = {
  broker: (dealId: string, submissionId: string) =>
    `/deals/${dealId}?tab=messages&thread=${submissionId}`,
  funder: (submissionId: string) => `/inbox/${submissionId}`,
};

const closedBy: Partial<Record<SubmissionStatus, ThreadClosedReason>> = {
  borrower_declined: "accepted_elsewhere",
  declined: "declined",
  cancelled: "cancelled",
  duplicate: "duplicate",
};

/**
 * Why no more messages can be written: the submission closed (another funder's offer accepted,
 * declined, cancelled, a duplicate) or the deal reached an end state. An accepted submission
 * stays open until its deal is funded.
 */
export function threadClosedReason(
  status: SubmissionStatus,
  dealStatus: DealStatus,
): ThreadClosedReason | null {
  return closedBy[status] ?? (endStatuses.includes(dealStatus) ? "deal_closed" : null);
}
