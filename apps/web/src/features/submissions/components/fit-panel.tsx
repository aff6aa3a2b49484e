import "../inbox-i18n";
import Check from "lucide-react/icons/check";
import CircleHelp from "lucide-react/icons/circle-help";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import X from "lucide-react/icons/x";
import { useTranslation } from "react-i18next";
import type { FunderFit } from "@portal/contract/submissions/inbox-schemas";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useCheckWords } from "@/lib/reasons";
import { useFunderFit } from "../api/inbox-api";

type Result = FunderFit["listings"][number]["checks"][number]["result"];
const marks: Record<Result, { icon: typeof Check; tone: string }> = {
  pass: { icon: Check, tone: "text-success" },
  warn: { icon: TriangleAlert, tone: "text-warning" },
  fail: { icon: X, tone: "text-danger" },
  unknown: { icon: CircleHelp, tone: "text-fg-muted" },
};

/**
 * The deal judged against each of the funder's published listings, the one it came through
 * first: per criterion an icon and a word (Pass, Close, Fail, Unknown) with the reason, so
 * colour is never the only signal.
 */
export function FitPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const fit = useFunderFit(id);
  return (
    <Card title={t("ui.inbox.fit.title")}>
      <QueryState
        query={fit}
        isEmpty={(f) => f.listings.length === 0}
        empty={t("ui.inbox.fit.none")}
      >
        {(f) => <FitListings fit={f} />}
      </QueryState>
    </Card>
  );
}

/** The same judgement, already at hand (a secure link's page reads it with the deal). */
export function FitView({ fit, title }: { fit: FunderFit; title?: string }) {
  const { t } = useTranslation();
  return (
    <Card title={title ?? t("ui.inbox.fit.title")}>
      {fit.listings.length === 0 ? (
        <EmptyState>{t("ui.inbox.fit.none")}</EmptyState>
      ) : (
        <FitListings fit={fit} />
      )}
    </Card>
  );
}

function FitListings({ fit }: { fit: FunderFit }) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {[...fit.listings]
        .sort((a, b) => Number(b.sentThrough) - Number(a.sentThrough))
        .map((l) => (
          <FitListing key={l.listingId} listing={l} />
        ))}
    </ul>
  );
}

function FitListing({ listing }: { listing: FunderFit["listings"][number] }) {
  const { t } = useTranslation();
  const inWords = useCheckWords(listing.checks);
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={listing.listingName}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{listing.listingName}</span>
        <Badge tone={listing.fits ? "success" : "danger"}>
          {t(listing.fits ? "ui.inbox.fit.fits" : "ui.inbox.fit.fails")}
        </Badge>
        {listing.sentThrough && <Badge tone="info">{t("ui.inbox.fit.sentThrough")}</Badge>}
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {listing.checks.map((c) => {
          const { icon: Icon, tone } = marks[c.result];
          return (
            <li key={c.criterion} data-result={c.result} className="flex items-start gap-2">
              <span className={`inline-flex shrink-0 items-center gap-1 font-medium ${tone}`}>
                <Icon aria-hidden className="size-4" />
                {t(`ui.inbox.fit.results.${c.result}`)}
              </span>
              <span>{inWords(c)}</span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
