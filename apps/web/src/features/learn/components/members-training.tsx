import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/page";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { ApiError } from "@/lib/api-client";
import { useMembersTraining } from "../api/learn-api";
import { TrainingBadge, trainingLine } from "./training-status";
import "../i18n";

type MemberTraining = NonNullable<ReturnType<typeof useMembersTraining>["data"]>["items"][number];

/** A member's training per product that needs it: the badge and what it means. */
function Training({ products }: { products: MemberTraining["products"] }) {
  const { t, i18n } = useTranslation();
  const gated = products.filter((p) => p.status !== "not_required");
  if (gated.length === 0)
    return <span className="text-fg-muted">{t("ui.learn.noneRequired")}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {gated.map((p) => (
        <li key={p.product} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{t(`ui.learn.products.${p.product}`)}</span>
          <TrainingBadge status={p.status} />
          <span className="text-fg-muted">{trainingLine(p, t, i18n.language)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The members' training for owners, admins and managers: the Learn page shows it only when the
 * overview says the person may read it (`seesMembers`). A refusal meanwhile (a role changed)
 * shows nothing, as the section is no longer for that person.
 */
export function MembersTraining() {
  const { t } = useTranslation();
  const members = useMembersTraining();
  if (members.error instanceof ApiError && members.error.status === 403) return null;
  if (members.data === undefined && !members.error) return null;
  const columns: DataColumn<MemberTraining>[] = [
    {
      id: "member",
      header: t("ui.learn.memberColumns.member"),
      sortValue: (m) => m.name,
      cell: (m) => (
        <span className="flex flex-col break-words">
          <span className="font-medium">{m.name}</span>
          <bdi className="text-fg-muted">{m.email}</bdi>
        </span>
      ),
    },
    {
      id: "training",
      header: t("ui.learn.memberColumns.training"),
      cell: (m) => <Training products={m.products} />,
    },
  ];
  return (
    <Card title={t("ui.learn.members")}>
      <p className="mb-3 text-sm text-fg-muted">{t("ui.learn.membersIntro")}</p>
      <QueryState
        query={members}
        isEmpty={(d) => d.items.length === 0}
        empty={t("ui.learn.noMembers")}
      >
        {(data) => (
          <DataTable
            label={t("ui.learn.members")}
            columns={columns}
            rows={data.items}
            rowId={(m) => m.userId}
            defaultSort={{ column: "member", desc: false }}
          />
        )}
      </QueryState>
    </Card>
  );
}
