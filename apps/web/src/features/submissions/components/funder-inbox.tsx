import "../i18n";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { FormFailure } from "@/components/ui/form-failure";
import { EmptyState, Spinner } from "@/components/ui/page";
import { errorMessageKey } from "@/lib/errors";
import { formatMoney } from "@/lib/money";
import { funderInbox } from "../api/submissions-api";

/** A funder's inbox: the deals brokers sent it, newest first. */
export function FunderInbox() {
  const { t, i18n } = useTranslation();
  const [items, setItems] = useState<Awaited<ReturnType<typeof funderInbox>>["items"] | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  useEffect(() => {
    funderInbox().then(
      (page) => setItems(page.items),
      (error: unknown) => setFailure(errorMessageKey(error)),
    );
  }, []);
  return (
    <div className="flex flex-col gap-4">
      <FormFailure message={failure} />
      {!items && !failure && <Spinner label={t("ui.loading")} />}
      {items?.length === 0 && <EmptyState>{t("ui.submissions.inbox.empty")}</EmptyState>}
      {items && items.length > 0 && (
        <div className="overflow-x-auto rounded-md border border-line">
          <table className="w-full text-left text-sm">
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
                      {s.deal.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{s.brokerName}</td>
                  <td className="px-3 py-2">{s.borrower.legalName}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {formatMoney(s.deal.amountMinor, s.deal.currency, i18n.language)}
                  </td>
                  <td className="px-3 py-2">{t(`ui.submissions.statuses.${s.status}`)}</td>
                  <td className="px-3 py-2">
                    {new Date(s.sentAt).toLocaleDateString(i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
