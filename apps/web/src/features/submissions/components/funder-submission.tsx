import "../i18n";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import type { FunderSubmission } from "@portal/contract/submissions/submission-schemas";
import { toMinor } from "@portal/contract/deals/money";
import { canMakeMove, funderStage } from "@portal/contract/submissions/submission-states";
import { Button } from "@/components/ui/button";
import { joinFacts } from "@/lib/i18n/join-facts";
import { TextAreaField, TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { errorMessageKey } from "@/lib/errors";
import { countryName } from "@/lib/display-names";
import { advanceFacts } from "@/lib/advances";
import { regionName, useRegions } from "@/lib/regions";
import {
  formatBasisPoints,
  formatDate,
  formatDateTime,
  formatFactor,
  formatMoney,
} from "@/lib/format";
import {
  downloadShared,
  useFunderMove,
  useFunderSubmission,
  type FunderMove,
} from "../api/submissions-api";
import { CurrentOffer } from "./current-offer";
import { describeChanges } from "./offer-facts";
import { OfferForm, type SentOffer } from "./offer-form";

/** A submission whose deal the funder may still see (the broker has not withdrawn it). */
type VisibleSubmission = FunderSubmission & {
  deal: NonNullable<FunderSubmission["deal"]>;
  borrower: NonNullable<FunderSubmission["borrower"]>;
};
const isVisible = (item: FunderSubmission): item is VisibleSubmission =>
  item.deal !== null && item.borrower !== null;

/** A deal sent to this funder: the request, the business, the shared documents, and the funder's answers. */
export function FunderSubmissionView({ id }: { id: string }) {
  const submission = useFunderSubmission(id);
  return (
    <QueryState query={submission}>
      {(item) =>
        isVisible(item) ? (
          <FunderSubmissionDetail item={item} />
        ) : (
          <WithdrawnSubmission item={item} />
        )
      }
    </QueryState>
  );
}

/** What the funder keeps of a deal the broker withdrew: that it was sent, by whom, and when. */
function WithdrawnSubmission({ item }: { item: FunderSubmission }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Card title={t("ui.submissions.funder.withdrawn")}>
        <p role="status" className="text-sm">
          {t("messages.dealWithdrawn")}
        </p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-fg-muted">{t("ui.submissions.columns.status")}</dt>
          <dd data-status={item.status}>{t(`ui.submissions.statuses.${item.status}`)}</dd>
          <dt className="text-fg-muted">{t("ui.submissions.inbox.columns.broker")}</dt>
          <dd>{item.brokerName}</dd>
        </dl>
      </Card>
      <Events item={item} />
    </div>
  );
}

function Events({ item }: { item: FunderSubmission }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t("ui.submissions.funder.events")}>
      <ol className="flex flex-col gap-1 text-sm">
        {item.events.map((e, i) => (
          <li key={i}>
            <time dateTime={e.at} className="text-fg-muted">
              {formatDateTime(e.at, i18n.language)}
            </time>{" "}
            {e.changes?.length
              ? t("ui.submissions.changes.revisedLine", {
                  changes: describeChanges(
                    e.changes,
                    item.proposal?.currency ?? "",
                    t,
                    i18n.language,
                  ),
                  interpolation: { escapeValue: false },
                })
              : t(`ui.submissions.statuses.${e.to}`)}
            {e.note ? ` — ${e.note}` : ""}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function FunderSubmissionDetail({ item }: { item: VisibleSubmission }) {
  const { t, i18n } = useTranslation();
  const regions = useRegions(!!item.borrower.region);
  const stage = funderStage(item.status, item.deal.status);
  const move = useFunderMove(item.id);
  const busy = move.isPending;
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [note, setNote] = useState("");
  // What the last move on the offer did, confirmed until the funder acts again.
  const [offerSent, setOfferSent] = useState<string | null>(null);
  const [funded, setFunded] = useState("");
  const may = (name: "request_info" | "decline" | "duplicate") =>
    canMakeMove(name, "funder", item.status);
  const standing = item.proposal && !item.proposal.withdrawnAt ? item.proposal : null;

  /** A move on the offer: refused, the error goes back to the form that made it. */
  async function offerMove(input: FunderMove, done: string) {
    setFailure(null);
    setOfferSent(null);
    await move.mutateAsync(input);
    setOfferSent(done);
  }

  async function act(input: FunderMove) {
    setFailure(null);
    setOfferSent(null);
    try {
      await move.mutateAsync(input);
      setNote("");
      return true;
    } catch (error) {
      setFailure(errorMessageKey(error));
      return false;
    }
  }

  const currency = item.deal.currency;
  const money = (minor: number | null) =>
    minor === null ? "—" : formatMoney(minor, currency, i18n.language);

  /** The proposal in words, for the confirmation that it was sent. */
  function describeOffer(sent: SentOffer, revised: boolean) {
    const price = [
      sent.rateBp !== undefined &&
        t("ui.submissions.funder.offerRate", {
          rate: formatBasisPoints(sent.rateBp, i18n.language),
        }),
      sent.factorBp !== undefined &&
        t("ui.submissions.funder.offerFactor", {
          factor: formatFactor(sent.factorBp, i18n.language),
        }),
    ].filter(Boolean);
    return t(revised ? "ui.submissions.funder.revisionSent" : "ui.submissions.funder.offerSent", {
      broker: item.brokerName,
      amount: money(sent.amountMinor),
      term: t("ui.submissions.months", { count: sent.termMonths }),
      price: price.join(t("ui.submissions.funder.and")),
      interpolation: { escapeValue: false },
    });
  }

  /** The request and the facts funders decide on: owners and credit, revenue, time trading, property. */
  function decisionFacts({ deal, borrower }: VisibleSubmission): [string, string][] {
    const f = (key: string) => t(`ui.submissions.facts.${key}`);
    const since = borrower.startDate ? new Date(`${borrower.startDate}T00:00:00Z`) : null;
    const months = since
      ? Math.max(
          0,
          (new Date().getUTCFullYear() - since.getUTCFullYear()) * 12 +
            new Date().getUTCMonth() -
            since.getUTCMonth(),
        )
      : null;
    const p = borrower.property;
    return [
      [f("product"), t(`ui.submissions.products.${deal.product}`)],
      [f("amount"), money(deal.amountMinor)],
      [f("term"), deal.termMonths ? t("ui.submissions.months", { count: deal.termMonths }) : "—"],
      [f("purpose"), deal.purpose],
      [
        f("business"),
        `${borrower.legalName} · ${t(`ui.submissions.entityTypes.${borrower.entityType}`)}`,
      ],
      [f("industry"), t(`ui.submissions.industries.${borrower.industry}`)],
      [f("country"), countryName(borrower.country, i18n.language)],
      ...(borrower.region
        ? [[f("region"), regionName(regions, borrower.region)] as [string, string]]
        : []),
      [
        f("trading"),
        months === null
          ? "—"
          : t("ui.submissions.facts.tradingFor", {
              years: Math.floor(months / 12),
              months: months % 12,
              since: formatDate(borrower.startDate!, i18n.language),
            }),
      ],
      [f("revenue"), deal.monthlyRevenueMinor === null ? "—" : money(deal.monthlyRevenueMinor)],
      ...advanceFacts(deal, money, t),
      ...borrower.owners.map(
        (o, i) =>
          [
            t("ui.submissions.facts.owner", { n: i + 1 }),
            joinFacts(
              [
                o.name,
                formatBasisPoints(o.ownershipBp, i18n.language),
                o.creditScore
                  ? t("ui.submissions.facts.creditScore", { score: o.creditScore })
                  : t("ui.submissions.facts.noCreditScore"),
              ],
              i18n.dir() === "rtl",
            ),
          ] as [string, string],
      ),
      ...(p
        ? [
            [
              f("property"),
              joinFacts(
                [
                  t(`ui.submissions.propertyTypes.${p.type}`),
                  p.address,
                  money(p.valueMinor),
                  ...(p.monthlyIncomeMinor !== undefined
                    ? [t("ui.submissions.facts.income", { amount: money(p.monthlyIncomeMinor) })]
                    : []),
                  ...(p.occupancy ? [t(`ui.submissions.occupancies.${p.occupancy}`)] : []),
                ],
                i18n.dir() === "rtl",
              ),
            ] as [string, string],
          ]
        : []),
    ];
  }

  return (
    <div className="flex flex-col gap-4">
      <FormFailure message={failure} />
      {offerSent && (
        <p role="status" className="rounded-md border border-line bg-muted px-3 py-2 text-sm">
          {offerSent}
        </p>
      )}
      <Card title={t("ui.submissions.funder.request")}>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-fg-muted">{t("ui.submissions.columns.status")}</dt>
          <dd data-status={stage}>{t(`ui.submissions.statuses.${stage}`)}</dd>
          <dt className="text-fg-muted">{t("ui.submissions.inbox.columns.broker")}</dt>
          <dd>{item.brokerName}</dd>
          {decisionFacts(item).map(([label, value]) => (
            <Fragment key={label}>
              <dt className="text-fg-muted">{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </Card>
      <Card title={t("ui.submissions.funder.documents")}>
        {item.documents.length === 0 ? (
          <p className="text-sm text-fg-muted">{t("ui.submissions.funder.noDocuments")}</p>
        ) : (
          <ul className="text-sm">
            {item.documents.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  className="text-primary underline"
                  onClick={() => void downloadShared(item.id, d)}
                >
                  {d.fileName}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {standing && (may("decline") || item.status === "accepted") ? (
        <CurrentOffer
          proposal={standing}
          accepted={item.status === "accepted"}
          broker={item.brokerName}
          onRevise={(offer) => offerMove({ move: "revise", offer }, describeOffer(offer, true))}
          onWithdraw={(note) =>
            offerMove(
              { move: "withdraw-offer", note },
              t("ui.submissions.funder.offerWithdrawn", {
                broker: item.brokerName,
                interpolation: { escapeValue: false },
              }),
            )
          }
        />
      ) : (
        canMakeMove("offer", "funder", item.status) && (
          <Card title={t("ui.submissions.funder.offer")}>
            {item.proposal?.withdrawnAt && (
              <p className="mb-3 text-sm text-fg-muted">
                {t("ui.submissions.funder.withdrawnBefore", {
                  date: formatDateTime(item.proposal.withdrawnAt, i18n.language),
                })}
              </p>
            )}
            <OfferForm
              currency={currency}
              submitLabel={t("ui.submissions.funder.sendOffer")}
              onSubmit={(offer) => offerMove({ move: "offer", offer }, describeOffer(offer, false))}
            />
          </Card>
        )
      )}
      {may("decline") && (
        <Card title={t("ui.submissions.funder.note")}>
          <div className="flex flex-col gap-2">
            <TextAreaField
              label={t("ui.submissions.funder.note")}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                disabled={busy || !note.trim()}
                onClick={() => void act({ move: "request-info", note: note.trim() })}
              >
                {t("ui.submissions.funder.ask")}
              </Button>
              <Button
                variant="danger"
                disabled={busy || !note.trim()}
                onClick={() => void act({ move: "decline", note: note.trim() })}
              >
                {t("ui.submissions.funder.decline")}
              </Button>
              {may("duplicate") && (
                <Button
                  variant="ghost"
                  disabled={busy || !note.trim()}
                  onClick={() => void act({ move: "duplicate", note: note.trim() })}
                >
                  {t("ui.submissions.funder.duplicate")}
                </Button>
              )}
            </div>
          </div>
        </Card>
      )}
      {item.status === "accepted" && item.deal.status === "accepted" && (
        <Card title={t("ui.submissions.funder.funded")}>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const amount = funded.trim() ? toMinor(funded, currency) : undefined;
              if (funded.trim() && amount === undefined) return setFailure("invalidValue");
              void act({ move: "funded", amountMinor: amount });
            }}
          >
            <TextField
              label={t("ui.submissions.funder.fundedAmount")}
              inputMode="decimal"
              value={funded}
              onChange={(e) => setFunded(e.target.value)}
            />
            <Button type="submit" disabled={busy}>
              {t("ui.submissions.funder.funded")}
            </Button>
          </form>
        </Card>
      )}
      <Events item={item} />
    </div>
  );
}
