import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { paths } from "@/config/paths";
import { inView, pagesNotInView } from "@/lib/view-as";

const sections = [
  [paths.account, "ui.pages.account"],
  [paths.security, "ui.pages.security"],
  [paths.billing, "ui.pages.billing"],
  [paths.appearance, "ui.pages.appearance"],
] as const;

/** The settings index: one link per settings page (during a view, those a view offers). */
export function SettingsMenu() {
  const { t } = useTranslation();
  const shown = inView() ? sections.filter(([to]) => !pagesNotInView.includes(to)) : sections;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {shown.map(([to, label]) => (
        <li key={to}>
          <Link
            to={to}
            className="block rounded-lg border border-line bg-surface p-4 font-medium hover:bg-muted"
          >
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
