import { z } from "zod";
import type { Path } from "react-hook-form";
import {
  dealCreateSchema,
  securedProducts,
  type DealDetail,
  type DealProduct,
} from "@portal/contract/deals/deal-schemas";
import type { ContractForm } from "@/lib/contract-form";
import { fromMinor } from "@/lib/format";
import { toMinor } from "@portal/contract/deals/money";

/**
 * The deal form's values are the contract's input (`dealCreateSchema`) with each number as the
 * text typed: `amountMinor` holds "50000.00", `borrower.owners.0.ownershipBp` holds "50" (%).
 * So a field's name is the contract's path, and a server issue (`borrower.owners.0.ownershipBp`)
 * lands on its field through useContractForm's one mapping, with no renaming table.
 */
const text = z.string();
const ownerText = z.object({
  name: text,
  dateOfBirth: text,
  ownershipBp: text,
  creditScore: text,
});
const advanceText = z.object({
  funder: text,
  balanceMinor: text,
  paymentMinor: text,
  paymentFrequency: text,
});
export const advancesKnown = ["unknown", "none", "listed"] as const;

const dealFormText = z.object({
  product: text,
  amountMinor: text,
  currency: text,
  purpose: text,
  termMonths: text,
  monthlyRevenueMinor: text,
  interestRateBp: text,
  /** Whether the business has existing advances: not asked, none, or each one listed. */
  advancesKnown: z.enum(advancesKnown),
  existingAdvances: z.array(advanceText),
  borrower: z.object({
    legalName: text,
    tradingName: text,
    entityType: text,
    registrationNumber: text,
    industry: text,
    startDate: text,
    address: text,
    country: text,
    region: text,
    owners: z.array(ownerText),
    property: z.object({
      type: text,
      address: text,
      valueMinor: text,
      monthlyIncomeMinor: text,
      occupancy: text,
    }),
  }),
});
export type DealFormText = z.infer<typeof dealFormText>;
export type OwnerText = z.infer<typeof ownerText>;
export type AdvanceText = z.infer<typeof advanceText>;

/** The text as the contract's input, checked by the contract: its issues keep their paths. */
export const dealFormSchema = dealFormText.transform((values, ctx) => {
  const parsed = dealCreateSchema.safeParse(toInput(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  return z.NEVER;
});
export type DealFormApi = ContractForm<typeof dealFormSchema>;

export const isSecured = (product: string) => securedProducts.includes(product as DealProduct);

export const emptyOwner: OwnerText = {
  name: "",
  dateOfBirth: "",
  ownershipBp: "",
  creditScore: "",
};
export const emptyAdvance: AdvanceText = {
  funder: "",
  balanceMinor: "",
  paymentMinor: "",
  paymentFrequency: "",
};

export const emptyDeal: DealFormText = {
  product: "",
  amountMinor: "",
  currency: "GBP",
  purpose: "",
  termMonths: "",
  monthlyRevenueMinor: "",
  interestRateBp: "",
  advancesKnown: "unknown",
  existingAdvances: [],
  borrower: {
    legalName: "",
    tradingName: "",
    entityType: "",
    registrationNumber: "",
    industry: "",
    startDate: "",
    address: "",
    country: "",
    region: "",
    owners: [],
    property: { type: "", address: "", valueMinor: "", monthlyIncomeMinor: "", occupancy: "" },
  },
};

const optional = <T>(value: string, make: (v: string) => T) =>
  value.trim() ? make(value.trim()) : undefined;

/** The form's text as the contract's input: money to minor units, percentages to basis points. */
export function toInput(v: DealFormText) {
  // What cannot be read as a number is sent as -1, which the contract refuses with its message.
  const money = (s: string) => toMinor(s, v.currency) ?? -1;
  const percent = (s: string) => {
    const n = Number(s.replace(",", "."));
    return Number.isFinite(n) ? Math.round(n * 100) : -1;
  };
  const b = v.borrower;
  const p = b.property;
  return {
    product: v.product,
    amountMinor: money(v.amountMinor),
    currency: v.currency,
    purpose: v.purpose,
    termMonths: optional(v.termMonths, Number),
    monthlyRevenueMinor: optional(v.monthlyRevenueMinor, money),
    interestRateBp: optional(v.interestRateBp, percent),
    existingAdvances:
      v.advancesKnown === "unknown"
        ? undefined
        : v.advancesKnown === "none"
          ? []
          : v.existingAdvances.map((a) => ({
              funder: a.funder,
              balanceMinor: money(a.balanceMinor),
              paymentMinor: optional(a.paymentMinor, money),
              paymentFrequency: optional(a.paymentFrequency, String),
            })),
    borrower: {
      legalName: b.legalName,
      tradingName: optional(b.tradingName, String),
      entityType: b.entityType,
      registrationNumber: optional(b.registrationNumber, String),
      // Left empty while not known yet (a draft, decision 075): sending asks for it when needed.
      industry: optional(b.industry, String),
      startDate: optional(b.startDate, String),
      address: optional(b.address, String),
      country: optional(b.country, String),
      region: optional(b.region, String),
      owners: b.owners.map((o) => ({
        name: o.name,
        dateOfBirth: optional(o.dateOfBirth, String),
        ownershipBp: percent(o.ownershipBp),
        creditScore: optional(o.creditScore, Number),
      })),
      property: isSecured(v.product)
        ? {
            type: optional(p.type, String),
            address: p.address,
            valueMinor: money(p.valueMinor),
            monthlyIncomeMinor: optional(p.monthlyIncomeMinor, money),
            occupancy: optional(p.occupancy, String),
          }
        : undefined,
    },
  };
}

/** A deal's facts back into the form's text (for editing). */
export function fromDeal(deal: DealDetail): DealFormText {
  const money = (minor: number | null | undefined) =>
    minor === null || minor === undefined ? "" : fromMinor(minor, deal.currency);
  const b = deal.borrower;
  const p = b.property;
  return {
    product: deal.product,
    amountMinor: money(deal.amountMinor),
    currency: deal.currency,
    termMonths: deal.termMonths ? String(deal.termMonths) : "",
    monthlyRevenueMinor: money(deal.monthlyRevenueMinor),
    interestRateBp: deal.interestRateBp === null ? "" : String(deal.interestRateBp / 100),
    purpose: deal.purpose,
    ...advancesOf(deal, money),
    borrower: {
      legalName: b.legalName,
      tradingName: b.tradingName ?? "",
      entityType: b.entityType,
      registrationNumber: b.registrationNumber ?? "",
      industry: b.industry ?? "",
      startDate: b.startDate ?? "",
      country: b.country ?? "",
      region: b.region ?? "",
      address: b.address ?? "",
      owners: b.owners.map((o) => ({
        name: o.name,
        dateOfBirth: o.dateOfBirth ?? "",
        ownershipBp: String(o.ownershipBp / 100),
        creditScore: o.creditScore ? String(o.creditScore) : "",
      })),
      property: {
        type: p?.type ?? "",
        address: p?.address ?? "",
        valueMinor: money(p?.valueMinor),
        monthlyIncomeMinor: money(p?.monthlyIncomeMinor),
        occupancy: p?.occupancy ?? "",
      },
    },
  };
}

/** The deal's existing advances as the form shows them; a total recorded without a list becomes one row to complete. */
function advancesOf(
  deal: DealDetail,
  money: (minor: number | null | undefined) => string,
): Pick<DealFormText, "advancesKnown" | "existingAdvances"> {
  if (deal.existingAdvances)
    return {
      advancesKnown: deal.existingAdvances.length ? "listed" : "none",
      existingAdvances: deal.existingAdvances.map((a) => ({
        funder: a.funder,
        balanceMinor: money(a.balanceMinor),
        paymentMinor: money(a.paymentMinor),
        paymentFrequency: a.paymentFrequency ?? "",
      })),
    };
  if (deal.existingAdvancesMinor === null)
    return { advancesKnown: "unknown", existingAdvances: [] };
  if (deal.existingAdvancesMinor === 0) return { advancesKnown: "none", existingAdvances: [] };
  return {
    advancesKnown: "listed",
    existingAdvances: [{ ...emptyAdvance, balanceMinor: money(deal.existingAdvancesMinor) }],
  };
}

export const dealSteps = ["borrower", "owners", "request", "property", "review"] as const;
export type DealStep = (typeof dealSteps)[number];
type FieldName = Path<DealFormText>;

/** The fields each step asks for: Next checks them (and only them) with the contract. */
export const stepFields: Record<DealStep, FieldName[]> = {
  borrower: [
    "borrower.legalName",
    "borrower.tradingName",
    "borrower.entityType",
    "borrower.registrationNumber",
    "borrower.industry",
    "borrower.startDate",
    "borrower.country",
    "borrower.region",
    "borrower.address",
  ],
  owners: ["borrower.owners"],
  request: [
    "product",
    "amountMinor",
    "currency",
    "termMonths",
    "monthlyRevenueMinor",
    "interestRateBp",
    "purpose",
    "existingAdvances",
  ],
  property: ["borrower.property"],
  review: [],
};
