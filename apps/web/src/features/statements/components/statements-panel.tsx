import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useStatements } from "../api/statements-api";
import type { StatementsScope } from "../api/keys";
import { FillFromStatements, type DealFacts, type StatementFacts } from "./fill-from-statements";
import { StatementFiles, type UnreadStatement } from "./statement-files";
import { StatementSummaryView } from "./summary-sections";
import "../i18n";

/**
 * The deal's Statements tab (issue 37): the bank statements and where reading each stands, "Fill
 * from statements" (the proposal, accepted into the deal through `onSave`), then the summary: the
 * figures per month, the positions, the deposits left out of revenue, returned items and
 * overdrafts, and the checks. `bankStatements` are the deal's documents of that type, so one never
 * read can be read from here.
 */
export function StatementsPanel({
  dealId,
  bankStatements,
  deal,
  onSave,
  canEdit = true,
}: {
  dealId: string;
  bankStatements: readonly UnreadStatement[];
  deal: DealFacts;
  onSave: (facts: StatementFacts) => Promise<unknown>;
  /** False for a deal that is closed or viewed as a member: nothing is read or saved from here. */
  canEdit?: boolean;
}) {
  const { t } = useTranslation();
  const scope: StatementsScope = { side: "broker", id: dealId };
  const statements = useStatements(scope);
  const [filling, setFilling] = useState(false);
  return (
    <Card title={t("ui.statements.title")}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-fg-muted">{t("ui.statements.intro")}</p>
        {canEdit && statements.data?.proposal && !filling && (
          <Button onClick={() => setFilling(true)}>{t("ui.statements.fill.open")}</Button>
        )}
      </div>
      <QueryState
        query={statements}
        isEmpty={(data) => data.statements.length === 0 && bankStatements.length === 0}
        empty={t("ui.statements.none")}
      >
        {(data) => {
          const known = new Set(data.statements.map((s) => s.documentId));
          const unread = bankStatements.filter((d) => !known.has(d.id));
          return (
            <div className="flex flex-col gap-6">
              <StatementFiles
                statements={data.statements}
                unread={unread}
                dealId={canEdit ? dealId : undefined}
              />
              {filling && data.proposal && (
                <FillFromStatements
                  proposal={data.proposal}
                  scope={scope}
                  deal={deal}
                  onSave={onSave}
                  onClose={() => setFilling(false)}
                />
              )}
              {data.summary && (
                <StatementSummaryView
                  summary={data.summary}
                  scope={scope}
                  statements={data.statements}
                />
              )}
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}

/**
 * The statements a submission shared with the funder, read only: the same summary as the broker's,
 * without the proposal, each figure opening its lines. Nothing shows when none were shared.
 */
export function FunderStatements({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation();
  const scope: StatementsScope = { side: "funder", id: submissionId };
  const statements = useStatements(scope);
  const data = statements.data;
  if (!data || (data.statements.length === 0 && !data.summary)) return null;
  return (
    <Card className="mt-section" title={t("ui.statements.funderView.title")}>
      <div className="flex flex-col gap-6">
        <StatementFiles statements={data.statements} />
        {data.summary && (
          <StatementSummaryView summary={data.summary} scope={scope} statements={data.statements} />
        )}
      </div>
    </Card>
  );
}
