import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import { endStatuses } from "@portal/contract/deals/deal-states";
import type { MessageKey } from "@portal/contract/messages";
import { paths } from "@/config/paths";
import { FormFailure } from "@/components/ui/form-failure";
import { PageTitle, Spinner } from "@/components/ui/page";
import { getDeal } from "@/features/deals/api/deals-api";
import { DealView } from "@/features/deals/components/deal-view";
import { DocumentsPanel } from "@/features/documents/components/documents-panel";
import { MatchesPanel } from "@/features/matching/components/matches-panel";
import { SendToFunders } from "@/features/submissions/components/send-to-funders";
import { SubmissionsPanel } from "@/features/submissions/components/submissions-panel";
import { errorMessageKey } from "@/lib/errors";

export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [deal, setDeal] = useState<DealDetail | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [sent, setSent] = useState(0);
  const reload = () =>
    getDeal(id).then(setDeal, (error: unknown) => setFailure(errorMessageKey(error)));
  useEffect(() => {
    setDeal(null);
    setFailure(null);
    void reload();
  }, [id]);
  const open = deal && ["draft", "submitted", "in_review", "proposals"].includes(deal.status);
  return (
    <>
      <PageTitle
        title={deal ? `${deal.reference} · ${deal.borrower.legalName}` : t("ui.pages.deal")}
      >
        <Link className="text-primary underline" to={paths.deals}>
          {t("ui.deals.back")}
        </Link>
        {deal && !endStatuses.includes(deal.status) && (
          <>
            {" · "}
            <Link className="text-primary underline" to={paths.editDeal.replace(":id", deal.id)}>
              {t("ui.deals.edit")}
            </Link>
          </>
        )}
      </PageTitle>
      <FormFailure message={failure} />
      {!deal && !failure && <Spinner label={t("ui.loading")} />}
      {deal && (
        <DealView
          deal={deal}
          onChanged={setDeal}
          panels={
            <>
              <DocumentsPanel dealId={deal.id} />
              <MatchesPanel
                key={sent}
                dealId={deal.id}
                selection={
                  open
                    ? {
                        selected,
                        toggle: (listingId) =>
                          setSelected((all) =>
                            all.includes(listingId)
                              ? all.filter((x) => x !== listingId)
                              : [...all, listingId],
                          ),
                      }
                    : undefined
                }
              />
              {open && (
                <SendToFunders
                  dealId={deal.id}
                  listingIds={selected}
                  onSent={() => {
                    setSelected([]);
                    setSent((n) => n + 1);
                    void reload();
                  }}
                />
              )}
              <SubmissionsPanel
                dealId={deal.id}
                refreshKey={sent}
                onChanged={() => void reload()}
              />
            </>
          }
        />
      )}
    </>
  );
}
