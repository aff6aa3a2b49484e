import { useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format";
import type { DocumentExpiryStatus } from "@portal/contract/documents/document-schemas";

const tone: Record<DocumentExpiryStatus, string> = {
  unknown: "bg-muted text-fg-muted",
  valid: "bg-success-soft text-success",
  expiring: "bg-warning-soft text-warning",
  expired: "bg-danger-soft text-danger",
};

/** The spec's four expiry states as a badge (the date, when known, in its title). */
export function ExpiryBadge({
  status,
  expiresOn,
}: {
  status: DocumentExpiryStatus;
  expiresOn: string | null;
}) {
  const { t, i18n } = useTranslation();
  const date = expiresOn ? formatDate(expiresOn, i18n.language) : undefined;
  return (
    <span
      data-expiry={status}
      title={date ? t("ui.documents.expiresOnDate", { date }) : undefined}
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tone[status]}`}
    >
      {t(`ui.documents.expiry.${status}`)}
      {date && <span className="ms-1 font-normal">({date})</span>}
    </span>
  );
}
