import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { paths } from "@/config/paths";
import { Card, PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useListing } from "@/features/lenders/api/lenders-api";
import { ListingForm } from "@/features/lenders/components/listing-form";
import { ListingFunnel } from "@/features/lenders/components/listing-funnel";

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const listing = useListing(id);
  return (
    <>
      <PageTitle title={listing.data?.name ?? t("ui.pages.listings")}>
        <Link className="text-primary underline" to={paths.listings}>
          {t("ui.pages.listings")}
        </Link>
      </PageTitle>
      <QueryState query={listing}>
        {(found) => (
          <div className="flex min-w-0 flex-col gap-4">
            {/* What the listing brings: the funder's own figures over a chosen period (issue 35). */}
            <ListingFunnel listingId={found.id} />
            <Card>
              {/* A new form per listing read: its fields start from that listing and version (a newer
                  version read in the background starts it again, rather than fail on save). */}
              <ListingForm
                key={`${found.id}@${found.version}`}
                listing={found}
                onSaved={() => navigate(paths.listings)}
              />
            </Card>
          </div>
        )}
      </QueryState>
    </>
  );
}
