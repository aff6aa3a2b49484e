import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Listing } from "@portal/contract/lenders/listing-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { paths } from "@/config/paths";
import { FormFailure } from "@/components/ui/form-failure";
import { Card, PageTitle, Spinner } from "@/components/ui/page";
import { getListing } from "@/features/lenders/api/lenders-api";
import { ListingForm } from "@/features/lenders/components/listing-form";
import { errorMessageKey } from "@/lib/errors";

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [listing, setListing] = useState<Listing | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  useEffect(() => {
    getListing(id).then(setListing, (error: unknown) => setFailure(errorMessageKey(error)));
  }, [id]);
  return (
    <>
      <PageTitle title={listing?.name ?? t("ui.pages.listings")}>
        <Link className="text-primary underline" to={paths.listings}>
          {t("ui.pages.listings")}
        </Link>
      </PageTitle>
      <FormFailure message={failure} />
      {!listing && !failure && <Spinner label={t("ui.loading")} />}
      {listing && (
        <Card>
          <ListingForm listing={listing} onSaved={() => navigate(paths.listings)} />
        </Card>
      )}
    </>
  );
}
