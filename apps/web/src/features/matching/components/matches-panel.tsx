import "../i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatBasisPoints, formatDate, formatDuration, formatPercent } from "@/lib/format";
import type { DealMatches } from "@portal/contract/matching/match-schemas";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { suggestionInWords, useCheckWords } from "@/lib/reasons";
import { useMatches } from "../api/matching-api";

type Judged = DealMatches["fits"][number];

const tone = {
  pass: "text-success",
  warn: "text-warning",
  fail: "text-danger",
  unknown: "text-fg-muted",
} as const;

/** Picking listings to send the deal to (the route owns the choice and the sending). */
export interface Selection {
  selected: readonly string[];
  toggle: (listingId: string) => void;
}

/** A listing as the broker knows it: its funder and name, once when they are the same (an outside funder's). */
export const listingTitle = (l: { funderName: string; name: string }) =>
  l.name === l.funderName ? l.name : `${l.funderName} · ${l.name}`;

/** A listing's name with the box that puts it in (or out of) the selection. */
export function ListingPick({
  listing,
  selection,
}: {
  listing: { id: string; funderName: string; name: string };
  selection: Selection;
}) {
  return (
    <label className="flex items-center gap-2 font-medium">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={selection.selected.includes(listing.id)}
        onChange={() => selection.toggle(listing.id)}
      />
      {listingTitle(listing)}
    </label>
  );
}

/** Where a funder that already has the deal stands (the route composes it), or null. */
export type FunderStateOf = (funderId: string) => ReactNode;

function ListingCard({
  judged,
  selection,
  stateOf,
  isNew = false,
}: {
  judged: Judged;
  selection?: Selection;
  stateOf?: FunderStateOf;
  isNew?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const l = judged.listing;
  // A funder that has the deal shows where it stands, and no box: a deal goes to a funder once.
  const state = stateOf?.(judged.funderId) ?? null;
  const inWords = useCheckWords(judged.checks);
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={listingTitle(l)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {selection && !state ? (
          <ListingPick listing={l} selection={selection} />
        ) : (
          <span className="font-medium">{listingTitle(l)}</span>
        )}
        {state}
        {/* The brokerage's own funder, sent to by secure link (issue 39). */}
        {judged.outside && <Badge tone="neutral">{t("ui.matching.outside")}</Badge>}
        {isNew && (
          <span
            className="inline-flex rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary"
            title={t("ui.matching.newHint")}
          >
            {t("ui.matching.new")}
          </span>
        )}
        <span className="ms-auto text-xs text-fg-muted">
          {[
            judged.fits
              ? t("ui.matching.fit", { percent: formatPercent(judged.fit, i18n.language) })
              : null,
            l.measuredResponseHours !== null
              ? t("ui.matching.measured", {
                  time: formatDuration(l.measuredResponseHours * 60, i18n.language, "short"),
                })
              : l.promisedResponseHours
                ? t("ui.matching.response", {
                    time: formatDuration(l.promisedResponseHours * 60, i18n.language, "short"),
                  })
                : null,
            l.brokerCommissionBp !== null
              ? t("ui.matching.commission", {
                  percent: formatBasisPoints(l.brokerCommissionBp, i18n.language),
                })
              : null,
            t("ui.matching.updated", {
              date: formatDate(l.criteriaUpdatedAt, i18n.language),
            }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </div>
      {judged.checks.length > 0 && (
        <ul className="flex flex-col gap-0.5 text-sm">
          {judged.checks.map((c) => (
            <li key={c.criterion} data-result={c.result}>
              <span className={`me-2 font-medium ${tone[c.result]}`}>
                {t(`ui.matching.results.${c.result}`)}
              </span>
              {inWords(c)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The deal's funders: listings that fit (ranked, with every reason) beside those that do not (with
 * theirs), where each funder that has the deal stands (`stateOf`), and what would change it.
 */
export function MatchesPanel({
  dealId,
  selection,
  stateOf,
}: {
  dealId: string;
  selection?: Selection;
  stateOf?: FunderStateOf;
}) {
  const { t, i18n } = useTranslation();
  const query = useMatches(dealId);

  return (
    <Card title={t("ui.matching.title")}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-fg-muted">{t("ui.matching.intro")}</p>
        <QueryState
          query={query}
          isEmpty={(found) => found.fitCount + found.excludedCount === 0}
          empty={t("ui.matching.noListings")}
        >
          {(matches) => (
            <>
              <div className={`grid gap-4 ${matches.excluded.length > 0 ? "lg:grid-cols-2" : ""}`}>
                <section aria-label={t("ui.matching.fits", { count: matches.fitCount })}>
                  <h3 className="text-sm font-semibold">
                    {t("ui.matching.fits", { count: matches.fitCount })}
                  </h3>
                  {matches.fits.length === 0 ? (
                    <p className="text-sm text-fg-muted">{t("ui.matching.none")}</p>
                  ) : (
                    <ol className="divide-y divide-line">
                      {matches.fits.map((j) => (
                        <ListingCard
                          key={j.listingId}
                          judged={j}
                          selection={selection}
                          stateOf={stateOf}
                          isNew={matches.newFits.includes(j.listingId)}
                        />
                      ))}
                    </ol>
                  )}
                </section>
                {matches.excluded.length > 0 && (
                  <section aria-label={t("ui.matching.excluded", { count: matches.excludedCount })}>
                    <h3 className="text-sm font-semibold">
                      {t("ui.matching.excluded", { count: matches.excludedCount })}
                    </h3>
                    <ul className="divide-y divide-line">
                      {matches.excluded.map((j) => (
                        <ListingCard key={j.listingId} judged={j} stateOf={stateOf} />
                      ))}
                    </ul>
                  </section>
                )}
              </div>
              {matches.suggestions.length > 0 && (
                <section aria-label={t("ui.matching.changes")}>
                  <h3 className="text-sm font-semibold">{t("ui.matching.changes")}</h3>
                  <ul className="list-disc ps-5 text-sm">
                    {matches.suggestions.map((s) => (
                      <li key={`${s.fact}:${s.direction}:${JSON.stringify(s.to)}`}>
                        {suggestionInWords(s, t, i18n.language)}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
