import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useCertificate } from "@/features/learn/api/learn-api";
import { CertificateView } from "@/features/learn/components/certificate";
import "@/features/learn/i18n";

/** The holder's certificate (`/learn/certificates/{id}`) with its public verification link. */
export function CertificateRoute({ id }: { id: string }) {
  const { t } = useTranslation();
  const certificate = useCertificate(id);
  return (
    <>
      <PageTitle title={t("ui.learn.certificateTitle")}>
        <Link className="text-primary underline" to={paths.learn}>
          {t("ui.learn.allCourses")}
        </Link>
      </PageTitle>
      <QueryState query={certificate}>{(c) => <CertificateView certificate={c} />}</QueryState>
    </>
  );
}
