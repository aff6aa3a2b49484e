import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DealStatements,
  StatementLineItem,
  StatementReadInput,
} from "@portal/contract/statements/statement-schemas";
import { api } from "@/lib/api-client";
import { statementKeys, type StatementsScope } from "./keys";

// One block per endpoint (issue 37): the request, its query options and the hook the screens use.

const base = ({ side, id }: StatementsScope) =>
  side === "broker"
    ? `/v1/user/deal/${encodeURIComponent(id)}/statements`
    : `/v1/funder/submission/${encodeURIComponent(id)}/statements`;

/** While a statement is being read its answer is asked for again this often. */
export const readingRefetchMs = 1500;

// GET /v1/user/deal/{id}/statements and GET /v1/funder/submission/{id}/statements
export const getStatements = (scope: StatementsScope, signal?: AbortSignal) =>
  api<DealStatements>(base(scope), { signal });
export const statementsQuery = (scope: StatementsScope) =>
  queryOptions({
    queryKey:
      scope.side === "broker" ? statementKeys.deal(scope.id) : statementKeys.funder(scope.id),
    queryFn: ({ signal }) => getStatements(scope, signal),
    // A statement being read is asked about again until it is read or refused (the deal's live
    // topic refreshes it too, when the API sends one).
    refetchInterval: (query) =>
      query.state.data?.statements.some((s) => s.status === "reading") ? readingRefetchMs : false,
  });
export const useStatements = (scope: StatementsScope) => useQuery(statementsQuery(scope));

// POST /v1/user/deal/{id}/statements
export const readStatement = (dealId: string, input: StatementReadInput) =>
  api<unknown>(base({ side: "broker", id: dealId }), { method: "POST", body: input });
export function useReadStatement(dealId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StatementReadInput) => readStatement(dealId, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: statementKeys.deal(dealId) }),
  });
}

// POST /v1/user/deal/{id}/statements/lines and POST /v1/funder/submission/{id}/statements/lines
export const getStatementLines = (
  scope: StatementsScope,
  ids: readonly string[],
  signal?: AbortSignal,
) =>
  api<{ lines: StatementLineItem[] }>(`${base(scope)}/lines`, {
    method: "POST",
    body: { ids },
    signal,
  });
export const useStatementLines = (scope: StatementsScope, ids: readonly string[]) =>
  useQuery({
    queryKey: statementKeys.lines(scope, ids),
    queryFn: ({ signal }) => getStatementLines(scope, ids, signal),
    select: (answer) => answer.lines,
    enabled: ids.length > 0,
    // Lines read do not change (a statement read again gives new ids).
    staleTime: Infinity,
  });
