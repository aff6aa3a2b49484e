import "../funder-team-i18n";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { paths } from "@/config/paths";
import type { FunderTeamView } from "../api/funder-team-api";

type Holder = FunderTeamView["members"][number];
const openTabs = ["new", "needs_answer", "offered"] as const;

/** The inbox filtered by who holds it (a member's id, or `none`), on a tab when given. */
export const inboxOf = (assignee: string, tab?: string) =>
  `${paths.inbox}?${new URLSearchParams({ ...(tab ? { tab } : {}), assignee })}`;

const link = "text-primary underline underline-offset-2";

/**
 * Who holds what (the manager's view, issue 35): each member's open deals per tab, each count a
 * link to the inbox filtered by them, and the open deals nobody holds.
 */
export function FunderHoldings({ team }: { team: FunderTeamView }) {
  const { t } = useTranslation();
  const nameOf = (m: Holder) =>
    m.id === team.you ? t("ui.funderTeam.members.you", { name: m.name }) : m.name;
  const count = (m: Holder, tab: (typeof openTabs)[number]) => (
    <Link
      className={link}
      to={inboxOf(m.id, tab)}
      aria-label={t("ui.funderTeam.holdings.tabLink", {
        tab: t(`ui.funderTeam.tabs.${tab}`),
        count: m.holding[tab],
        name: m.name,
      })}
    >
      {m.holding[tab]}
    </Link>
  );
  const columns: DataColumn<Holder>[] = [
    {
      id: "member",
      header: t("ui.funderTeam.holdings.member"),
      rowHeader: true,
      className: "font-medium [overflow-wrap:anywhere]",
      cell: nameOf,
    },
    {
      id: "role",
      header: t("ui.funderTeam.holdings.role"),
      cell: (m) => t(`ui.funderTeam.roles.${m.role}`),
    },
    ...openTabs.map((tab): DataColumn<Holder> => ({
      id: tab,
      header: t(`ui.funderTeam.tabs.${tab}`),
      align: "end",
      cell: (m) => count(m, tab),
    })),
    {
      id: "open",
      header: t("ui.funderTeam.holdings.open"),
      align: "end",
      cell: (m) => {
        const total = openTabs.reduce((sum, tab) => sum + m.holding[tab], 0);
        return (
          <Link
            className={link}
            to={inboxOf(m.id)}
            aria-label={t("ui.funderTeam.holdings.openLink", { count: total, name: m.name })}
          >
            {total}
          </Link>
        );
      },
    },
  ];
  return (
    <section aria-labelledby="funder-holdings" className="flex flex-col gap-3">
      <h2 id="funder-holdings" className="text-lg font-semibold">
        {t("ui.funderTeam.holdings.title")}
      </h2>
      <p className="flex flex-wrap gap-x-3 text-sm">
        <span>{t("ui.funderTeam.holdings.unassigned", { count: team.unassigned })}</span>
        {team.unassigned > 0 && (
          <Link className={link} to={inboxOf("none")}>
            {t("ui.funderTeam.holdings.unassignedLink")}
          </Link>
        )}
      </p>
      <DataTable
        label={t("ui.funderTeam.holdings.label")}
        columns={columns}
        rows={team.members}
        rowId={(m) => m.id}
        density="compact"
      />
    </section>
  );
}
