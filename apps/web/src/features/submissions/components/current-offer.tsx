import "../i18n";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { offerCost } from "@portal/contract/submissions/offer-terms";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { formatDateTime } from "@/lib/format";
import { errorMessageKey } from "@/lib/errors";
import type { TermSheetSide } from "../api/term-sheet-api";
import { offerFacts, type Proposal } from "./offer-facts";
import { OfferForm, type SentOffer } from "./offer-form";
import { OfferConditions, OfferExpiry, TermSheetButton } from "./offer-terms";

/**
 * The funder's offer that stands, as the broker compares it, with Revise and Withdraw and what
 * each does on the broker's side; once accepted, the terms only (docs/decisions/048).
 */
export function CurrentOffer({
  submissionId,
  side = "funder",
  reference,
  proposal,
  accepted,
  broker,
  onRevise,
  onWithdraw,
}: {
  submissionId: string;
  /** Whose term sheet route: the funder's inbox, or a secure link's. */
  side?: TermSheetSide;
  reference: string;
  proposal: Proposal;
  accepted: boolean;
  broker: string;
  onRevise: (offer: SentOffer) => Promise<unknown>;
  onWithdraw: (note: string | undefined) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [revising, setRevising] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const when = formatDateTime(proposal.createdAt, i18n.language);

  async function withdraw() {
    setBusy(true);
    setFailure(null);
    try {
      await onWithdraw(reason.trim() || undefined);
      setWithdrawing(false);
    } catch (error) {
      setWithdrawing(false);
      setFailure(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title={t(accepted ? "ui.submissions.funder.acceptedOffer" : "ui.submissions.funder.current")}
    >
      <div className="flex flex-col gap-3 text-sm">
        <FormFailure message={failure} />
        <div className="flex flex-wrap items-center gap-2">
          <p className="me-auto text-fg-muted">
            {proposal.revisedAt
              ? t("ui.submissions.funder.revisedOn", { date: when })
              : t("ui.submissions.funder.sentOn", { date: when })}
          </p>
          {!accepted && <OfferExpiry proposal={proposal} />}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {offerFacts(proposal, offerCost(proposal), t, i18n.language, "funder").map(
            ([label, value]) => (
              <Fragment key={label}>
                <dt className="text-fg-muted">{label}</dt>
                <dd className="tabular-nums">{value}</dd>
              </Fragment>
            ),
          )}
        </dl>
        <OfferConditions proposal={proposal} />
        {proposal.note && <p className="whitespace-pre-line">{proposal.note}</p>}
        <TermSheetButton side={side} submissionId={submissionId} reference={reference} />
        {accepted ? (
          <p role="note">{t("ui.submissions.funder.lockedAccepted")}</p>
        ) : revising ? (
          <section
            aria-label={t("ui.submissions.funder.reviseTitle")}
            className="flex flex-col gap-2"
          >
            <h3 className="font-semibold">{t("ui.submissions.funder.reviseTitle")}</h3>
            <p className="text-fg-muted">{t("ui.submissions.funder.reviseExplains")}</p>
            <OfferForm
              currency={proposal.currency}
              initial={proposal}
              submitLabel={t("ui.submissions.funder.sendRevision")}
              cancelLabel={t("ui.submissions.funder.keepOffer")}
              onCancel={() => setRevising(false)}
              onSubmit={async (offer) => {
                await onRevise(offer);
                setRevising(false);
              }}
            />
          </section>
        ) : (
          <>
            <p className="text-fg-muted">{t("ui.submissions.funder.reviseExplains")}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setRevising(true)}>
                {t("ui.submissions.funder.revise")}
              </Button>
              <Button variant="danger" onClick={() => setWithdrawing(true)}>
                {t("ui.submissions.funder.withdrawOffer")}
              </Button>
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={withdrawing}
        title={t("ui.submissions.funder.confirmWithdraw.title")}
        confirm={t("ui.submissions.funder.confirmWithdraw.confirm")}
        cancel={t("ui.submissions.funder.confirmWithdraw.cancel")}
        busy={busy}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => void withdraw()}
      >
        <p>
          {t("ui.submissions.funder.confirmWithdraw.body", {
            broker,
            interpolation: { escapeValue: false },
          })}
        </p>
        <TextAreaField
          label={t("ui.submissions.funder.confirmWithdraw.reason")}
          hint={t("ui.optional")}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </Card>
  );
}
