import "../i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { toMinor } from "@portal/contract/deals/money";
import {
  fundedSchema,
  submissionNoteSchema,
} from "@portal/contract/submissions/submission-schemas";
import { canMakeMove } from "@portal/contract/submissions/submission-states";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { FormFailure } from "@/components/ui/form-failure";
import { Card } from "@/components/ui/page";
import { useContractForm } from "@/lib/contract-form";
import { useDecline } from "../api/inbox-api";
import { useFunderMove, type FunderMove } from "../api/submissions-api";
import { DeclineItem } from "./decline-item";
import type { VisibleSubmission } from "./funder-request";

/**
 * The funder's answers besides the offer: decline with a reason (a dialog), a note that marks a
 * duplicate, and, once the offer is accepted, that the money went out. `onMove` hears each move
 * (with what it did, to confirm, when there is something to say). Questions go in the thread.
 */
export function FunderAnswers({
  item,
  onMove,
}: {
  item: VisibleSubmission;
  onMove: (done: string | null) => void;
}) {
  const { t } = useTranslation();
  const decline = useDecline(item.id);
  const funderMove = useFunderMove(item.id);
  return (
    <>
      {canMakeMove("decline", "funder", item.status) && (
        <Card title={t("ui.submissions.funder.decline")}>
          <div className="flex flex-col gap-4">
            <div>
              <DeclineItem
                reference={item.reference}
                decline={decline.mutateAsync}
                onDeclined={onMove}
              />
            </div>
            {canMakeMove("duplicate", "funder", item.status) && (
              <DuplicateForm item={item} onMove={() => onMove(null)} />
            )}
          </div>
        </Card>
      )}
      {item.status === "accepted" && item.deal.status === "accepted" && (
        <FundedForm item={item} move={funderMove.mutateAsync} onMove={() => onMove(null)} />
      )}
    </>
  );
}

/** The funder already has this business (from another broker): a note, then the move. */
function DuplicateForm({ item, onMove }: { item: VisibleSubmission; onMove: () => void }) {
  const { t } = useTranslation();
  const move = useFunderMove(item.id);
  const form = useContractForm(submissionNoteSchema, {
    defaultValues: { note: "" },
    onSubmit: async ({ note }) => {
      onMove();
      await move.mutateAsync({ move: "duplicate", note });
      form.reset({ note: "" });
    },
  });
  const disabled = form.formState.isSubmitting || !form.watch("note").trim();
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-2">
      <FormFailure message={form.failure} />
      <TextAreaField label={t("ui.submissions.funder.note")} {...form.field("note")} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={disabled}>
          {t("ui.submissions.funder.duplicate")}
        </Button>
      </div>
    </form>
  );
}

/** The amount typed (empty: the accepted offer's), as the contract takes it, in minor units. */
const fundedDraftSchema = (currency: string) =>
  z
    .object({ amountMinor: z.string() })
    .transform(({ amountMinor }): z.input<typeof fundedSchema> => ({
      amountMinor: amountMinor.trim() ? (toMinor(amountMinor, currency) ?? -1) : undefined,
    }))
    .pipe(fundedSchema);

/**
 * The money went out: the amount, when not the accepted offer's. `move` makes it (the inbox's
 * route, or a secure link's).
 */
export function FundedForm({
  item,
  move,
  onMove,
}: {
  item: VisibleSubmission;
  move: (input: FunderMove) => Promise<unknown>;
  onMove: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => fundedDraftSchema(item.deal.currency), [item.deal.currency]);
  const form = useContractForm(schema, {
    defaultValues: { amountMinor: "" },
    onSubmit: async ({ amountMinor }) => {
      onMove();
      await move({ move: "funded", amountMinor });
    },
  });
  return (
    <Card title={t("ui.submissions.funder.funded")}>
      <form onSubmit={form.submit} noValidate className="flex flex-col gap-2">
        <FormFailure message={form.failure} />
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label={t("ui.submissions.funder.fundedAmount")}
            inputMode="decimal"
            {...form.field("amountMinor")}
          />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("ui.submissions.funder.funded")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
