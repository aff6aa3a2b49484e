import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { paths } from "../../config/paths";
import { EmptyState, PageTitle } from "../../components/ui/page";

// Pages whose features arrive with later issues: their title and an honest empty state.
function Placeholder({ title, empty }: { title: string; empty: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t(title)} />
      <EmptyState>{t(empty)}</EmptyState>
    </>
  );
}

export const DealsPage = () => <Placeholder title="ui.pages.deals" empty="ui.empty.deals" />;
export const LearnPage = () => <Placeholder title="ui.pages.learn" empty="ui.empty.learn" />;
export const BillingPage = () => <Placeholder title="ui.pages.billing" empty="ui.empty.billing" />;

export function SettingsPage() {
  const { t } = useTranslation();
  const links = [
    [paths.account, "ui.pages.account"],
    [paths.security, "ui.pages.security"],
    [paths.billing, "ui.pages.billing"],
    [paths.appearance, "ui.pages.appearance"],
  ] as const;
  return (
    <>
      <PageTitle title={t("ui.pages.settings")}>{t("ui.settingsIntro")}</PageTitle>
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="block rounded-lg border border-line bg-surface p-4 font-medium hover:bg-muted">
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
