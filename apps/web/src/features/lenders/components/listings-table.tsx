import "../i18n";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Listing } from "@portal/contract/lenders/listing-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { EmptyState, Spinner } from "@/components/ui/page";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { listListings, publishListing, unpublishListing } from "../api/lenders-api";

/** The funder's listings: status, when their criteria changed, publish and unpublish. */
export function ListingsTable() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [items, setItems] = useState<Listing[] | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  useEffect(() => {
    listListings().then(
      (page) => setItems(page.items),
      (error: unknown) => setFailure(errorMessageKey(error)),
    );
  }, []);

  async function toggle(listing: Listing) {
    try {
      const next =
        listing.status === "draft"
          ? await publishListing(listing.id)
          : await unpublishListing(listing.id);
      setItems((all) => (all ?? []).map((l) => (l.id === next.id ? next : l)));
      if (next.status === "published")
        toast("success", t("ui.lenders.published", { name: next.name }));
    } catch (error) {
      toast("danger", t(`messages.${errorMessageKey(error)}`));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <FormFailure message={failure} />
      {!items && !failure && <Spinner label={t("ui.loading")} />}
      {items?.length === 0 && <EmptyState>{t("ui.lenders.empty")}</EmptyState>}
      {items && items.length > 0 && (
        <div className="overflow-x-auto rounded-md border border-line">
          <table className="w-full text-left text-sm">
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
                  <td className="px-3 py-2">{t(`ui.lenders.statuses.${l.status}`)}</td>
                  <td className="px-3 py-2">
                    {new Date(l.criteriaUpdatedAt).toLocaleDateString(i18n.language)}
                  </td>
                  <td className="px-3 py-2 text-end">
                    <Button
                      variant={l.status === "draft" ? "primary" : "secondary"}
                      onClick={() => void toggle(l)}
                    >
                      {l.status === "draft" ? t("ui.lenders.publish") : t("ui.lenders.unpublish")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
