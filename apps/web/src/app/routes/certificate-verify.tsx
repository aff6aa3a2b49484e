import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { usePublicCertificate } from "@/features/learn/api/learn-api";
import { PublicCertificateView } from "@/features/learn/components/certificate";
import "@/features/learn/i18n";

/**
 * A certificate's public check (`/verify/{certificateId}`): no sign-in, only what the public
 * endpoint answers (name, course, products, dates, valid). Read through the public pages' query
 * cache (the router's query layout around this route).
 */
export default function CertificateCheck({ certificateId }: { certificateId: string }) {
  const { t } = useTranslation();
  const certificate = usePublicCertificate(certificateId);
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("ui.learn.verifyTitle")}>{t("ui.learn.verifyIntro")}</PageTitle>
      <QueryState query={certificate}>
        {(found) => <PublicCertificateView certificate={found} />}
      </QueryState>
    </div>
  );
}
