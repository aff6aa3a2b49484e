import { z } from "zod";
import type { BoardFilters as Filters } from "@portal/contract/deals/board-schemas";

// The board's filter form: what a person types (amounts in major units), and the contract's
// filters it stands for.

const blankOr = (pattern: RegExp) =>
  z.union([z.literal(""), z.string().trim().regex(pattern, { error: "invalidValue" })]);
/** The form's fields as typed: amounts in major units ("2500.50"), days as a whole number. */
export const filterFormSchema = z.object({
  ownerId: z.string(),
  teamId: z.string(),
  product: z.string(),
  country: z.string(),
  minAmount: blankOr(/^\d{1,13}(\.\d{1,2})?$/),
  maxAmount: blankOr(/^\d{1,13}(\.\d{1,2})?$/),
  minDays: blankOr(/^\d{1,5}$/),
  ended: z.boolean(),
});
type Values = z.input<typeof filterFormSchema>;

const major = (minor: number | undefined) => (minor === undefined ? "" : String(minor / 100));
const minor = (major: string) => (major ? Math.round(Number(major) * 100) : undefined);
/** The form's fields for these filters. */
export const formOfFilters = (f: Filters): Values => ({
  ownerId: f.ownerId ?? "",
  teamId: f.teamId ?? "",
  product: f.product ?? "",
  country: f.country ?? "",
  minAmount: major(f.minAmountMinor),
  maxAmount: major(f.maxAmountMinor),
  minDays: f.minDays === undefined ? "" : String(f.minDays),
  ended: !!f.ended,
});
/** The filters the checked form asks for (a field left blank is no filter). */
export const filtersOfForm = (v: z.output<typeof filterFormSchema>): Filters =>
  Object.fromEntries(
    Object.entries({
      ownerId: v.ownerId || undefined,
      teamId: v.teamId || undefined,
      product: v.product || undefined,
      country: v.country || undefined,
      minAmountMinor: minor(v.minAmount),
      maxAmountMinor: minor(v.maxAmount),
      minDays: v.minDays ? Number(v.minDays) : undefined,
      ended: v.ended || undefined,
    }).filter(([, value]) => value !== undefined),
  ) as Filters;
