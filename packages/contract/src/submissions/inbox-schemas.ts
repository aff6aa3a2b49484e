import { z } from "zod";
import { countries } from "../user/user-options";
import { dealProducts } from "../deals/deal-schemas";
import { checkSchema } from "../matching/check-schemas";
import type { SubmissionStatus } from "./submission-states";

// The funder's inbox (issue 35): the deals sent to a funder organization, in tabs an underwriting
// team works through, with the funder's own words, the age of each item against the funder's
// response target, and who on the funder's team holds it.

/**
 * The inbox's tabs, in the order they are shown. Each submission is in exactly one:
 * - `needs_answer`: still open (not won or lost) and the broker wrote in the thread after the
 *   funder last did (`awaitingReplySince`);
 * - `new`: nobody on the funder's side has decided yet (pending, or a question asked and not yet
 *   answered by the broker);
 * - `offered`: an offer was sent (standing, or withdrawn and not replaced);
 * - `won`: the broker accepted this funder's offer (funded or not);
 * - `lost`: declined, flagged a duplicate, withdrawn by the broker, or not chosen (the broker took
 *   another funder's offer).
 */
export const inboxTabs = ["new", "needs_answer", "offered", "won", "lost"] as const;
export type InboxTab = (typeof inboxTabs)[number];

/** The tab of a submission; the database keeps the same rule as the generated `inboxTab` column. */
export function inboxTabOf(status: SubmissionStatus, awaitingReply: boolean): InboxTab {
  if (status === "accepted") return "won";
  if (["declined", "borrower_declined", "cancelled", "duplicate"].includes(status)) return "lost";
  if (awaitingReply) return "needs_answer";
  if (status === "offered" || status === "offer_withdrawn") return "offered";
  return "new";
}

/** The inbox's sortable columns; `age` is the time since the deal was sent (oldest first ascending). */
export const inboxSorts = ["age", "amount", "business", "reference"] as const;
export type InboxSort = (typeof inboxSorts)[number];

/** How many items a page holds. */
export const inboxPageSize = 25;

const whole = (max: number) =>
  z.coerce
    .number({ error: "invalidValue" })
    .int({ error: "invalidValue" })
    .min(0, { error: "invalidValue" })
    .max(max, { error: "invalidValue" });

/**
 * `GET /v1/funder/submissions?...`: one tab's page with every tab's count under the same filters
 * (the tab itself excepted). `assignee` is `me`, `none` (nobody holds it) or a member's user id.
 * `minAgeDays` keeps items sent at least that many whole days ago. `search` finds the business's
 * legal name (any part, any case) or the reference (exact or its start).
 */
export const inboxQuerySchema = z.strictObject({
  tab: z.enum(inboxTabs, { error: "invalidValue" }).default("new"),
  search: z
    .string({ error: "invalidValue" })
    .trim()
    .max(100, { error: "tooLong" })
    // No control characters (a NUL is refused before, by the input guard).
    .regex(/^[^\p{Cc}]*$/u, { error: "invalidValue" })
    .optional(),
  product: z.enum(dealProducts, { error: "invalidValue" }).optional(),
  country: z.enum(countries as [string, ...string[]], { error: "invalidValue" }).optional(),
  minAmountMinor: whole(1e15).optional(),
  maxAmountMinor: whole(1e15).optional(),
  /** The broker organization that sent it. */
  brokerId: z.uuid({ error: "invalidValue" }).optional(),
  /** The funder's listing the deal came through. */
  listingId: z.uuid({ error: "invalidValue" }).optional(),
  minAgeDays: whole(36_500).optional(),
  // A user id is letters, digits, `-` and `_` (`me` and `none` among them).
  assignee: z
    .string({ error: "invalidValue" })
    .regex(/^[\w-]{1,100}$/, { error: "invalidValue" })
    .optional(),
  sort: z.enum(inboxSorts, { error: "invalidValue" }).default("age"),
  dir: z.enum(["asc", "desc"], { error: "invalidValue" }).default("asc"),
  /** The `nextCursor` of the page before, with the same tab, sort and direction. */
  // Long enough for a cursor after a 200-character business name in any script.
  cursor: z.string({ error: "invalidValue" }).max(2000, { error: "invalidValue" }).optional(),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** One row of the inbox: what an underwriter needs to pick the next deal to work on. */
export const inboxItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** The business's legal name; null once the broker withdrew the deal (decision 021). */
  businessName: z.string().nullable(),
  product: z.enum(dealProducts),
  amountMinor: z.number(),
  currency: z.string(),
  country: z.string().nullable(),
  brokerId: z.string(),
  brokerName: z.string(),
  listingId: z.string().nullable(),
  listingName: z.string().nullable(),
  status: z.string() as z.ZodType<SubmissionStatus>,
  /** `funded` once the deal this funder won was funded (contract `funderStage`). */
  funded: z.boolean(),
  tab: z.enum(inboxTabs),
  sentAt: z.string(),
  /** When the funder first answered (a question, an offer, a decline); null while it has not. */
  firstResponseAt: z.string().nullable(),
  /** Since when the broker's message waits for an answer; null when none waits. */
  awaitingReplySince: z.string().nullable(),
  /** Who on the funder's team holds it; null when nobody does. */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The broker's messages the reader has not read. */
  unread: z.number().int(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  /**
   * Every tab's count under the query's filters, counted up to a bound (1,000): past it the count
   * is the bound and `countIsCapped` says there are more ("1,000+").
   */
  counts: z.record(z.enum(inboxTabs), z.number().int()),
  /** Which tabs' counts stopped at the bound. */
  countIsCapped: z.record(z.enum(inboxTabs), z.boolean()),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** The funder's response target in hours (its settings), null when it set none. */
  responseTargetHours: z.number().int().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/**
 * `GET /v1/funder/submissions/choices`: what the inbox's broker and listing filters offer. The
 * broker organizations that ever sent a deal to the reader's funder (with how many items each)
 * and the funder's listings that items came through, each sorted by name.
 */
export const inboxChoicesSchema = z.object({
  brokers: z.array(z.object({ id: z.string(), name: z.string(), items: z.number().int() })),
  listings: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type InboxChoices = z.infer<typeof inboxChoicesSchema>;

/**
 * How an item's wait reads against the funder's response target: `ok` under three quarters of
 * it, `soon` (amber) from three quarters, `late` (red) once past it; `none` without a target or
 * once the funder answered. The wait runs from the broker's unanswered message when one waits,
 * else from the sending until the funder's first answer.
 */
export type ResponseClock = "none" | "ok" | "soon" | "late";
export function responseClock(
  item: Pick<InboxItem, "sentAt" | "firstResponseAt" | "awaitingReplySince" | "tab">,
  targetHours: number | null,
  now: Date,
): { clock: ResponseClock; waitingHours: number | null } {
  const since = item.awaitingReplySince ?? (item.firstResponseAt ? null : item.sentAt);
  if (!since || item.tab === "won" || item.tab === "lost")
    return { clock: "none", waitingHours: null };
  const waitingHours = Math.max(0, (now.getTime() - Date.parse(since)) / 3_600_000);
  if (!targetHours) return { clock: "none", waitingHours };
  const clock =
    waitingHours >= targetHours ? "late" : waitingHours >= targetHours * 0.75 ? "soon" : "ok";
  return { clock, waitingHours };
}

/**
 * Why a funder declines, kept on the submission for the broker (who reads it on the deal's
 * Funders tab, worded in their language) with an optional note.
 */
export const declineReasons = [
  "outside_criteria",
  "time_in_business",
  "revenue",
  "credit",
  "industry",
  "existing_positions",
  "documents_missing",
  "amount",
  "other",
] as const;
export type DeclineReason = (typeof declineReasons)[number];

const note = z.string({ error: "invalidValue" }).trim().max(2000, { error: "tooLong" });

/**
 * `POST /v1/funder/submission/{id}/decline`: the reason from the list and, optionally, a note.
 * `other` needs the note (it is the reason).
 */
export const declineSchema = z
  .strictObject({
    reason: z.enum(declineReasons, { error: "declineReasonChoice" }),
    note: note.optional(),
  })
  .refine((d) => d.reason !== "other" || (d.note ?? "").length > 0, {
    path: ["note"],
    error: "noteRequired",
  });
export type DeclineInput = z.input<typeof declineSchema>;

/** How many items one bulk decline may take. */
export const bulkDeclineMax = 100;

/**
 * `POST /v1/funder/submissions/decline`: several items declined with one reason. Each is its own
 * move: the answer lists which were declined and which were refused and why (already decided,
 * changed meanwhile), so a partial success loses nothing.
 */
export const bulkDeclineSchema = z
  .strictObject({
    ids: z
      .array(z.uuid({ error: "invalidValue" }))
      .min(1, { error: "invalidValue" })
      .max(bulkDeclineMax, { error: "invalidValue" }),
    reason: z.enum(declineReasons, { error: "declineReasonChoice" }),
    note: note.optional(),
  })
  .refine((d) => d.reason !== "other" || (d.note ?? "").length > 0, {
    path: ["note"],
    error: "noteRequired",
  });

export const bulkDeclineResultSchema = z.object({
  declined: z.array(z.string()),
  /** Each refused id with the error code a single decline would have given. */
  refused: z.array(z.object({ id: z.string(), code: z.string() })),
});

/**
 * `PUT /v1/funder/submission/{id}/assignee`: who on the funder's team holds the item (null: nobody).
 * A manager (owner or admin) assigns anyone of the organization; an underwriter (member) may take
 * an item nobody holds, or give back one they hold.
 */
export const assignSchema = z.strictObject({
  assigneeId: z.string({ error: "invalidValue" }).min(1).max(100).nullable(),
});

/** `GET/PUT /v1/funder/settings`: the funder's own workspace settings. */
export const funderSettingsSchema = z.strictObject({
  /** How fast the funder means to answer a new deal or a broker's message, in hours (1 to 720); null for none. */
  responseTargetHours: z.coerce
    .number({ error: "responseTargetRange" })
    .int({ error: "responseTargetRange" })
    .min(1, { error: "responseTargetRange" })
    .max(720, { error: "responseTargetRange" })
    .nullable(),
});
export type FunderSettings = z.infer<typeof funderSettingsSchema>;

/** `GET /v1/funder/team`: the funder's people and what each holds (the manager's view). */
export const funderTeamSchema = z.object({
  /** Whether the reader may assign to anyone and invite (owner or admin). */
  manager: z.boolean(),
  /** The reader's user id: the item's picker offers them "Take it" or "Give it back". */
  you: z.string(),
  members: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      /** owner, admin (managers) or member (underwriter). */
      role: z.enum(["owner", "admin", "member"]),
      /** Open items (not won or lost) they hold, per tab. */
      holding: z.record(z.enum(inboxTabs), z.number().int()),
    }),
  ),
  /** Open items nobody holds. */
  unassigned: z.number().int(),
});
export type FunderTeam = z.infer<typeof funderTeamSchema>;

/**
 * The item as an underwriter decides on it (`GET /v1/funder/submission/{id}/fit`): the deal judged
 * against each of the funder's own published listings, the one it came through first, with every
 * criterion's outcome (pass, close, fail, unknown) and the deal's and listing's values it compared.
 */
export const funderFitSchema = z.object({
  listings: z.array(
    z.object({
      listingId: z.string(),
      listingName: z.string(),
      /** The listing the broker sent it through. */
      sentThrough: z.boolean(),
      fits: z.boolean(),
      checks: z.array(checkSchema),
    }),
  ),
});
export type FunderFit = z.infer<typeof funderFitSchema>;
