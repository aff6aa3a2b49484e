import "../i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  savedViewCreateSchema,
  type BoardFilters,
  type SavedView,
} from "@portal/contract/deals/board-schemas";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { SelectField } from "@/components/ui/select";
import { useContractForm } from "@/lib/contract-form";
import { errorMessageKey } from "@/lib/errors";
import { useDeleteView, useSaveView, useSavedViews } from "../api/board-api";

/** The filters a view keeps, compared key by key (the URL's order is not the view's). */
const sameFilters = (a: BoardFilters, b: BoardFilters) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof BoardFilters>;
  return [...keys].every((k) => (a[k] ?? false) === (b[k] ?? false));
};

/**
 * The person's saved views of the board: open one (its filters replace the board's), save the
 * filters on now under a name, delete one. The server's refusals (a name taken, too many views)
 * are shown where they happened.
 */
export function BoardSavedViews({
  filters,
  onOpen,
}: {
  filters: BoardFilters;
  onOpen: (filters: BoardFilters) => void;
}) {
  const { t } = useTranslation();
  const views = useSavedViews();
  const remove = useDeleteView();
  const [saving, setSaving] = useState(false);
  const items = views.data?.items ?? [];
  const current = items.find((v) => sameFilters(v.filters, filters));
  return (
    <div
      role="group"
      aria-label={t("ui.deals.board.views.label")}
      className="flex flex-wrap items-center gap-2"
    >
      {/* The label is for screen readers: the placeholder says the same on screen. */}
      <div className="w-56 max-w-full [&_label]:sr-only">
        <SelectField
          label={t("ui.deals.board.views.label")}
          placeholder={
            items.length ? t("ui.deals.board.views.pick") : t("ui.deals.board.views.none")
          }
          disabled={items.length === 0}
          options={items.map((v) => ({ value: v.id, label: v.name }))}
          value={current?.id ?? ""}
          onValueChange={(id) => {
            const view = items.find((v) => v.id === id);
            if (view) onOpen(view.filters);
          }}
        />
      </div>
      <Button variant="secondary" onClick={() => setSaving(true)}>
        {t("ui.deals.board.views.save")}
      </Button>
      {items.length > 0 && (
        <DropdownMenu
          trigger={<Button variant="ghost">{t("ui.deals.board.views.remove")}</Button>}
          items={items.map((v) => ({
            label: t("ui.deals.board.views.removeView", { name: v.name }),
            danger: true,
            onSelect: () => remove.mutate(v.id),
          }))}
        />
      )}
      {views.error ? <FormFailure message={errorMessageKey(views.error)} /> : null}
      {remove.error ? <FormFailure message={errorMessageKey(remove.error)} /> : null}
      <SaveViewDialog open={saving} filters={filters} onClose={() => setSaving(false)} />
    </div>
  );
}

const nameSchema = savedViewCreateSchema.pick({ name: true });

function SaveViewDialog({
  open,
  filters,
  onClose,
}: {
  open: boolean;
  filters: BoardFilters;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveView();
  const form = useContractForm(nameSchema, {
    defaultValues: { name: "" },
    onSubmit: async ({ name }) => {
      await save.mutateAsync({ name, filters } satisfies Omit<SavedView, "id" | "createdAt">);
      form.reset({ name: "" });
      onClose();
    },
  });
  const close = () => {
    form.reset({ name: "" });
    form.setFailure(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t("ui.deals.board.views.saveTitle")}
    >
      <form onSubmit={form.submit} noValidate className="flex flex-col gap-3">
        <FormFailure message={form.failure} />
        <TextField label={t("ui.deals.board.views.name")} autoFocus {...form.field("name")} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t("ui.deals.view.cancel")}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("ui.deals.board.views.saveConfirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
