// "Fill from statements" (issue 37, decision 089): what a deal's summary proposes for its monthly
// revenue, existing advances and trading history. Pure: the summary and the statements in, the
// contract's proposal out.
import type {
  StatementProposal,
  StatementSummary,
} from "@portal/contract/statements/statement-schemas";
import { divRound } from "./payees";
import type { StatementInput } from "./timeline";

export function proposalOf(
  summary: StatementSummary,
  inputs: readonly StatementInput[],
): StatementProposal {
  // Whole months only: a partial month's revenue is of the days covered, not a month's.
  const whole = summary.months.filter((m) => !m.partial);
  const months = whole.length > 0 ? whole : summary.months;
  const proposal: StatementProposal = {
    currency: summary.currency,
    existingAdvances: summary.positions
      .filter((p) => p.active)
      .map((p) => ({
        funder: p.funder ?? p.payee,
        // Without a funding deposit nobody knows what is owed: the broker types it (decision 089).
        ...(p.funding ? { balanceMinor: p.funding.estimatedOwedMinor } : {}),
        paymentMinor: p.amountMinor,
        paymentFrequency: p.frequency,
        lineIds: p.lineIds,
      })),
  };
  if (months.length > 0) {
    proposal.monthlyRevenue = {
      valueMinor: divRound(
        months.reduce((sum, m) => sum + m.revenueMinor, 0),
        months.length,
      ),
      months: months.map((m) => m.month!),
    };
  }
  // The lines of the first day the timeline covers, from the statements joined.
  const joined = new Set(summary.statementIds);
  const firstLines = inputs
    .filter((input) => joined.has(input.id))
    .flatMap((input) =>
      input.statement.lines
        .filter((line) => line.date === summary.from)
        .map((line) => `${input.id}:${line.id}`),
    );
  proposal.tradingSince = { date: summary.from, lineIds: firstLines };
  return proposal;
}
