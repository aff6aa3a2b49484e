import type { ExistingAdvance } from "@portal/contract/deals/deal-schemas";
import { toMinor } from "@portal/contract/deals/money";
import type { StatementProposal } from "@portal/contract/statements/statement-schemas";
import { fromMinor } from "@/lib/format";

/** What the deal holds now of the facts the statements propose. */
export interface DealFacts {
  currency: string;
  monthlyRevenueMinor: number | null;
  existingAdvances: readonly ExistingAdvance[] | null;
  startDate?: string;
}

/** The facts accepted, as the deal's and the borrower's usual updates take them. */
export interface StatementFacts {
  monthlyRevenueMinor?: number;
  existingAdvances?: ExistingAdvance[];
  startDate?: string;
}

export type Choice = "open" | "accepted" | "skipped";
/** One proposed fact as the broker answers it: the typed (or proposed) values as text. */
export interface Item {
  choice: Choice;
  editing: boolean;
  values: Record<string, string>;
}
export type FieldError = "amount" | "date" | "funder" | "balance" | "payment";
export type Fact =
  | { kind: "revenue"; revenue: number }
  | { kind: "since"; since: string }
  | { kind: "advance"; advance: ExistingAdvance }
  | { kind: "error"; error: FieldError };

/** The items of a proposal, keyed `revenue`, `advance-<n>` and `since`, none answered yet. */
export function startItems(proposal: StatementProposal): Record<string, Item> {
  const items: Record<string, Item> = {};
  const { currency } = proposal;
  const open = (values: Record<string, string>): Item => ({
    choice: "open",
    editing: false,
    values,
  });
  if (proposal.monthlyRevenue)
    items.revenue = open({ amount: fromMinor(proposal.monthlyRevenue.valueMinor, currency) });
  proposal.existingAdvances.forEach((a, i) => {
    items[`advance-${i}`] = open({
      funder: a.funder,
      balance: a.balanceMinor === undefined ? "" : fromMinor(a.balanceMinor, currency),
      payment: fromMinor(a.paymentMinor, currency),
      frequency: a.paymentFrequency,
    });
  });
  if (proposal.tradingSince) items.since = open({ date: proposal.tradingSince.date });
  return items;
}

/** An item's values as a fact (amounts in `currency`, the deal's), or the field that is wrong. */
export function factOf(key: string, item: Item, currency: string): Fact {
  const v = item.values;
  if (key === "revenue") {
    const amount = toMinor(v.amount ?? "", currency);
    return amount === undefined
      ? { kind: "error", error: "amount" }
      : { kind: "revenue", revenue: amount };
  }
  if (key === "since")
    return /^\d{4}-\d{2}-\d{2}$/.test(v.date ?? "")
      ? { kind: "since", since: v.date! }
      : { kind: "error", error: "date" };
  const balance = toMinor(v.balance ?? "", currency);
  const payment = toMinor(v.payment ?? "", currency);
  if (!v.funder?.trim()) return { kind: "error", error: "funder" };
  if (balance === undefined) return { kind: "error", error: "balance" };
  if (payment === undefined) return { kind: "error", error: "payment" };
  return {
    kind: "advance",
    advance: {
      funder: v.funder.trim(),
      balanceMinor: balance,
      paymentMinor: payment,
      paymentFrequency: v.frequency === "weekly" ? "weekly" : "daily",
    },
  };
}

/**
 * The accepted items as the deal's facts; null when none is accepted. An advance accepted
 * replaces the deal's advance of the same funder (by name, any case); the deal's others stay.
 */
export function factsOf(items: Record<string, Item>, deal: DealFacts): StatementFacts | null {
  const accepted = Object.entries(items).filter(([, item]) => item.choice === "accepted");
  if (accepted.length === 0) return null;
  const facts: StatementFacts = {};
  const advances: ExistingAdvance[] = [];
  for (const [key, item] of accepted) {
    const fact = factOf(key, item, deal.currency);
    if (fact.kind === "revenue") facts.monthlyRevenueMinor = fact.revenue;
    if (fact.kind === "since") facts.startDate = fact.since;
    if (fact.kind === "advance") advances.push(fact.advance);
  }
  if (advances.length > 0) {
    const named = new Set(advances.map((a) => a.funder.toLowerCase()));
    facts.existingAdvances = [
      ...(deal.existingAdvances ?? []).filter((a) => !named.has(a.funder.toLowerCase())),
      ...advances,
    ];
  }
  return facts;
}
