import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { Card, PageTitle } from "@/components/ui/page";
import { DealForm } from "@/features/deals/components/deal-form";

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={t("ui.pages.newDeal")} />
      <Card>
        <DealForm onSaved={(id) => navigate(`/deals/${id}`)} />
      </Card>
    </>
  );
}
