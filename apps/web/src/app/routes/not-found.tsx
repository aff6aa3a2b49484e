import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { ErrorFrame } from "./error-pages";

/** Unknown paths: "Page not found" (spec §2, 404). */
export function Component() {
  const { t } = useTranslation();
  return (
    <ErrorFrame
      title={t("ui.pages.notFound")}
      text={t("ui.notFoundText")}
      action={
        <Link to={paths.logIn} className="self-start text-primary underline">
          {t("ui.backHome")}
        </Link>
      }
    />
  );
}
