import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Document } from "@portal/contract/documents/document-schemas";
import type { MessageKey } from "@portal/contract/messages";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { errorMessageKey } from "@/lib/errors";
import { formatMoney } from "@/lib/money";
import { AnswerForm, type UploadDocument } from "./answer-form";
import {
  useBrokerMove,
  useCommissions,
  useSubmissions,
  type BrokerMove,
} from "../api/submissions-api";

/**
 * Where the deal went and what came back: each funder's state and messages, the offers side by
 * side with the one to accept, the answers to funders' questions, and the commission ledger.
 */
export function SubmissionsPanel({
  dealId,
  documents,
  uploadDocument,
}: {
  dealId: string;
  /** The deal's documents, offered in the answers to funders (undefined while they load). */
  documents: Document[] | undefined;
  uploadDocument: UploadDocument;
}) {
  const { t, i18n } = useTranslation();
  const submissions = useSubmissions(dealId);
  const commissions = useCommissions(dealId).data ?? [];
  const move = useBrokerMove(dealId);
  const busy = move.isPending;
  const [failure, setFailure] = useState<MessageKey | null>(null);

  async function act(input: BrokerMove) {
    setFailure(null);
    try {
      await move.mutateAsync(input);
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  }

  return (
    <Card title={t("ui.submissions.title")}>
      <div className="flex flex-col gap-4 text-sm">
        <FormFailure message={failure} />
        <QueryState
          query={submissions}
          isEmpty={(items) => items.length === 0}
          empty={t("ui.submissions.empty")}
        >
          {(items) => (
            <SubmissionList
              items={items}
              documents={documents}
              uploadDocument={uploadDocument}
              busy={busy}
              act={act}
            />
          )}
        </QueryState>
        {commissions.length > 0 && (
          <section aria-label={t("ui.submissions.commissions")}>
            <h3 className="font-semibold">{t("ui.submissions.commissions")}</h3>
            <ul>
              {commissions.map((c) => (
                <li key={c.kind + c.at}>
                  {t(`ui.submissions.kinds.${c.kind}`)}:{" "}
                  {formatMoney(c.amountMinor, c.currency, i18n.language)} ({c.rateBp / 100} % ×{" "}
                  {formatMoney(c.baseMinor, c.currency, i18n.language)})
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Card>
  );
}

/** The offers side by side (with the one to accept), then each funder's state, messages and answers. */
function SubmissionList({
  items,
  documents,
  uploadDocument,
  busy,
  act,
}: {
  items: Submission[];
  documents: Document[] | undefined;
  uploadDocument: UploadDocument;
  busy: boolean;
  act: (input: BrokerMove) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const offers = items.filter((s) => s.proposal);
  const price = (p: NonNullable<Submission["proposal"]>) =>
    p.rateBp !== null ? `${p.rateBp / 100} %` : `${(p.factorBp ?? 0) / 10_000}x`;
  return (
    <>
      {offers.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left" aria-label={t("ui.submissions.compare")}>
            <caption className="mb-1 text-left font-semibold">
              {t("ui.submissions.compare")}
            </caption>
            <thead className="text-fg-muted">
              <tr>
                {(
                  ["funder", "amount", "price", "term", "fees", "commission", "status"] as const
                ).map((c) => (
                  <th key={c} className="py-1 pe-3 font-medium">
                    {t(`ui.submissions.columns.${c}`)}
                  </th>
                ))}
                <th />
              </tr>
            </thead>
            <tbody>
              {offers.map((s) => {
                const p = s.proposal!;
                return (
                  <tr key={s.id} className="border-t border-line">
                    <td className="py-2 pe-3">{s.funderName}</td>
                    <td className="py-2 pe-3 tabular-nums">
                      {formatMoney(p.amountMinor, p.currency, i18n.language)}
                    </td>
                    <td className="py-2 pe-3">{price(p)}</td>
                    <td className="py-2 pe-3">
                      {t("ui.submissions.months", { count: p.termMonths })}
                    </td>
                    <td className="py-2 pe-3 tabular-nums">
                      {formatMoney(p.feesMinor, p.currency, i18n.language)}
                    </td>
                    <td className="py-2 pe-3">
                      {p.brokerCommissionBp / 100} % ·{" "}
                      {formatMoney(
                        Math.round((p.amountMinor * p.brokerCommissionBp) / 10_000),
                        p.currency,
                        i18n.language,
                      )}
                    </td>
                    <td className="py-2 pe-3">{t(`ui.submissions.statuses.${s.status}`)}</td>
                    <td className="py-2 text-end">
                      {s.status === "offered" && (
                        <Button
                          disabled={busy}
                          onClick={() => void act({ move: "accept", id: s.id })}
                        >
                          {t("ui.submissions.accept", { funder: s.funderName })}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-line" aria-label={t("ui.submissions.title")}>
          {items.map((s) => (
            <li key={s.id} className="flex flex-col gap-1 py-2" aria-label={s.funderName}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {s.funderName}
                  {s.listingName ? ` · ${s.listingName}` : ""}
                </span>
                <span data-status={s.status}>{t(`ui.submissions.statuses.${s.status}`)}</span>
              </div>
              {s.events
                .filter((e) => e.note)
                .map((e, i) => (
                  <p key={i} className="text-fg-muted">
                    <time dateTime={e.at}>{new Date(e.at).toLocaleString(i18n.language)}</time> —{" "}
                    {e.note}
                  </p>
                ))}
              {s.status === "info_requested" && (
                <AnswerForm
                  submission={s}
                  documents={documents}
                  uploadDocument={uploadDocument}
                  busy={busy}
                  onAnswer={(note, shared) =>
                    void act({ move: "answer", id: s.id, note, sharedDocumentIds: shared })
                  }
                />
              )}
              {["pending", "info_requested", "offered"].includes(s.status) && (
                <Button
                  variant="ghost"
                  className="self-start"
                  disabled={busy}
                  onClick={() => void act({ move: "cancel", id: s.id })}
                >
                  {t("ui.submissions.withdraw")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
