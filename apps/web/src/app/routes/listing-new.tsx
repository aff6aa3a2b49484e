import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Card, PageTitle } from "@/components/ui/page";
import { ListingForm } from "@/features/lenders/components/listing-form";

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={t("ui.lenders.new")} />
      <Card>
        <ListingForm onSaved={() => navigate(paths.listings)} />
      </Card>
    </>
  );
}
