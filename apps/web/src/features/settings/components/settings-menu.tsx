import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";

const sections = [
  [paths.account, "ui.pages.account"],
  [paths.security, "ui.pages.security"],
  [paths.billing, "ui.pages.billing"],
  [paths.appearance, "ui.pages.appearance"],
] as const;

/** The settings index: one link per settings page. */
export function SettingsMenu() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {sections.map(([to, label]) => (
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
