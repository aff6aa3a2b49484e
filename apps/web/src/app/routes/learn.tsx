import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { CoursesEmptyState } from "@/features/learn/components/courses-empty-state";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t("ui.pages.learn")} />
      <CoursesEmptyState />
    </>
  );
}
