import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { DashboardScope } from "@portal/contract/dashboard/dashboard-options";
import type { NeedsAction as Actions } from "@portal/contract/dashboard/needs-action-schemas";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { Reference } from "@/components/ui/reference";
import { formatDate } from "@/lib/format";
import { useNeedsAction } from "../api/desk-api";

type Kind = "offers" | "questions" | "newFits";
/** Where each kind is dealt with on the deal's page. */
const tabOf: Record<Kind | "documents", string> = {
  offers: "offers",
  questions: "funders",
  newFits: "funders",
  documents: "documents",
};
const dealLink = (dealId: string, kind: keyof typeof tabOf) =>
  `/deals/${dealId}?tab=${tabOf[kind]}`;

/** One kind of waiting work: its heading with how many, up to 5 lines, and how many more. */
function Group({
  title,
  total,
  shown,
  children,
}: {
  title: string;
  total: number;
  shown: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-1">
      <h3 className="text-sm font-semibold text-fg">
        {title} <span className="font-normal text-fg-muted tabular-nums">({total})</span>
      </h3>
      <ul className="flex flex-col gap-1">{children}</ul>
      {total > shown && (
        <p className="text-xs text-fg-muted">
          {t("ui.dashboard.actions.more", { count: total - shown })}
        </p>
      )}
    </section>
  );
}

function DealLines({ data, kind }: { data: Actions; kind: Kind }) {
  const { t } = useTranslation();
  const list = data[kind];
  if (list.total === 0) return null;
  return (
    <Group title={t(`ui.dashboard.actions.${kind}`)} total={list.total} shown={list.items.length}>
      {list.items.map((item) => (
        <li key={item.dealId} className="min-w-0 text-sm">
          <Link to={dealLink(item.dealId, kind)} className="break-words text-primary underline">
            {item.borrowerName}
          </Link>{" "}
          <span className="text-fg-muted">
            · <Reference>{item.reference}</Reference> ·{" "}
            {t(`ui.dashboard.actions.${kind}Count`, { count: item.count })}
          </span>
        </li>
      ))}
    </Group>
  );
}

function DocumentLines({ data }: { data: Actions }) {
  const { t, i18n } = useTranslation();
  const list = data.documents;
  if (list.total === 0) return null;
  return (
    <Group title={t("ui.dashboard.actions.documents")} total={list.total} shown={list.items.length}>
      {list.items.map((d) => (
        <li key={`${d.dealId}-${d.documentId}`} className="min-w-0 text-sm">
          <Link to={dealLink(d.dealId, "documents")} className="break-words text-primary underline">
            {d.fileName}
          </Link>{" "}
          <span className="text-fg-muted">
            · {d.borrowerName} ·{" "}
            <span className={d.expiryStatus === "expired" ? "text-danger" : "text-warning"}>
              {t(`ui.dashboard.actions.${d.expiryStatus}`, {
                date: formatDate(d.expiresOn, i18n.language),
              })}
            </span>
          </span>
        </li>
      ))}
    </Group>
  );
}

const nothing = (d: Actions) =>
  !d.offers.total && !d.questions.total && !d.documents.total && !d.newFits.total;

/** What needs the broker's action first, over the dashboard's scope: each kind linking to its deal. */
export function NeedsAction({ scope }: { scope: DashboardScope | undefined }) {
  const { t } = useTranslation();
  const actions = useNeedsAction(scope);
  return (
    <Card title={t("ui.dashboard.actions.title")}>
      <QueryState query={actions} isEmpty={nothing} empty={t("ui.dashboard.actions.none")}>
        {(data) => (
          <div className="grid gap-5 lg:grid-cols-2">
            <DealLines data={data} kind="offers" />
            <DealLines data={data} kind="questions" />
            <DocumentLines data={data} />
            <DealLines data={data} kind="newFits" />
          </div>
        )}
      </QueryState>
    </Card>
  );
}
