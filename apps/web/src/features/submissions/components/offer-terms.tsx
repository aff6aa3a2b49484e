import "../offer-terms-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { downloadTermSheet, type TermSheetSide } from "../api/term-sheet-api";
import { isExpired } from "./offer-draft";
import type { Proposal } from "./offer-facts";

/** The offer's last day: "Expires 12 Dec" to come, "Expired" once past; nothing without one. */
export function OfferExpiry({ proposal }: { proposal: Proposal }) {
  const { t, i18n } = useTranslation();
  if (!proposal.expiresOn) return null;
  const date = formatDate(proposal.expiresOn, i18n.language, "long");
  return isExpired(proposal) ? (
    <Badge tone="danger">{t("ui.offerTerms.expired")}</Badge>
  ) : (
    <Badge tone="neutral">{t("ui.offerTerms.expires", { date })}</Badge>
  );
}

/** What must be true before the money goes out, as the funder wrote it. */
export function OfferConditions({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  if (!proposal.conditions) return null;
  return (
    <div>
      <p className="font-medium">{t("ui.offerTerms.conditions")}</p>
      {/* The funder's own words, in whatever language they wrote them. */}
      <p dir="auto" className="whitespace-pre-line">
        {proposal.conditions}
      </p>
    </div>
  );
}

/** Where the server has a term sheet: an offer standing (a question may follow it) or accepted. */
export const hasTermSheet = (status: string) =>
  ["offered", "info_requested", "accepted"].includes(status);

/** "Term sheet (PDF)": downloads the offer's term sheet; a refusal is said in a toast. */
export function TermSheetButton({
  side,
  submissionId,
  reference,
  funder,
}: {
  side: TermSheetSide;
  submissionId: string;
  reference?: string;
  /** On the broker's comparison, whose offer (several buttons on one page). */
  funder?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadTermSheet(side, submissionId, reference);
    } catch (error) {
      toast("danger", t(`messages.${errorMessageKey(error)}`));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      className="self-start"
      disabled={busy}
      aria-label={funder ? t("ui.offerTerms.termSheetOf", { funder }) : undefined}
      onClick={() => void download()}
    >
      {t("ui.offerTerms.termSheet")}
    </Button>
  );
}
