import "../i18n";
import "../inbox-i18n";
import { useTranslation } from "react-i18next";
import type { Document } from "@portal/contract/documents/document-schemas";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/page";
import { formatDate } from "@/lib/format";

/**
 * The documents the broker shared with this funder, each with its type and its expiry: "expires
 * 3 March 2027" (amber when it is soon), "expired" (red); the words carry it, not the colour.
 */
export function InboxDocuments({
  documents,
  download,
}: {
  documents: Document[];
  /** The funder's download (its inbox's route, or a secure link's). */
  download: (document: Document) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t("ui.submissions.funder.documents")}>
      {documents.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("ui.submissions.funder.noDocuments")}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className="break-all text-start text-primary underline"
                onClick={() => download(d)}
              >
                {d.fileName}
              </button>
              <span className="text-fg-muted">{t(`ui.submissions.documentTypes.${d.type}`)}</span>
              <Expiry document={d} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Expiry({ document: d }: { document: Document }) {
  const { t, i18n } = useTranslation();
  if (d.expiryStatus === "expired")
    return <Badge tone="danger">{t("ui.inbox.documents.expired")}</Badge>;
  if (!d.expiresOn) return null;
  const text = t("ui.inbox.documents.expires", {
    date: formatDate(d.expiresOn, i18n.language, "long"),
  });
  return <Badge tone={d.expiryStatus === "expiring" ? "warning" : "neutral"}>{text}</Badge>;
}
