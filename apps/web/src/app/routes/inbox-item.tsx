import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { FunderSubmissionView } from "@/features/submissions/components/funder-submission";

export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <>
      <PageTitle title={t("ui.pages.inbox")}>
        <Link className="text-primary underline" to={paths.inbox}>
          {t("ui.pages.inbox")}
        </Link>
      </PageTitle>
      <FunderSubmissionView id={id} />
    </>
  );
}
