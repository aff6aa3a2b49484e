import { z } from "zod";
import type { MessageKey } from "../messages";
import {
  clawbackReasons,
  commissionBases,
  commissionKinds,
  overrideLevels,
  wholeShareBp,
} from "./wallet-options";

// The commission wallet's API (docs/decisions/037-commission-wallet.md).

// A JSON body's numbers are numbers: "100" is refused, not taken for 100.
const int = (min: number, max: number, error: MessageKey = "invalidValue") =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
// A query string has only text: its numbers are read from it.
const queryInt = (min: number, max: number) =>
  z.coerce
    .number({ error: "invalidValue" })
    .int({ error: "invalidValue" })
    .min(min, { error: "invalidValue" })
    .max(max, { error: "invalidValue" });
const maxMinor = 1e15;
const note = z.string({ error: "walletNote" }).trim().max(500, { error: "walletNote" });
const currency = z
  .string({ error: "currencyRequired" })
  .regex(/^[A-Z]{3}$/, { error: "currencyRequired" });
const userId = z.string({ error: "walletPerson" }).min(1, { error: "walletPerson" }).max(100);
const day = z.iso.date({ error: "invalidValue" });

/** `GET /v1/wallet/entries` (and the CSV): filters, newest first, a page at a time. */
export const walletEntriesQuerySchema = z.strictObject({
  kind: z.enum(commissionKinds, { error: "invalidValue" }).optional(),
  person: userId.optional(),
  deal: z.uuid({ error: "invalidValue" }).optional(),
  currency: currency.optional(),
  /** Inclusive days (UTC). */
  from: day.optional(),
  to: day.optional(),
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
  limit: queryInt(1, 100).default(50),
});
export type WalletEntriesQuery = z.input<typeof walletEntriesQuerySchema>;

/** `GET /v1/wallet` and the statement: one person's wallet, or every wallet the viewer sees. */
export const walletQuerySchema = z.strictObject({ person: userId.optional() });

/** `GET /v1/wallet/statement?month=YYYY-MM`. */
export const walletStatementQuerySchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "walletMonth" }),
  person: userId.optional(),
});

export const walletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(commissionKinds),
  beneficiaryId: z.string(),
  beneficiaryName: z.string().nullable(),
  basis: z.enum(commissionBases).nullable(),
  level: z.enum(overrideLevels).nullable(),
  shareBp: z.number().int().nullable(),
  dealId: z.string().nullable(),
  borrowerName: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  rateBp: z.number().int().nullable(),
  baseMinor: z.number().int().nullable(),
  correctsId: z.string().nullable(),
  reason: z.enum(clawbackReasons).nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletEntryPageSchema = z.object({
  items: z.array(walletEntrySchema),
  nextCursor: z.string().nullable(),
});
export type WalletEntryPage = z.infer<typeof walletEntryPageSchema>;

/** Sums of entries per currency, computed by the database; `dueMinor` = earned − clawed back − paid. */
export const walletBalanceSchema = z.object({
  currency: z.string(),
  expectedMinor: z.number().int(),
  earnedMinor: z.number().int(),
  receivedMinor: z.number().int(),
  paidMinor: z.number().int(),
  clawedBackMinor: z.number().int(),
  dueMinor: z.number().int(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletPersonSchema = z.object({ userId: z.string(), name: z.string().nullable() });
export type WalletPerson = z.infer<typeof walletPersonSchema>;

/**
 * A month's closing balances per currency: the running sums of the ledger from its first entry to
 * the month's end (to now for this month). Expected and earned as in the balances (the same money
 * twice once a deal is funded: its expected entries stay when its earned ones are added).
 */
export const walletMonthSchema = z.object({
  month: z.string(),
  balances: z.array(
    z.object({
      currency: z.string(),
      expectedMinor: z.number().int(),
      earnedMinor: z.number().int(),
      dueMinor: z.number().int(),
    }),
  ),
});
export type WalletMonth = z.infer<typeof walletMonthSchema>;

export const walletSchema = z.object({
  balances: z.array(walletBalanceSchema),
  /** The last 12 months, oldest first; each names every currency of `balances` (zeros included). */
  byMonth: z.array(walletMonthSchema),
  /** The wallets the viewer sees (themselves alone for an agent). */
  people: z.array(walletPersonSchema),
  /** Whether the viewer records received, paid, clawbacks and corrections (owner, admin). */
  mayRecord: z.boolean(),
  /** Whether the viewer changes the organization's override percentages and clawback period. */
  mayChangeSettings: z.boolean(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletStatementSchema = z.object({
  month: z.string(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      /** What is due (earned − clawed back − paid) before the month, and at its end. */
      openingMinor: z.number().int(),
      closingMinor: z.number().int(),
      /** The month's earned, clawed back and paid entries, each with its effect on what is due. */
      entries: z.array(walletEntrySchema.extend({ effectMinor: z.number().int() })),
    }),
  ),
});
export type WalletStatement = z.infer<typeof walletStatementSchema>;

const amount = int(1, maxMinor, "walletAmount");

/** `POST /v1/wallet/deals/{id}/received`: what the funder paid of the deal's commission. */
export const receivedInputSchema = z.strictObject({ amountMinor: amount, note: note.optional() });
export type ReceivedInput = z.input<typeof receivedInputSchema>;

/** `POST /v1/wallet/payouts`: a payout to a person, recorded (the portal moves no money). */
export const payoutInputSchema = z.strictObject({
  beneficiaryId: userId,
  amountMinor: amount,
  currency,
  note: note.optional(),
});
export type PayoutInput = z.input<typeof payoutInputSchema>;

/** `POST /v1/wallet/deals/{id}/clawback`: all that is left of the earned commission unless an amount is given. */
export const clawbackInputSchema = z.strictObject({
  reason: z.enum(clawbackReasons, { error: "clawbackReason" }),
  amountMinor: amount.optional(),
  note: note.optional(),
});
export type ClawbackInput = z.input<typeof clawbackInputSchema>;

/** `POST /v1/wallet/corrections`: a new entry of the corrected one's kind, for the same person. */
export const correctionInputSchema = z.strictObject({
  correctsId: z.uuid({ error: "invalidValue" }),
  amountMinor: int(-maxMinor, maxMinor, "walletAmount").refine((n) => n !== 0, {
    error: "walletAmount",
  }),
  note: note.min(1, { error: "walletNote" }),
});
export type CorrectionInput = z.input<typeof correctionInputSchema>;

export const recordedSchema = z.object({ items: z.array(walletEntrySchema) });

/** The most an organization gives away in overrides: half of a broker's share. */
export const maxOverrideTotalBp = 5_000;

/** `PUT /v1/wallet/settings`. */
export const walletSettingsInputSchema = z
  .strictObject({
    teamManagerBp: int(0, maxOverrideTotalBp, "overrideRange"),
    countryManagerBp: int(0, maxOverrideTotalBp, "overrideRange"),
    generalManagerBp: int(0, maxOverrideTotalBp, "overrideRange"),
    clawbackDays: int(0, 3650, "clawbackDaysRange"),
  })
  .refine((s) => s.teamManagerBp + s.countryManagerBp + s.generalManagerBp <= maxOverrideTotalBp, {
    path: ["teamManagerBp"],
    error: "overrideTotal",
  });
export type WalletSettingsInput = z.input<typeof walletSettingsInputSchema>;

export const walletSettingsSchema = z.object({
  teamManagerBp: z.number().int(),
  countryManagerBp: z.number().int(),
  generalManagerBp: z.number().int(),
  clawbackDays: z.number().int(),
  mayChange: z.boolean(),
});
export type WalletSettings = z.infer<typeof walletSettingsSchema>;
export const overrideSettingOf = {
  team_manager: "teamManagerBp",
  country_manager: "countryManagerBp",
  general_manager: "generalManagerBp",
} as const satisfies Record<(typeof overrideLevels)[number], keyof WalletSettings>;

/** `PUT /v1/wallet/deals/{id}/splits`: shares summing to 100 % (none: the owner's alone). */
export const splitsInputSchema = z.strictObject({
  shares: z
    .array(z.strictObject({ userId, shareBp: int(1, wholeShareBp, "splitShareRange") }), {
      error: "invalidValue",
    })
    .max(10, { error: "splitsTooMany" })
    .refine((s) => new Set(s.map((x) => x.userId)).size === s.length, { error: "splitsTwice" })
    .refine((s) => s.length === 0 || s.reduce((n, x) => n + x.shareBp, 0) === wholeShareBp, {
      error: "splitsTotal",
    }),
});
export type SplitsInput = z.input<typeof splitsInputSchema>;

export const splitsSchema = z.object({
  shares: z.array(
    z.object({ userId: z.string(), name: z.string().nullable(), shareBp: z.number().int() }),
  ),
  /** The organization's active members the commission may be split with. */
  candidates: z.array(walletPersonSchema),
  /** Whether the viewer may change them now (before funding). */
  mayChange: z.boolean(),
});
export type Splits = z.infer<typeof splitsSchema>;
