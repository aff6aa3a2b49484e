import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card, EmptyState, PageTitle } from "../../components/ui/page";
import { CompanyForm, ProfileForm } from "../../features/user/components/account-forms";
import { useSession } from "../session-provider";

const tabs = ["profileTab", "companyTab", "teamTab"] as const;

export function Component() {
  const { t } = useTranslation();
  const { state, refreshProfile } = useSession();
  const [tab, setTab] = useState<(typeof tabs)[number]>("profileTab");
  const user = state.user;
  if (!user) return null;
  return (
    <>
      <PageTitle title={t("ui.pages.account")} />
      <div role="tablist" className="mb-4 flex gap-2 border-b border-line">
        {tabs.map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === name ? "border-primary font-medium text-primary" : "border-transparent text-fg-muted hover:text-fg"}`}
          >
            {t(`ui.account.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <Card>
          {tab === "profileTab" && <ProfileForm user={user} onSaved={refreshProfile} />}
          {tab === "companyTab" && <CompanyForm user={user} onSaved={refreshProfile} />}
          {tab === "teamTab" && <EmptyState>{t("ui.empty.team")}</EmptyState>}
        </Card>
      </div>
    </>
  );
}
