import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { prose } from "@/components/ui/prose";
import { QueryState } from "@/components/ui/query-state";
import { formatDate } from "@/lib/format";
import { useTerms } from "../api/terms-api";
import "../i18n";

/** The portal's default terms in the person's language, until the operator publishes theirs. */
function PlaceholderTerms() {
  const { t } = useTranslation();
  return (
    <div className={prose}>
      <p>{t("ui.terms.placeholder.intro")}</p>
      <h2>{t("ui.terms.placeholder.usingTitle")}</h2>
      <ul>
        <li>{t("ui.terms.placeholder.using.secret")}</li>
        <li>{t("ui.terms.placeholder.using.share")}</li>
        <li>{t("ui.terms.placeholder.using.funders")}</li>
      </ul>
      <h2>{t("ui.terms.placeholder.dataTitle")}</h2>
      <p>{t("ui.terms.placeholder.data")}</p>
    </div>
  );
}

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
        {(data) =>
          data.source === "default" ? (
            <PlaceholderTerms />
          ) : (
            // The operator's own document, shown as they wrote it (in their language).
            <div className={prose} dangerouslySetInnerHTML={{ __html: data.html }} />
          )
        }
      </QueryState>
    </>
  );
}
