import { queryRoots } from "@/lib/query-keys";

export const statementKeys = {
  /** A deal's statements, their summary and the proposal; under the deal's root, so the deal's
   * live topic and every change of the deal refresh it. */
  deal: (dealId: string) => [...queryRoots.deal(dealId), "statements"] as const,
  /** The statements a submission shared with the funder. */
  funder: (submissionId: string) =>
    [...queryRoots.funderInbox, "item", submissionId, "statements"] as const,
  /** The lines behind a figure (by the ids asked). */
  lines: (scope: StatementsScope, ids: readonly string[]) =>
    ["statement-lines", scope.side, scope.id, ...ids] as const,
};

/** Whose statements: a broker's deal, or the submission a funder holds. */
export type StatementsScope = { side: "broker"; id: string } | { side: "funder"; id: string };
