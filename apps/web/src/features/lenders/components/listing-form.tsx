import "../i18n";
import { useTranslation } from "react-i18next";
import type { Listing } from "@portal/contract/lenders/listing-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";
import { useSaveListing } from "../api/lenders-api";
import { ListingCriteria } from "./listing-criteria";
import { ListingTerms } from "./listing-terms";
import { fromListing, listingFormSchema } from "./listing-values";

/**
 * A listing's terms and criteria (its buy box), checked with the contract before it is sent; the
 * server's refusals land at their fields, and a refusal of the whole (the listing changed
 * meanwhile) keeps what was typed.
 */
export function ListingForm({
  listing,
  onSaved,
}: {
  listing?: Listing;
  onSaved: (listing: Listing) => void;
}) {
  const { t } = useTranslation();
  const saving = useSaveListing();
  const form = useContractForm(listingFormSchema, {
    defaultValues: fromListing(listing),
    onSubmit: async (input) => onSaved(await saving.mutateAsync({ input, editing: listing })),
  });
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-6">
      <FormFailure message={form.failure} />
      <ListingTerms form={form} />
      <ListingCriteria form={form} />
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("ui.lenders.form.save")}
      </Button>
    </form>
  );
}
