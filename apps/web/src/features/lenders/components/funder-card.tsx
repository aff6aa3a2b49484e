import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatBasisPoints, formatDate, formatDuration } from "@/lib/format";
import { useRegions } from "@/lib/regions";
import type { DirectoryFunder } from "@portal/contract/lenders/directory-schemas";
import type { Listing } from "@portal/contract/lenders/listing-schemas";
import { Badge } from "@/components/ui/badge";
import { criteriaInWords } from "./criteria-words";
import "../directory-i18n";

/** The funder's measured response time, or the truth that it has not been measured yet. */
function useFacts(funder: DirectoryFunder) {
  const { t, i18n } = useTranslation();
  const pct = (bp: number) => formatBasisPoints(bp, i18n.language);
  const rates = funder.listings
    .map((l) => l.brokerCommissionBp)
    .filter((bp): bp is number => bp !== null);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return {
    response:
      funder.measuredResponseHours === null
        ? t("ui.directory.noResponse")
        : t("ui.directory.response", {
            time: formatDuration(funder.measuredResponseHours * 60, i18n.language, "short"),
          }),
    commission: !rates.length
      ? t("ui.directory.noCommission")
      : low === high
        ? t("ui.directory.commission", { percent: pct(low) })
        : t("ui.directory.commissionRange", { from: pct(low), to: pct(high) }),
  };
}

function ListingBlock({ listing }: { listing: Listing }) {
  const { t, i18n } = useTranslation();
  const regions = useRegions(
    listing.criteria.regions !== undefined || listing.criteria.excludedRegions !== undefined,
  );
  return (
    <li className="flex min-w-0 flex-col gap-1 border-t border-line pt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-medium break-words">{listing.name}</h3>
        <span className="text-xs text-fg-muted">
          {t("ui.directory.updated", {
            date: formatDate(listing.criteriaUpdatedAt, i18n.language),
          })}
        </span>
      </div>
      {listing.description && (
        <p className="text-sm break-words text-fg-muted">{listing.description}</p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm" aria-label={listing.name}>
        {criteriaInWords(listing, t, i18n.language, regions).map((words) => (
          <li key={words} className="min-w-0 break-words">
            {words}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * One funder of the directory: its name, measured response time, commission and its listings'
 * criteria in words; `checkTo` links to checking a deal against it (from the list).
 */
export function FunderCard({
  funder,
  checkTo,
  named = true,
}: {
  funder: DirectoryFunder;
  checkTo?: string;
  /** False on the funder's own page, whose title names it. */
  named?: boolean;
}) {
  const { t } = useTranslation();
  const facts = useFacts(funder);
  const products = [
    ...new Set(funder.listings.flatMap((l) => (l.criteria.products as string[] | undefined) ?? [])),
  ];
  return (
    <article
      aria-label={funder.name}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-4 md:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {funder.logoUrl && (
            <img src={funder.logoUrl} alt="" className="size-10 shrink-0 rounded object-contain" />
          )}
          <div className="min-w-0">
            {named && <h2 className="text-lg font-semibold break-words">{funder.name}</h2>}
            <p className="text-sm text-fg-muted">
              {facts.response} · {facts.commission}
            </p>
          </div>
        </div>
        {checkTo && (
          <Link
            to={checkTo}
            className="inline-flex rounded-md bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong"
          >
            {t("ui.directory.check")}
          </Link>
        )}
      </header>
      {products.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("ui.directory.productsOffered")}>
          {products.map((p) => (
            <li key={p}>
              <Badge tone="info">{t(`ui.directory.products.${p}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
      {funder.listings.length < funder.publishedListings && (
        <p className="text-xs text-fg-muted">
          {t("ui.directory.listingsShown", {
            shown: funder.listings.length,
            count: funder.publishedListings,
          })}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {funder.listings.map((listing) => (
          <ListingBlock key={listing.id} listing={listing} />
        ))}
      </ul>
    </article>
  );
}
