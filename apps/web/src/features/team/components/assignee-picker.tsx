import "../funder-team-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { SelectField } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { useAssign, useFunderTeam } from "../api/funder-team-api";
import { failureOf } from "../errors";

type Holder = { id: string; name: string } | null;

/**
 * Who holds an inbox item (issue 35). A manager picks any member or nobody; an underwriter takes
 * an item nobody holds or gives back one they hold, and otherwise reads who holds it. The server
 * decides (a colleague may have taken it meanwhile: its refusal is shown here).
 */
export function AssigneePicker({
  submissionId,
  assignee,
}: {
  submissionId: string;
  assignee: Holder;
}) {
  const { t } = useTranslation();
  const team = useFunderTeam().data;
  const assign = useAssign(submissionId);
  const toast = useToast();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const label = (key: string) => t(`ui.funderTeam.picker.${key}`);
  const holder = assignee && team && assignee.id === team.you ? label("you") : assignee?.name;

  async function give(to: string | null) {
    setFailure(null);
    try {
      const { assignee: now } = await assign.mutateAsync(to);
      toast(
        "success",
        now ? t("ui.funderTeam.picker.saved", { name: now.name }) : label("released"),
      );
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  if (!team) return <span>{holder ?? label("nobody")}</span>;
  if (team.manager)
    return (
      <div className="flex min-w-48 flex-col gap-2">
        <SelectField
          label={label("label")}
          value={assignee?.id ?? ""}
          placeholder={label("nobody")}
          disabled={assign.isPending}
          onValueChange={(to) => void give(to || null)}
          options={team.members.map((m) => ({
            value: m.id,
            label: m.id === team.you ? `${m.name} (${label("you")})` : m.name,
          }))}
        />
        <FormFailure message={failure} />
      </div>
    );
  const mine = assignee?.id === team.you;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <span>
          {assignee ? t("ui.funderTeam.picker.heldBy", { name: holder }) : label("nobody")}
        </span>
        {(!assignee || mine) && (
          <Button
            variant="secondary"
            disabled={assign.isPending}
            onClick={() => void give(mine ? null : team.you)}
          >
            {label(mine ? "giveBack" : "take")}
          </Button>
        )}
      </div>
      <FormFailure message={failure} />
    </div>
  );
}
