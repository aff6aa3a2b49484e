import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { openDealStatuses } from "@portal/contract/deals/deal-states";
import type { FunderCheck as Check } from "@portal/contract/matching/match-schemas";
import { Badge } from "@/components/ui/badge";
import { SelectField } from "@/components/ui/select";
import { Card } from "@/components/ui/page";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { withReferences } from "@/components/ui/reference";
import { formatMoney } from "@/lib/format";
import { useCheckWords } from "@/lib/reasons";
import { useFunderCheck, useRecentDeals } from "../api/funder-check-api";
import "../i18n";
import "../funder-check-i18n";

const tone = {
  pass: "text-success",
  warn: "text-warning",
  fail: "text-danger",
  unknown: "text-fg-muted",
} as const;

function Verdict({ check, dealPath }: { check: Check; dealPath: string }) {
  const { t } = useTranslation();
  const fitting = check.listings.filter((l) => l.fits).length;
  const inWords = useCheckWords(check.listings.flatMap((l) => l.checks));
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm font-medium">
        {withReferences(
          fitting
            ? t("ui.funderCheck.fits", { reference: check.deal.reference, count: fitting })
            : t("ui.funderCheck.fitsNone", { reference: check.deal.reference }),
          [check.deal.reference],
        )}{" "}
        <Link to={dealPath} className="font-normal text-primary underline">
          {t("ui.funderCheck.open")}
        </Link>
      </p>
      <ul className="flex flex-col divide-y divide-line">
        {check.listings.map((judged) => (
          <li
            key={judged.listingId}
            aria-label={judged.listing.name}
            className="flex min-w-0 flex-col gap-2 py-3"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 font-medium break-words">{judged.listing.name}</span>
              <Badge tone={judged.fits ? "success" : "danger"}>
                {judged.fits ? t("ui.funderCheck.fit") : t("ui.funderCheck.noFit")}
              </Badge>
            </div>
            <ul className="flex flex-col gap-0.5 text-sm">
              {judged.checks.map((c) => (
                <li key={c.criterion} data-result={c.result} className="break-words">
                  <span className={`me-2 font-medium ${tone[c.result]}`}>
                    {t(`ui.matching.results.${c.result}`)}
                  </span>
                  {inWords(c)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Picks one of the broker's open deals (kept in the address as `?deal=`) and shows how each of the
 * funder's published listings judges it, with matching's reasons.
 */
export function FunderCheck({
  funderId,
  dealPath,
}: {
  funderId: string;
  dealPath: (dealId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const dealId = params.get("deal") ?? undefined;
  const deals = useRecentDeals();
  const check = useFunderCheck(dealId, funderId);
  return (
    <Card title={t("ui.funderCheck.title")}>
      <p className="mb-3 text-sm text-fg-muted">{t("ui.funderCheck.intro")}</p>
      <QueryState query={deals}>
        {(page) => {
          const open = page.items.filter((d) =>
            (openDealStatuses as readonly string[]).includes(d.status),
          );
          if (!open.length) return <EmptyState>{t("ui.funderCheck.noDeals")}</EmptyState>;
          return (
            <div className="flex flex-col gap-4">
              <SelectField
                label={t("ui.funderCheck.deal")}
                value={dealId ?? ""}
                placeholder={t("ui.funderCheck.choose")}
                options={open.map((d) => ({
                  value: d.id,
                  label: `${d.reference} · ${d.borrowerName} · ${formatMoney(d.amountMinor, d.currency, i18n.language)}`,
                }))}
                onValueChange={(value) =>
                  setParams(value ? { deal: value } : {}, { replace: true })
                }
              />
              {dealId && (
                <QueryState query={check}>
                  {(result) => <Verdict check={result} dealPath={dealPath(dealId)} />}
                </QueryState>
              )}
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
