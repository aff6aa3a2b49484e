import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import type { Member } from "@portal/contract/team/team-schemas";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormFailure } from "@/components/ui/form-failure";
import { paths } from "@/config/paths";
import { switchView } from "@/lib/view-as";
import { startView, useSetAccess } from "../api/team-api";
import { failureOf } from "../errors";

/**
 * What an owner or admin does to one member beyond placing them (docs/decisions/032, 033):
 * disable or re-enable their access, and see the portal as they see it. Each asks first.
 */
export function MemberActions({
  member,
  canDisable,
  canView,
  onDone,
}: {
  member: Member;
  canDisable: boolean;
  canView: boolean;
  onDone: (said: string) => void;
}) {
  const { t } = useTranslation();
  const access = useSetAccess();
  const [asking, setAsking] = useState<"disable" | "view" | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const name = member.name;

  async function run(work: () => Promise<unknown>) {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(failureOf(error));
    }
    setBusy(false);
    setAsking(null);
  }
  const setAccess = (disabled: boolean) =>
    run(async () => {
      await access.mutateAsync({ userId: member.userId, disabled });
      onDone(t(disabled ? "ui.team.access.disabled" : "ui.team.access.enabled", { name }));
    });
  const view = () =>
    run(async () => {
      const started = await startView(member.userId);
      switchView(
        { id: started.id, memberName: started.memberName, expiresAt: started.expiresAt },
        paths.dashboard,
      );
    });

  return (
    <div className="col-span-full flex flex-wrap items-center gap-2 pt-2 sm:justify-end">
      <FormFailure message={failure} />
      {canDisable &&
        (member.disabled ? (
          <Button
            variant="secondary"
            aria-label={t("ui.team.access.enableLabel", { name })}
            disabled={busy}
            onClick={() => void setAccess(false)}
          >
            {t("ui.team.access.enable")}
          </Button>
        ) : (
          <Button
            variant="secondary"
            aria-label={t("ui.team.access.disableLabel", { name })}
            onClick={() => setAsking("disable")}
          >
            {t("ui.team.access.disable")}
          </Button>
        ))}
      {canView && (
        <Button
          variant="secondary"
          aria-label={t("ui.team.view.startLabel", { name })}
          onClick={() => setAsking("view")}
        >
          {t("ui.team.view.start")}
        </Button>
      )}
      <ConfirmDialog
        open={asking === "disable"}
        title={t("ui.team.access.disableTitle", { name })}
        confirm={t("ui.team.access.disable")}
        cancel={t("ui.team.cancel")}
        busy={busy}
        onConfirm={() => void setAccess(true)}
        onCancel={() => setAsking(null)}
      >
        <p>{t("ui.team.access.disableBody")}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "view"}
        title={t("ui.team.view.title", { name })}
        confirm={t("ui.team.view.confirm", { name })}
        cancel={t("ui.team.cancel")}
        busy={busy}
        onConfirm={() => void view()}
        onCancel={() => setAsking(null)}
      >
        <p>{t("ui.team.view.body")}</p>
      </ConfirmDialog>
    </div>
  );
}
