import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Document } from "@portal/contract/documents/document-schemas";

/**
 * The documents a sending shares: the server's suggestion (those the chosen listings ask for, all
 * valid ones when none asks: decision 047) until the broker ticks or unticks a box, then the
 * broker's choice for that box. Kept per deal (`dealId`), so the basket holds one choice a deal.
 */
export function useSharedDocuments() {
  const [own, setOwn] = useState<Record<string, boolean>>({});
  const key = (dealId: string, documentId: string) => `${dealId}/${documentId}`;
  return {
    /** The ids of `documents` that go with the deal. */
    shared: (dealId: string, documents: readonly Document[], suggested: readonly string[]) =>
      documents.filter((d) => own[key(dealId, d.id)] ?? suggested.includes(d.id)).map((d) => d.id),
    set: (dealId: string, documentId: string, on: boolean) =>
      setOwn((all) => ({ ...all, [key(dealId, documentId)]: on })),
  };
}

/** A box per document, ticked when it goes to the funders; an expired one says so. */
export function SharedDocuments({
  legend,
  documents,
  shared,
  onChange,
  loading = false,
}: {
  legend: string;
  documents: readonly Document[];
  shared: readonly string[];
  onChange: (documentId: string, on: boolean) => void;
  /** The suggestion is on its way: a tick now could be undone by it arriving, so wait. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{legend}</legend>
      {documents.length === 0 && <p className="text-fg-muted">{t("ui.submissions.send.none")}</p>}
      {documents.map((d) => (
        <label key={d.id} className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={shared.includes(d.id)}
            disabled={loading}
            onChange={(e) => onChange(d.id, e.target.checked)}
          />
          {/* A long file name breaks anywhere rather than push the page sideways on a phone. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {d.fileName}{" "}
            <span className="whitespace-nowrap text-xs text-fg-muted">
              {t(`ui.submissions.documentTypes.${d.type}`)}
              {d.expiryStatus === "expired" && ` · ${t("ui.submissions.send.expired")}`}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
