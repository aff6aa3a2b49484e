import { useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/ui/page";
import { Tabs } from "@/components/ui/tabs";
import { DirectoryPage } from "@/features/lenders/components/directory-page";
import "@/features/lenders/directory-i18n";
import "@/features/lenders/funder-contacts-i18n";
import { useSession } from "../session-provider";
import { EditFunderContact, MyFunders, NewFunderContact } from "./funder-contacts";
import { LenderRoute } from "./lender";
import { Component as NotFound } from "./not-found";

/**
 * Brokers' Lenders (`/lenders/*`, one route in the log-in page's chunk, decision 005): the
 * directory of approved funders, and one funder (`/lenders/{id}`) to check a deal against
 * (docs/decisions/042); for a brokerage (an organization or a solo broker), its own funders too (My funders, issue 39:
 * `?tab=mine`, `/lenders/mine/new`, `/lenders/mine/{id}`).
 */
export function Component() {
  const [id, ...rest] = (useParams()["*"] ?? "").split("/").filter(Boolean);
  const { state } = useSession();
  const keepsFunders = state.user?.organization.accountType !== "funder";
  if (id === "mine" && keepsFunders && rest.length === 1)
    return rest[0] === "new" ? <NewFunderContact /> : <EditFunderContact id={rest[0]!} />;
  if (rest.length) return <NotFound />;
  if (id) return <LenderRoute id={id} />;
  return <Directory keepsFunders={keepsFunders} />;
}

function Directory({ keepsFunders }: { keepsFunders: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const directory = <DirectoryPage checkPath={(id) => `/lenders/${encodeURIComponent(id)}`} />;
  if (!keepsFunders)
    return (
      <>
        <PageTitle title={t("ui.directory.page")}>{t("ui.directory.intro")}</PageTitle>
        {directory}
      </>
    );
  const tab = params.get("tab") === "mine" ? "mine" : "directory";
  return (
    <>
      <PageTitle title={t("ui.directory.page")} />
      <Tabs
        label={t("ui.funderContacts.tabs")}
        selected={tab}
        onSelect={(next) =>
          // The directory's filters stay in the address; only the tab changes.
          setParams(
            (current) => {
              const changed = new URLSearchParams(current);
              if (next === "mine") changed.set("tab", "mine");
              else changed.delete("tab");
              return changed;
            },
            { replace: true },
          )
        }
        tabs={[
          {
            id: "directory",
            label: t("ui.funderContacts.directoryTab"),
            panel: (
              <div className="flex flex-col gap-4">
                <p className="text-sm text-fg-muted">{t("ui.directory.intro")}</p>
                {directory}
              </div>
            ),
          },
          { id: "mine", label: t("ui.funderContacts.tab"), panel: <MyFunders /> },
        ]}
      />
    </>
  );
}
