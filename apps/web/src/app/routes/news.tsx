import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { NewsPage } from "@/features/news/components/news-page";
import "@/features/news/i18n";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.news.page")} />
      <NewsPage />
    </>
  );
}
