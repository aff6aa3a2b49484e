import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format";
import { TableRegion } from "@/components/ui/table";
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
          <TableRegion label={t("ui.pages.funders")}>
            <table className="w-full text-start text-sm">
              <thead className="bg-muted text-fg-muted">
                <tr>
                  {(["name", "joined", "status"] as const).map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 font-medium">
                      {t(`ui.operators.columns.${c}`)}
                    </th>
                  ))}
                  <th />
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {ordered(items).map((f) => (
                  <tr key={f.id}>
                    <td className="px-3 py-2 font-medium">{f.name}</td>
                    <td className="px-3 py-2">{date(f.createdAt)}</td>
                    <td className="px-3 py-2">
                      {f.approvedAt
                        ? t("ui.operators.approvedOn", { date: date(f.approvedAt) })
                        : t("ui.operators.waiting")}
                    </td>
                    <td className="px-3 py-2 text-end">
                      {!f.approvedAt && (
                        <Button disabled={approval.isPending} onClick={() => void approve(f)}>
                          {t("ui.operators.approve", { name: f.name })}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </QueryState>
    </div>
  );
}
