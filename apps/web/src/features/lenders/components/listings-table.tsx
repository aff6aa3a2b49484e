import type { ReactNode } from "react";
import "../i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { formatDate } from "@/lib/format";
import { Badge } from "@/components/ui/badge";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
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
export function ListingsTable({
  approved,
  emptyAction,
}: {
  approved: boolean;
  /** Fills an empty list: the way to a new listing, for those who may add one. */
  emptyAction?: ReactNode;
}) {
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

  const columns: DataColumn<Listing>[] = [
    {
      id: "name",
      header: t("ui.lenders.columns.name"),
      sortValue: (l) => l.name,
      cell: (l) => (
        <Link className="text-primary underline" to={`/listings/${l.id}`}>
          {l.name}
        </Link>
      ),
    },
    {
      id: "status",
      header: t("ui.lenders.columns.status"),
      sortValue: (l) => t(`ui.lenders.statuses.${l.status}`),
      cell: (l) => (
        <Badge tone={l.status === "published" ? "success" : "neutral"}>
          {t(`ui.lenders.statuses.${l.status}`)}
        </Badge>
      ),
    },
    {
      id: "updated",
      header: t("ui.lenders.columns.updated"),
      sortValue: (l) => l.criteriaUpdatedAt,
      cell: (l) => formatDate(l.criteriaUpdatedAt, i18n.language),
    },
    {
      id: "publish",
      header: t("ui.lenders.publish"),
      hideHeader: true,
      align: "end",
      cell: (l) =>
        l.status === "draft" && !approved ? (
          <span className="text-fg-muted">{t("ui.lenders.publishOnceApproved")}</span>
        ) : (
          <Button
            variant={l.status === "draft" ? "primary" : "secondary"}
            onClick={() => void toggle(l)}
          >
            {l.status === "draft" ? t("ui.lenders.publish") : t("ui.lenders.unpublish")}
          </Button>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <QueryState
        query={listings}
        isEmpty={(items) => items.length === 0}
        empty={t("ui.lenders.empty")}
        emptyAction={emptyAction}
      >
        {(items) => (
          <DataTable
            label={t("ui.pages.listings")}
            columns={columns}
            rows={items}
            rowId={(l) => l.id}
          />
        )}
      </QueryState>
    </div>
  );
}
