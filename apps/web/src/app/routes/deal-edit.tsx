import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { paths } from "@/config/paths";
import { FormFailure } from "@/components/ui/form-failure";
import { Card, PageTitle, Spinner } from "@/components/ui/page";
import { getDeal } from "@/features/deals/api/deals-api";
import { DealForm } from "@/features/deals/components/deal-form";
import { errorMessageKey } from "@/lib/errors";

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [deal, setDeal] = useState<DealDetail | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  useEffect(() => {
    getDeal(id).then(setDeal, (error: unknown) => setFailure(errorMessageKey(error)));
  }, [id]);
  const dealPath = paths.deal.replace(":id", id);
  return (
    <>
      <PageTitle title={deal ? `${t("ui.deals.edit")} · ${deal.reference}` : t("ui.deals.edit")}>
        <Link className="text-primary underline" to={dealPath}>
          {deal?.reference ?? t("ui.deals.back")}
        </Link>
      </PageTitle>
      <FormFailure message={failure} />
      {!deal && !failure && <Spinner label={t("ui.loading")} />}
      {deal && (
        <Card>
          <DealForm deal={deal} onSaved={() => navigate(dealPath)} />
        </Card>
      )}
    </>
  );
}
