import { lazy, Suspense, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { endStatuses, openDealStatuses, type DealStatus } from "@portal/contract/deals/deal-states";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import type { Document } from "@portal/contract/documents/document-schemas";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { Tabs } from "@/components/ui/tabs";
import { useDeal, useUpdateDeal } from "@/features/deals/api/deals-api";
import { DealHeader, DealHistory, DealOverview } from "@/features/deals/components/deal-view";
import { downloadDocument, useDocuments } from "@/features/documents/api/documents-api";
import {
  DocumentChecklist,
  documentChecklist,
} from "@/features/documents/components/document-checklist";
import { DocumentsPanel } from "@/features/documents/components/documents-panel";
import { FunderContactPick } from "@/features/lenders/components/funder-contact-pick";
import { MatchesPanel } from "@/features/matching/components/matches-panel";
import { useSubmissions } from "@/features/submissions/api/submissions-api";
import { FunderState } from "@/features/submissions/components/funder-state";
import { SendToFunders } from "@/features/submissions/components/send-to-funders";
import { SubmissionsPanel } from "@/features/submissions/components/submissions-panel";
import { useDealThreads } from "@/features/threads/api/threads-api";
import { DealConversations } from "@/features/threads/components/deal-conversations";
import type { StatementFacts } from "@/features/statements/components/fill-from-statements";
import { inView } from "@/lib/view-as";
import { nextStep, type NextStep } from "@portal/contract/submissions/next-step";
import { dealTabs, type DealTab } from "./deal-next-step";
import { useSession } from "../session-provider";
import { formatList } from "@/lib/format";

// The bank statements (issue 37) load with their tab, not with every deal page's first paint.
const StatementsPanel = lazy(() =>
  import("@/features/statements/components/statements-panel").then((m) => ({
    default: m.StatementsPanel,
  })),
);

// The commission split loads with the wallet's chunk, not with every deal page's first paint.
const DealSplits = lazy(() =>
  import("@/features/wallet/components/deal-splits").then((m) => ({ default: m.DealSplits })),
);

/**
 * A deal's page: a header (name, amount, status, the stage stepper), the one thing that needs the
 * broker now, and tabs kept in the URL (`?tab=offers`) for the overview, the documents with the
 * checklist funders ask for, the funders that fit (matching) with sending, the offers
 * (submissions) and the history. The tabs share the documents the page holds, so a document
 * uploaded under Documents is offered at once under Funders and in the answers to funders.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const deal = useDeal(id);
  const found = deal.data;
  return (
    <>
      <PageTitle
        title={found ? `${found.reference} · ${found.borrower.legalName}` : t("ui.pages.deal")}
      >
        <Link className="text-primary underline" to={paths.deals}>
          {t("ui.deals.back")}
        </Link>
      </PageTitle>
      <QueryState query={deal}>{(deal) => <DealPage deal={deal} />}</QueryState>
    </>
  );
}

function DealPage({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") as DealTab | null;
  const tab: DealTab = asked && dealTabs.includes(asked) ? asked : "overview";
  const show = (next: string) => setParams({ tab: next }, { replace: true });
  const documents = useDocuments(deal.id);
  const submissions = useSubmissions(deal.id).data ?? [];
  // The funders that have the deal, one submission each: where they stand, in place of a box.
  const stateOf = (funderId: string) => {
    const sent = submissions.find((s) => s.funderId === funderId);
    return sent ? <FunderState submission={sent} /> : null;
  };
  const [selected, setSelected] = useState<string[]>([]);
  const open = (openDealStatuses as readonly DealStatus[]).includes(deal.status);
  const selection = {
    selected,
    toggle: (listingId: string) =>
      setSelected((all) =>
        all.includes(listingId) ? all.filter((x) => x !== listingId) : [...all, listingId],
      ),
  };
  // A brokerage's own funders, a solo broker's too (issue 39): picked beside the matches.
  const keepsFunders = useSession().state.user?.organization.accountType !== "funder";
  const checklist = documentChecklist(deal.product, documents.data ?? []);
  const step = nextStep(deal.status, submissions, checklist);
  const offers = submissions.filter((s) => s.proposal).length;
  const unread = (useDealThreads(deal.id).data?.items ?? []).reduce((n, i) => n + i.unread, 0);
  return (
    <>
      <DealHeader
        deal={deal}
        actions={
          !endStatuses.includes(deal.status) &&
          !inView() && (
            <Link className="text-primary underline" to={paths.editDeal.replace(":id", deal.id)}>
              {t("ui.deals.edit")}
            </Link>
          )
        }
      />
      {step && (
        <NextStepLine
          step={step}
          onOpen={(next) =>
            // A question opens where it is answered: its funder's conversation.
            next.step === "questions"
              ? setParams({ tab: "messages", thread: next.question }, { replace: true })
              : show(next.tab)
          }
        />
      )}
      <Tabs
        label={t("ui.deals.view.sections")}
        selected={tab}
        onSelect={show}
        tabs={[
          {
            id: "overview",
            label: t("ui.deals.view.tabs.overview"),
            panel: (
              <div className="flex flex-col gap-4">
                <DealOverview deal={deal} />
                <Suspense fallback={null}>
                  <DealSplits dealId={deal.id} />
                </Suspense>
              </div>
            ),
          },
          {
            id: "documents",
            label: t("ui.deals.view.tabs.documents", {
              done: checklist.done,
              total: checklist.total,
            }),
            panel: (
              <div className="flex flex-col gap-4">
                {documents.data && (
                  <DocumentChecklist product={deal.product} documents={documents.data} />
                )}
                <DocumentsPanel dealId={deal.id} />
              </div>
            ),
          },
          statementsTab(t("ui.deals.view.tabs.statements"), deal, documents.data),
          {
            id: "funders",
            label: t("ui.deals.view.tabs.funders"),
            panel: (
              <div className="flex flex-col gap-4">
                <MatchesPanel
                  dealId={deal.id}
                  stateOf={stateOf}
                  selection={open ? selection : undefined}
                />
                {open && keepsFunders && (
                  <FunderContactPick
                    choice={selection}
                    stateOf={stateOf}
                    addTo={`${paths.lenders}?tab=mine`}
                  />
                )}
                {open && (
                  <SendToFunders
                    dealId={deal.id}
                    borrower={deal.borrower}
                    listingIds={selected}
                    documents={documents.data}
                    onSent={() => setSelected([])}
                  />
                )}
              </div>
            ),
          },
          {
            id: "offers",
            label: t("ui.deals.view.tabs.offers", { count: offers }),
            panel: (
              <SubmissionsPanel
                dealId={deal.id}
                openThread={(thread) => setParams({ tab: "messages", thread }, { replace: true })}
              />
            ),
          },
          {
            id: "messages",
            label: unread ? t("ui.threads.tabUnread", { count: unread }) : t("ui.threads.tab"),
            panel: (
              <DealConversations
                dealId={deal.id}
                selected={params.get("thread")}
                onSelect={(thread) => setParams({ tab: "messages", thread }, { replace: true })}
                attachable={(documents.data ?? []).map((d) => ({ id: d.id, name: d.fileName }))}
                openDocument={({ id }) => {
                  const document = documents.data?.find((d) => d.id === id);
                  if (document) void downloadDocument(deal.id, document);
                }}
              />
            ),
          },
          {
            id: "history",
            label: t("ui.deals.view.tabs.history"),
            panel: <DealHistory deal={deal} />,
          },
        ]}
      />
    </>
  );
}

/** The Statements tab: the bank statements read (issue 37), and those never read. */
const statementsTab = (label: string, deal: DealDetail, documents?: Document[]) => ({
  id: "statements",
  label,
  panel: <DealStatementsTab deal={deal} documents={documents} />,
});

function DealStatementsTab({ deal, documents }: { deal: DealDetail; documents?: Document[] }) {
  const saveFacts = useSaveStatementFacts(deal);
  return (
    <Suspense fallback={null}>
      <StatementsPanel
        dealId={deal.id}
        bankStatements={(documents ?? [])
          .filter((d) => d.type === "bank_statement")
          .map((d) => ({ id: d.id, fileName: d.fileName }))}
        deal={{
          currency: deal.currency,
          monthlyRevenueMinor: deal.monthlyRevenueMinor,
          existingAdvances: deal.existingAdvances,
          startDate: deal.borrower.startDate,
        }}
        onSave={saveFacts}
        canEdit={!endStatuses.includes(deal.status) && !inView()}
      />
    </Suspense>
  );
}

/**
 * Saves the facts accepted from the statements through the deal form's own update (the borrower,
 * then the deal at the version read): a change made meanwhile is refused (changedMeanwhile) and
 * the deal read again, and the matches are judged again on the saved facts.
 */
function useSaveStatementFacts(deal: DealDetail) {
  const update = useUpdateDeal();
  return (facts: StatementFacts) => {
    const { id: borrowerId, ...borrower } = deal.borrower;
    return update.mutateAsync({
      id: deal.id,
      borrowerId,
      borrower: facts.startDate ? { ...borrower, startDate: facts.startDate } : borrower,
      changes: {
        version: deal.version,
        ...(facts.monthlyRevenueMinor !== undefined
          ? { monthlyRevenueMinor: facts.monthlyRevenueMinor }
          : {}),
        ...(facts.existingAdvances ? { existingAdvances: facts.existingAdvances } : {}),
      },
    });
  };
}

/** The one thing that needs the broker now, with the way to it. */
function NextStepLine({ step, onOpen }: { step: NextStep; onOpen: (step: NextStep) => void }) {
  const { t, i18n } = useTranslation();
  const text =
    step.step === "questions"
      ? t("ui.deals.nextStep.questions", {
          count: step.count,
          funders: formatList(step.funders, i18n.language),
        })
      : step.step === "offers"
        ? t("ui.deals.nextStep.offers", { count: step.count })
        : step.step === "awaitingFunding"
          ? t("ui.deals.nextStep.awaitingFunding", { funder: step.funder })
          : step.step === "documents"
            ? t("ui.deals.nextStep.documents", { done: step.done, total: step.total })
            : step.step === "send"
              ? t("ui.deals.nextStep.send")
              : t("ui.deals.nextStep.awaitingAnswers", { count: step.count });
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary bg-primary-soft px-4 py-3 text-sm"
    >
      <span className="font-medium text-fg">{text}</span>
      <button type="button" className="text-primary-strong underline" onClick={() => onOpen(step)}>
        {step.step === "questions"
          ? t("ui.deals.nextStep.open.question", { count: step.count })
          : t(`ui.deals.nextStep.open.${step.tab}`)}
      </button>
    </div>
  );
}
