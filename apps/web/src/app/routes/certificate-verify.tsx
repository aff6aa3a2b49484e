import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicCertificate } from "@portal/contract/learn/learn-schemas";
import type { MessageKey } from "@portal/contract/messages";
import { FormFailure } from "@/components/ui/form-failure";
import { PageTitle, Spinner } from "@/components/ui/page";
import { PublicCertificateView } from "@/features/learn/components/certificate";
import { api } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/errors";
import "@/features/learn/i18n";

/**
 * A certificate's public check (`/verify/{certificateId}`): no sign-in, only what the public
 * endpoint answers (name, course, products, dates, valid). Read once, without the signed-in
 * pages' query cache (this page is outside it).
 */
export default function CertificateCheck({ certificateId }: { certificateId: string }) {
  const { t } = useTranslation();
  const [found, setFound] = useState<PublicCertificate | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    api<PublicCertificate>(`/v1/public/certificates/${encodeURIComponent(certificateId)}`, {
      public: true,
      signal: abort.signal,
    }).then(setFound, (error: unknown) => {
      if (!abort.signal.aborted) setFailure(errorMessageKey(error));
    });
    return () => abort.abort();
  }, [certificateId]);
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("ui.learn.verifyTitle")}>{t("ui.learn.verifyIntro")}</PageTitle>
      {found ? (
        <PublicCertificateView certificate={found} />
      ) : failure ? (
        <FormFailure message={failure} />
      ) : (
        <Spinner label={t("ui.loading")} />
      )}
    </div>
  );
}
