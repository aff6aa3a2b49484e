import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/pages";
import { formatDate } from "@/lib/format";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { MessageKey } from "@portal/contract/messages";
import type { FunderApproval } from "@portal/contract/user/operator-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { QueryState } from "@/components/ui/query-state";
import { errorMessageKey } from "@/lib/errors";
import { useApproveFunder, useFunders } from "../api/operators-api";

/** Operators vet funders: the funders waiting first, each approved with one click. */
export function FundersToApprove() {
  const { t, i18n } = useTranslation();
  const funders = useFunders();
  const approval = useApproveFunder();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function approve(funder: FunderApproval) {
    setFailure(null);
    setDone(null);
    try {
      const approved = await approval.mutateAsync(funder.id);
      setDone(t("ui.operators.approved", { name: approved.name }));
    } catch (error) {
      setFailure(errorMessageKey(error));
    }
  }

  // Waiting first (oldest sign-up first), then the approved ones.
  const ordered = (items: FunderApproval[]) =>
    [...items].sort(
      (a, b) =>
        Number(!!a.approvedAt) - Number(!!b.approvedAt) || a.createdAt.localeCompare(b.createdAt),
    );
  const date = (iso: string) => formatDate(iso, i18n.language);
  const header = (c: string) => t(`ui.operators.columns.${c}`);
  const columns: DataColumn<FunderApproval>[] = [
    {
      id: "name",
      header: header("name"),
      className: "font-medium",
      sortValue: (f) => f.name,
      cell: (f) => f.name,
    },
    {
      id: "joined",
      header: header("joined"),
      sortValue: (f) => f.createdAt,
      cell: (f) => date(f.createdAt),
    },
    {
      id: "status",
      header: header("status"),
      sortValue: (f) => f.approvedAt ?? "",
      cell: (f) =>
        f.approvedAt
          ? t("ui.operators.approvedOn", { date: date(f.approvedAt) })
          : t("ui.operators.waiting"),
    },
    {
      id: "action",
      header: header("action"),
      hideHeader: true,
      align: "end",
      cell: (f) =>
        !f.approvedAt && (
          <Button disabled={approval.isPending} onClick={() => void approve(f)}>
            {t("ui.operators.approve", { name: f.name })}
          </Button>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t("ui.operators.intro")}</p>
      <FormFailure message={failure} />
      {done && (
        <p role="status" className="text-sm text-success">
          {done}
        </p>
      )}
      <QueryState
        query={funders}
        isEmpty={(items) => items.length === 0}
        empty={t("ui.operators.empty")}
      >
        {(items) => (
          <DataTable
            label={t("ui.pages.funders")}
            columns={columns}
            rows={ordered(items)}
            rowId={(f) => f.id}
          />
        )}
      </QueryState>
    </div>
  );
}
