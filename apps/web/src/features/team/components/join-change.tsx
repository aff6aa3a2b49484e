import "../i18n";
import { useTranslation } from "react-i18next";
import type { JoinChange as Change } from "@portal/contract/team/team-schemas";

/**
 * What accepting an invitation does to the organization the person is in (decision 046): what
 * comes along, what is deleted with it, or the work that stops the move (nothing is deleted then).
 */
export function JoinChange({ change, joining }: { change: Change; joining: string }) {
  const { t } = useTranslation();
  const list = (items: Change["carried"]) => (
    <ul className="ms-5 list-disc">
      {items.map((item) => (
        <li key={item.kind}>
          {t("ui.team.accept.change.item", {
            kind: t(`ui.team.accept.change.kinds.${item.kind}`),
            count: item.count,
          })}
        </li>
      ))}
    </ul>
  );
  if (change.blocking.length)
    return (
      <div role="alert" className="flex flex-col gap-2 rounded-md border border-danger p-3 text-sm">
        <p>{t("ui.team.accept.change.blocking", { organization: change.leaving })}</p>
        {list(change.blocking)}
      </div>
    );
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line p-3 text-sm">
      <p className="font-medium">
        {t("ui.team.accept.change.leaving", { organization: change.leaving })}
      </p>
      {change.carried.length > 0 && (
        <>
          <p>{t("ui.team.accept.change.carried", { organization: joining })}</p>
          {list(change.carried)}
        </>
      )}
      {change.removed.length > 0 && (
        <>
          <p>{t("ui.team.accept.change.removed", { organization: change.leaving })}</p>
          {list(change.removed)}
        </>
      )}
    </div>
  );
}
