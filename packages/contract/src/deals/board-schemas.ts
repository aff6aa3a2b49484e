import { z } from "zod";
import { countries } from "../user/user-options";
import { dealProducts } from "./deal-schemas";
import { dealStatuses } from "./deal-states";

// The pipeline board (issue 34): the Deals home. A column per stage with its count and amount per
// currency, and the first cards of each; the same visibility as the deals list.

/** The board's columns, left to right. */
export const boardStages = [
  "draft",
  "submitted",
  "in_review",
  "proposals",
  "accepted",
  "funded",
] as const;
/** End stages other than funded: their columns are shown only when the filter asks (`ended`). */
export const endedBoardStages = ["withdrawn", "declined", "lost"] as const;

/** How many cards a column returns per page. */
export const boardPageSize = 25;

const whole = (max: number) =>
  z.coerce
    .number({ error: "invalidValue" })
    .int({ error: "invalidValue" })
    .min(0, { error: "invalidValue" })
    .max(max, { error: "invalidValue" });

/**
 * The board's filters, also what a saved view keeps. Every one is optional; `ownerId` and `teamId`
 * narrow inside what the viewer may see (naming someone outside it gives an empty board, never
 * more). `minDays` keeps deals at least that many whole days in their current stage.
 */
export const boardFiltersSchema = z.strictObject({
  ownerId: z.string({ error: "invalidValue" }).min(1).max(100, { error: "tooLong" }).optional(),
  teamId: z.uuid({ error: "invalidValue" }).optional(),
  product: z.enum(dealProducts, { error: "invalidValue" }).optional(),
  country: z.enum(countries as [string, ...string[]], { error: "invalidValue" }).optional(),
  minAmountMinor: whole(1e15).optional(),
  maxAmountMinor: whole(1e15).optional(),
  minDays: whole(36_500).optional(),
  /** Show the withdrawn, declined and lost columns too. */
  ended: z
    .enum(["true", "false"], { error: "invalidValue" })
    .transform((v) => v === "true")
    .or(z.boolean())
    .optional(),
});
export type BoardFilters = z.infer<typeof boardFiltersSchema>;

/** `GET /v1/user/deals/board?...filters`: every column's head and first page of cards. */
export const boardQuerySchema = boardFiltersSchema;

/** `GET /v1/user/deals/board/column?stage=&cursor=&...filters`: the next page of one column. */
export const boardColumnQuerySchema = boardFiltersSchema.extend({
  stage: z.enum(dealStatuses, { error: "invalidValue" }),
  cursor: z.string({ error: "invalidValue" }).max(200, { error: "invalidValue" }).optional(),
});

/**
 * Where a deal stands with one funder it went to, as the card's chip shows it: `sent` (waiting for
 * the funder), `question` (the funder asked and waits for the broker), `offer` (an offer stands),
 * `accepted` (the broker took this offer), `declined` (the funder declined, or flagged a
 * duplicate), `closed` (the broker cancelled it, took another offer, or the offer was withdrawn).
 */
export const boardChipStates = [
  "sent",
  "question",
  "offer",
  "accepted",
  "declined",
  "closed",
] as const;
export type BoardChipState = (typeof boardChipStates)[number];

/**
 * The one next thing to do on a deal, as the deal page's "next step" says it: finish and submit a
 * draft, send it to funders, answer a funder's question, compare offers, wait for the funder to
 * fund, or nothing (funded and ended deals, or waiting on funders).
 */
export const boardNextActions = [
  "submit",
  "send",
  "answer",
  "compare",
  "await_funding",
  "await_funders",
  "none",
] as const;
export type BoardNextAction = (typeof boardNextActions)[number];

export const boardCardSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(dealStatuses),
  /** For a move made from the card (`POST /v1/user/deal/{id}/transition`). */
  version: z.number().int(),
  businessName: z.string(),
  product: z.enum(dealProducts),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** Null while not known yet (a draft, decision 075). */
  country: z.string().nullable(),
  /** When the deal entered its current stage (ISO); the card shows the whole days since. */
  stageSince: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  /** One per funder the deal went to, in the order it was sent. */
  funders: z.array(
    z.object({
      submissionId: z.string(),
      funderName: z.string(),
      state: z.enum(boardChipStates),
      /** Messages in the thread with this funder the viewer has not read. */
      unread: z.number().int(),
    }),
  ),
  nextAction: z.enum(boardNextActions),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

const columnPageSchema = z.object({
  stage: z.enum(dealStatuses),
  cards: z.array(boardCardSchema),
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export const boardColumnSchema = columnPageSchema;
export type BoardColumnPage = z.infer<typeof boardColumnSchema>;

export const boardSchema = z.object({
  columns: z.array(
    columnPageSchema.extend({
      count: z.number().int(),
      /** The column's amount per currency (minor units), largest first. */
      totals: z.array(z.object({ currency: z.string(), amountMinor: z.number().int() })),
    }),
  ),
  /** True when the viewer sees more than their own deals (owner avatars and the owner filter). */
  teamView: z.boolean(),
});
export type Board = z.infer<typeof boardSchema>;

// Saved views: a person's named board filters.

/** How many views a person may keep. */
export const savedViewLimit = 20;

/** `POST /v1/user/deals/views`: a name unique for the person, and the filters it keeps. */
export const savedViewCreateSchema = z.strictObject({
  name: z
    .string({ error: "invalidValue" })
    .trim()
    .min(1, { error: "invalidValue" })
    .max(60, { error: "tooLong" }),
  filters: boardFiltersSchema,
});
export type SavedViewCreate = z.infer<typeof savedViewCreateSchema>;

export const savedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The filters as parsed (`ended` a boolean): a response is encoded, and a transform cannot be. */
  filters: boardFiltersSchema.extend({ ended: z.boolean().optional() }),
  createdAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** `GET /v1/user/deals/views`: the person's views, by name. */
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });
