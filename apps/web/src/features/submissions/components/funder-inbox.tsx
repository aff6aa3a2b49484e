import "../i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "@/lib/format";
import { TableRegion } from "@/components/ui/table";
import { funderStage } from "@portal/contract/submissions/submission-states";
import { QueryState } from "@/components/ui/query-state";
import { useInbox } from "../api/submissions-api";

/** A funder's inbox: the deals brokers sent it, newest first. */
export function FunderInbox() {
  const { t, i18n } = useTranslation();
  const inbox = useInbox();
  return (
    <div className="flex flex-col gap-4">
      <QueryState
        query={inbox}
        isEmpty={(items) => items.length === 0}
        empty={t("ui.submissions.inbox.empty")}
      >
        {(items) => (
          <TableRegion label={t("ui.pages.inbox")}>
            <table className="w-full text-start text-sm">
              <thead className="bg-muted text-fg-muted">
                <tr>
                  {(["reference", "broker", "borrower", "amount", "status", "sent"] as const).map(
                    (c) => (
                      <th key={c} className="px-3 py-2 font-medium">
                        {t(`ui.submissions.inbox.columns.${c}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {items.map((s) => (
                  <tr key={s.id}>
                    <td className="px-3 py-2">
                      <Link className="text-primary underline" to={`/inbox/${s.id}`}>
                        <bdi>{s.reference}</bdi>
                      </Link>
                    </td>
                    <td className="px-3 py-2">{s.brokerName}</td>
                    {/* A deal the broker withdrew keeps its row, without its details. */}
                    <td className="px-3 py-2">{s.borrower?.legalName ?? "—"}</td>
                    <td className="px-3 py-2 tabular-nums">
                      {s.deal
                        ? formatMoney(s.deal.amountMinor, s.deal.currency, i18n.language)
                        : "—"}
                    </td>
                    <td className="px-3 py-2">
                      {t(
                        `ui.submissions.statuses.${funderStage(s.status, s.deal?.status ?? null)}`,
                      )}
                    </td>
                    <td className="px-3 py-2">{formatDate(s.sentAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </QueryState>
    </div>
  );
}
