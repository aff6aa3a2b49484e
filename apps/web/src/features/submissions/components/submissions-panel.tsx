import "../i18n";
import "../offer-terms-i18n";
import "../funder-links-i18n";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBasisPoints, formatDate, formatDateTime, formatMoney } from "@/lib/format";
import type { MessageKey } from "@portal/contract/messages";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import { offerCost, standouts, type OfferCost } from "@portal/contract/submissions/offer-terms";
import { canMakeMove } from "@portal/contract/submissions/submission-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { errorMessageKey } from "@/lib/errors";
import { describeChanges, latestRevision, offerFacts } from "./offer-facts";
import { isExpired } from "./offer-draft";
import { hasTermSheet, OfferConditions, OfferExpiry, TermSheetButton } from "./offer-terms";
import { FunderLinkPanel } from "./link-panel";
import {
  useBrokerMove,
  useCommissions,
  useSubmissions,
  type BrokerMove,
} from "../api/submissions-api";

/**
 * Where the deal went and what came back: each funder's state and history, the offers side by
 * side with the one to accept, and the commission ledger. A funder's question is answered in its
 * conversation (the threads feature), which `openThread` opens.
 */
export function SubmissionsPanel({
  dealId,
  openThread,
}: {
  dealId: string;
  openThread: (submissionId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const submissions = useSubmissions(dealId);
  const commissions = useCommissions(dealId).data ?? [];
  const move = useBrokerMove(dealId);
  const busy = move.isPending;
  const [failure, setFailure] = useState<MessageKey | null>(null);

  async function act(input: BrokerMove) {
    setFailure(null);
    try {
      await move.mutateAsync(input);
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  }

  return (
    <Card title={t("ui.submissions.title")}>
      <div className="flex flex-col gap-4 text-sm">
        <FormFailure message={failure} />
        <QueryState
          query={submissions}
          isEmpty={(items) => items.length === 0}
          empty={t("ui.submissions.empty")}
        >
          {(items) => (
            <SubmissionList
              dealId={dealId}
              items={items}
              busy={busy}
              act={act}
              openThread={openThread}
            />
          )}
        </QueryState>
        {commissions.length > 0 && (
          <section aria-label={t("ui.submissions.commissions")}>
            <h3 className="font-semibold">{t("ui.submissions.commissions")}</h3>
            <ul>
              {commissions.map((c) => (
                <li key={c.id}>
                  {t(`ui.submissions.kinds.${c.kind}`)}
                  {c.beneficiaryName && ` · ${c.beneficiaryName}`}:{" "}
                  {formatMoney(c.amountMinor, c.currency, i18n.language)} (
                  {formatBasisPoints(c.rateBp, i18n.language)} ×{" "}
                  {formatMoney(c.baseMinor, c.currency, i18n.language)})
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Card>
  );
}

/** The offers side by side (with the one to accept), then each funder's state, messages and answers. */
function SubmissionList({
  dealId,
  items,
  busy,
  act,
  openThread,
}: {
  dealId: string;
  items: Submission[];
  busy: boolean;
  act: (input: BrokerMove) => Promise<void>;
  openThread: (submissionId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [accepting, setAccepting] = useState<Submission | null>(null);
  // A withdrawn offer is out of the comparison: it can no longer be accepted (decision 048).
  const offers = items
    .filter((s): s is Offer => s.proposal !== null && !s.proposal.withdrawnAt)
    .map((s) => ({ ...s, cost: offerCost(s.proposal), fundingDays: s.proposal.fundingDays }));
  const marks = standouts(offers, (o) => o.proposal.amountMinor);
  return (
    <>
      {offers.length > 0 && (
        <section aria-labelledby="offers-compared" className="flex flex-col gap-3">
          <h3 id="offers-compared" className="font-semibold">
            {t("ui.submissions.compare")}
          </h3>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {offers.map((s) => (
              <OfferCard
                key={s.id}
                offer={s}
                cheapest={marks.cheapest.includes(s.id)}
                fastest={marks.fastest.includes(s.id)}
                busy={busy}
                onAccept={() => setAccepting(s)}
              />
            ))}
          </ul>
          <details className="text-fg-muted">
            <summary className="cursor-pointer">{t("ui.submissions.offer.cheapestMeans")}</summary>
            <p className="mt-1">{t("ui.submissions.offer.howApr")}</p>
          </details>
        </section>
      )}
      <ConfirmDialog
        open={accepting !== null}
        title={t("ui.submissions.confirmAccept.title", { funder: accepting?.funderName })}
        confirm={t("ui.submissions.confirmAccept.confirm")}
        cancel={t("ui.submissions.confirmAccept.cancel")}
        busy={busy}
        onCancel={() => setAccepting(null)}
        onConfirm={() => {
          const chosen = accepting!;
          // The terms the broker read: revised or withdrawn meanwhile, the server refuses.
          void act({ move: "accept", id: chosen.id, proposalId: chosen.proposal!.id }).then(() =>
            setAccepting(null),
          );
        }}
      >
        {accepting?.proposal && (
          <AcceptConsequences
            accepting={accepting}
            others={items.filter((o) => o.id !== accepting.id)}
            amount={formatMoney(
              accepting.proposal.amountMinor,
              accepting.proposal.currency,
              i18n.language,
            )}
          />
        )}
      </ConfirmDialog>
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-line" aria-label={t("ui.submissions.title")}>
          {items.map((s) => (
            <li
              key={s.id}
              id={`submission-${s.id}`}
              className="flex flex-col gap-1 py-2"
              aria-label={s.funderName}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="inline-flex flex-wrap items-center gap-2 font-medium">
                  {s.funderName}
                  {/* An outside funder's listing is named after it: said once. */}
                  {s.listingName && s.listingName !== s.funderName ? ` · ${s.listingName}` : ""}
                  {s.outside && <Badge tone="info">{t("ui.funderLinks.broker.outside")}</Badge>}
                </span>
                <span data-status={s.status}>{t(`ui.submissions.statuses.${s.status}`)}</span>
              </div>
              {s.outside && <FunderLinkPanel dealId={dealId} submissionId={s.id} />}
              {s.status === "declined" && s.declineReason && (
                <p>
                  {t("ui.offerTerms.declinedBecause", {
                    reason: t(`ui.submissions.declineReasons.${s.declineReason}`),
                  })}
                </p>
              )}
              {s.events
                .filter((e) => e.note || e.changes?.length || e.to === "offer_withdrawn")
                .map((e, i) => (
                  <p key={i} className="text-fg-muted">
                    <time dateTime={e.at}>{formatDateTime(e.at, i18n.language)}</time> —{" "}
                    {[
                      e.changes?.length
                        ? t("ui.submissions.changes.revisedLine", {
                            changes: describeChanges(
                              e.changes,
                              s.proposal?.currency ?? "",
                              t,
                              i18n.language,
                            ),
                            interpolation: { escapeValue: false },
                          })
                        : e.to === "offer_withdrawn"
                          ? t("ui.submissions.statuses.offer_withdrawn")
                          : null,
                      e.note,
                    ]
                      .filter(Boolean)
                      .join(": ")}
                  </p>
                ))}
              {s.status === "info_requested" && (
                <Button variant="secondary" className="self-start" onClick={() => openThread(s.id)}>
                  {t("ui.submissions.answerInThread", { funder: s.funderName })}
                </Button>
              )}
              {canMakeMove("cancel", "broker", s.status) && (
                <Button
                  variant="ghost"
                  className="self-start"
                  disabled={busy}
                  onClick={() => void act({ move: "cancel", id: s.id })}
                >
                  {t("ui.submissions.withdraw")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Offer = Submission & { proposal: NonNullable<Submission["proposal"]> };

/** One offer with what it costs, comparable with the others. */
function OfferCard({
  offer,
  cheapest,
  fastest,
  busy,
  onAccept,
}: {
  offer: Offer & { cost: OfferCost };
  cheapest: boolean;
  fastest: boolean;
  busy: boolean;
  onAccept: () => void;
}) {
  const { t, i18n } = useTranslation();
  const p = offer.proposal;
  const facts = offerFacts(p, offer.cost, t, i18n.language);
  const revision = p.revisedAt ? latestRevision(offer.events) : undefined;
  const expired = isExpired(p);
  return (
    <li
      aria-label={offer.funderName}
      className={`flex flex-col gap-3 rounded-lg border p-4 ${cheapest ? "border-success" : "border-line"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="me-auto font-semibold">{offer.funderName}</span>
        {offer.outside && <Badge tone="info">{t("ui.funderLinks.broker.outside")}</Badge>}
        {cheapest && <Badge tone="success">{t("ui.submissions.offer.cheapest")}</Badge>}
        {fastest && <Badge tone="info">{t("ui.submissions.offer.fastest")}</Badge>}
        {p.revisedAt && (
          <Badge tone="warning">
            {t("ui.submissions.offer.revised", { date: formatDate(p.revisedAt, i18n.language) })}
          </Badge>
        )}
        <Badge tone={offer.status === "accepted" ? "success" : "neutral"}>
          {t(`ui.submissions.statuses.${offer.status}`)}
        </Badge>
        {offer.status !== "accepted" && <OfferExpiry proposal={p} />}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="text-fg-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </Fragment>
        ))}
      </dl>
      {revision?.changes && (
        <p>
          {t("ui.submissions.offer.changed", {
            changes: describeChanges(revision.changes, p.currency, t, i18n.language),
            interpolation: { escapeValue: false },
          })}
        </p>
      )}
      <OfferConditions proposal={p} />
      {p.note && <p className="text-fg-muted">{p.note}</p>}
      {offer.status === "offered" && expired && (
        <p role="note">
          {t("ui.offerTerms.expiredExplains", {
            date: formatDate(p.expiresOn!, i18n.language, "long"),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {offer.status === "offered" && !expired && (
          <Button disabled={busy} onClick={onAccept}>
            {t("ui.submissions.accept", { funder: offer.funderName })}
          </Button>
        )}
        {hasTermSheet(offer.status) && (
          <TermSheetButton side="broker" submissionId={offer.id} funder={offer.funderName} />
        )}
      </div>
    </li>
  );
}

/** What accepting closes: the other open offers are declined, the deals still open withdrawn. */
function AcceptConsequences({
  accepting,
  others,
  amount,
}: {
  accepting: Submission;
  others: Submission[];
  amount: string;
}) {
  const { t } = useTranslation();
  const closes = others.flatMap((o) =>
    o.status === "offered"
      ? [t("ui.submissions.confirmAccept.turnedDown", { funder: o.funderName })]
      : ["pending", "info_requested", "offer_withdrawn"].includes(o.status)
        ? [t("ui.submissions.confirmAccept.withdrawn", { funder: o.funderName })]
        : [],
  );
  return (
    <>
      <p>
        {t("ui.submissions.confirmAccept.body", {
          funder: accepting.funderName,
          amount,
          interpolation: { escapeValue: false },
        })}
      </p>
      {closes.length > 0 ? (
        <div>
          <p>{t("ui.submissions.confirmAccept.closes")}</p>
          <ul className="ms-5 list-disc">
            {closes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-fg-muted">{t("ui.submissions.confirmAccept.closesNone")}</p>
      )}
    </>
  );
}
