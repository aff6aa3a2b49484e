import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { prose } from "@/components/ui/prose";
import { QueryState } from "@/components/ui/query-state";
import { formatDate } from "@/lib/format";
import { useTerms } from "../api/terms-api";
import "../i18n";

/**
 * The terms of service a person accepts at onboarding: the operator's (`DATA_DIR/terms.md`,
 * rendered on the server from Markdown with raw HTML off) or the portal's default.
 */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  return (
    <>
      <PageTitle title={t("ui.terms.title")}>
        {terms.data?.updatedAt &&
          t("ui.terms.updated", { date: formatDate(terms.data.updatedAt, i18n.language) })}
      </PageTitle>
      <QueryState query={terms}>
        {(data) => <div className={prose} dangerouslySetInnerHTML={{ __html: data.html }} />}
      </QueryState>
    </>
  );
}
