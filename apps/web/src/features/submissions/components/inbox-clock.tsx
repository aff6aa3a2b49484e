import Clock from "lucide-react/icons/clock";
import AlarmClock from "lucide-react/icons/alarm-clock";
import CircleAlert from "lucide-react/icons/circle-alert";
import { useTranslation } from "react-i18next";
import {
  responseClock,
  type InboxItem,
  type ResponseClock,
} from "@portal/contract/submissions/inbox-schemas";
import { formatDuration } from "@/lib/format";

const tones: Record<ResponseClock, string> = {
  none: "text-fg-muted",
  ok: "text-fg-muted",
  soon: "text-warning",
  late: "text-danger",
};
const icons = { none: Clock, ok: Clock, soon: AlarmClock, late: CircleAlert };

/** Whole days since the deal was sent: the item's age. */
export const ageDays = (sentAt: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(sentAt)) / 86_400_000));

/**
 * How long the item waits for the funder against its response target: a clock and words that turn
 * amber ("Due soon") and red ("Late"); the words say it too, so colour is never the only signal.
 * Nothing once the funder answered (or the item is won or lost).
 */
export function InboxClock({
  item,
  targetHours,
  now = new Date(),
}: {
  item: Pick<InboxItem, "sentAt" | "firstResponseAt" | "awaitingReplySince" | "tab">;
  targetHours: number | null;
  now?: Date;
}) {
  const { t, i18n } = useTranslation();
  const { clock, waitingHours } = responseClock(item, targetHours, now);
  if (waitingHours === null) return null;
  const Icon = icons[clock];
  const duration = (hours: number) => formatDuration(hours * 60, i18n.language, "short");
  return (
    <span
      data-clock={clock}
      className={`inline-flex items-center gap-1 text-xs ${clock === "none" || clock === "ok" ? "" : "font-medium"} ${tones[clock]}`}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {t(`ui.inbox.clock.${clock}`, {
        waited: duration(waitingHours),
        target: targetHours ? duration(targetHours) : "",
      })}
    </span>
  );
}
