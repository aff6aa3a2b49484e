import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/ui/page";

/** What Learn shows before any course is published. */
export function CoursesEmptyState() {
  const { t } = useTranslation();
  return <EmptyState>{t("ui.empty.learn")}</EmptyState>;
}
