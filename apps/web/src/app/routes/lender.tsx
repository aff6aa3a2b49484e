import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useDirectoryFunder } from "@/features/lenders/api/directory-api";
import { FunderCard } from "@/features/lenders/components/funder-card";
import { FunderCheck } from "@/features/matching/components/funder-check";
import "@/features/lenders/directory-i18n";

/**
 * One funder of the directory: its published listings (lenders) and checking one of the broker's
 * deals against them (matching).
 */
export function LenderRoute({ id }: { id: string }) {
  const { t } = useTranslation();
  const funder = useDirectoryFunder(id);
  return (
    <div className="flex flex-col gap-4">
      <Link to="/lenders" className="text-sm text-primary underline">
        {t("ui.directory.back")}
      </Link>
      <QueryState query={funder}>
        {(found) => (
          <>
            <PageTitle title={found.name} />
            <FunderCheck funderId={found.id} dealPath={(dealId) => `/deals/${dealId}`} />
            <FunderCard funder={found} named={false} />
          </>
        )}
      </QueryState>
    </div>
  );
}
