import "../i18n";
import { useTranslation } from "react-i18next";
import Check from "lucide-react/icons/check";
import { documentsFundersAskFor, type Document } from "@portal/contract/documents/document-schemas";

/** Which of the document types funders ask for are there (one of that type, not expired), for a product. */
export function documentChecklist(product: string, documents: readonly Document[]) {
  const have = new Set(documents.filter((d) => d.expiryStatus !== "expired").map((d) => d.type));
  const items = documentsFundersAskFor(product).map((type) => ({ type, done: have.has(type) }));
  return { items, done: items.filter((i) => i.done).length, total: items.length };
}

/** The checklist with its progress ("3 of 5"): what to upload before sending to funders. */
export function DocumentChecklist({
  product,
  documents,
}: {
  product: string;
  documents: readonly Document[];
}) {
  const { t } = useTranslation();
  const { items, done, total } = documentChecklist(product, documents);
  return (
    <section aria-label={t("ui.documents.checklist.title")} className="flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{t("ui.documents.checklist.title")}</h3>
        <span className="text-fg-muted">
          {t("ui.documents.checklist.progress", { done, total })}
        </span>
      </div>
      <progress
        className="h-2 w-full accent-primary"
        value={done}
        max={total}
        aria-label={t("ui.documents.checklist.progress", { done, total })}
      />
      <ul className="grid gap-1 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.type} className="flex items-center gap-2">
            {item.done ? (
              <Check className="size-4 text-success" aria-hidden />
            ) : (
              <span className="inline-block size-4 rounded-full border border-line" aria-hidden />
            )}
            <span>
              {t(`ui.documents.types.${item.type}`)}
              <span className="sr-only">
                {" "}
                {t(item.done ? "ui.documents.checklist.done" : "ui.documents.checklist.missing")}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
