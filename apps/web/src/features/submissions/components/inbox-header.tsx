import "../i18n";
import "../inbox-i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { InboxItem } from "@portal/contract/submissions/inbox-schemas";
import { funderStage } from "@portal/contract/submissions/submission-states";
import { Reference } from "@/components/ui/reference";
import { formatDate, formatMoney } from "@/lib/format";
import { ageDays, InboxClock } from "./inbox-clock";
import type { VisibleSubmission } from "./funder-request";

/**
 * The item's header: the business, the reference, the amount, its age and response clock, where it
 * stands in the funder's words, and who holds it (`assignee`, given the row and its holder).
 */
export function InboxHeader({
  item,
  assignee,
}: {
  item: VisibleSubmission;
  assignee: (holder: InboxItem["assignee"]) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const stage = funderStage(item.status, item.deal.status);
  const now = new Date();
  return (
    <section
      aria-label={item.borrower.legalName}
      className="flex flex-col gap-2 rounded-md border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="text-lg font-semibold">{item.borrower.legalName}</span>
        <Reference>{item.reference}</Reference>
        <span className="tabular-nums">
          {formatMoney(item.deal.amountMinor, item.deal.currency, i18n.language)}
        </span>
        <span data-status={stage} className="font-medium">
          {t(`ui.inbox.statuses.${stage}`)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
        <span>
          {t("ui.inbox.item.sent", { date: formatDate(item.sentAt, i18n.language) })} ·{" "}
          {t("ui.inbox.age", { count: ageDays(item.sentAt, now) })}
        </span>
        {/* The item carries its place in the inbox: the clock runs from the item itself. */}
        <InboxClock item={item} targetHours={item.responseTargetHours} now={now} />
      </div>
      {/* The picker names itself ("Who holds it"). */}
      <div className="text-sm">{assignee(item.assignee)}</div>
    </section>
  );
}
