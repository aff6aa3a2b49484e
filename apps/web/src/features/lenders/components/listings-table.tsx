import "../i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { TableRegion } from "@/components/ui/table";
import type { Listing } from "@portal/contract/lenders/listing-schemas";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { useListings, usePublishListing } from "../api/lenders-api";

/**
 * The funder's listings: status, when their criteria changed, publish and unpublish. Publish is
 * offered once the funder is approved (the server refuses it before, 409 funder_not_approved).
 */
export function ListingsTable({ approved }: { approved: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const listings = useListings();
  const publication = usePublishListing();

  async function toggle(listing: Listing) {
    try {
      const next = await publication.mutateAsync({
        id: listing.id,
        publish: listing.status === "draft",
      });
      if (next.status === "published")
        toast("success", t("ui.lenders.published", { name: next.name }));
    } catch (error) {
      toast("danger", t(`messages.${errorMessageKey(error)}`));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <QueryState
        query={listings}
        isEmpty={(items) => items.length === 0}
        empty={t("ui.lenders.empty")}
      >
        {(items) => (
          <TableRegion label={t("ui.pages.listings")}>
            <table className="w-full text-start text-sm">
              <thead className="bg-muted text-fg-muted">
                <tr>
                  <th className="px-3 py-2 font-medium">{t("ui.lenders.columns.name")}</th>
                  <th className="px-3 py-2 font-medium">{t("ui.lenders.columns.status")}</th>
                  <th className="px-3 py-2 font-medium">{t("ui.lenders.columns.updated")}</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">{t("ui.lenders.publish")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {items.map((l) => (
                  <tr key={l.id}>
                    <td className="px-3 py-2">
                      <Link className="text-primary underline" to={`/listings/${l.id}`}>
                        {l.name}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <Badge tone={l.status === "published" ? "success" : "neutral"}>
                        {t(`ui.lenders.statuses.${l.status}`)}
                      </Badge>
                    </td>
                    <td className="px-3 py-2">{formatDate(l.criteriaUpdatedAt, i18n.language)}</td>
                    <td className="px-3 py-2 text-end">
                      {l.status === "draft" && !approved ? (
                        <span className="text-fg-muted">{t("ui.lenders.publishOnceApproved")}</span>
                      ) : (
                        <Button
                          variant={l.status === "draft" ? "primary" : "secondary"}
                          onClick={() => void toggle(l)}
                        >
                          {l.status === "draft"
                            ? t("ui.lenders.publish")
                            : t("ui.lenders.unpublish")}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </QueryState>
    </div>
  );
}
