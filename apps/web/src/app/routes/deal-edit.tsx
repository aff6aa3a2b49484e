import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Card, PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { Reference } from "@/components/ui/reference";
import { useDeal } from "@/features/deals/api/deals-api";
import { DealForm } from "@/features/deals/components/deal-form";

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const deal = useDeal(id);
  const dealPath = paths.deal.replace(":id", id);
  return (
    <>
      <PageTitle
        title={deal.data ? `${t("ui.deals.edit")} · ${deal.data.reference}` : t("ui.deals.edit")}
      >
        <Link className="text-primary underline" to={dealPath}>
          {deal.data ? <Reference>{deal.data.reference}</Reference> : t("ui.deals.back")}
        </Link>
      </PageTitle>
      <QueryState query={deal}>
        {(found) => (
          <Card>
            {/* A new form per deal read: its fields start from that deal and version (a newer
                version read in the background starts it again, rather than fail on save). */}
            <DealForm
              key={`${found.id}@${found.version}`}
              deal={found}
              onSaved={() => navigate(dealPath)}
            />
          </Card>
        )}
      </QueryState>
    </>
  );
}
