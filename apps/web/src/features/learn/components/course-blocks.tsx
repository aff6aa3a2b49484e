import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { ContractForm } from "@/lib/contract-form";
import type { courseFormSchema } from "./course-values";
import "../i18n";

export type CourseForm = ContractForm<typeof courseFormSchema>;

/**
 * The error of a list of the draft (its lessons, its questions, a question's choices): the
 * server's at the list, or the form's own (react-hook-form keeps a field array's at its `root`).
 */
export const listError = (form: CourseForm, name: string) =>
  form.errorOf(name as never) ?? form.errorOf(`${name}.root` as never);

/** One lesson or question: its fields, then the buttons that move or remove it. */
export function Block({
  legend,
  actions,
  children,
}: {
  legend: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
      {actions}
    </fieldset>
  );
}

export function Reorder({
  index,
  count,
  removeLabel,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  removeLabel: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" disabled={index === 0} onClick={() => onMove(index - 1)}>
        {t("ui.learn.form.up")}
      </Button>
      <Button variant="ghost" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        {t("ui.learn.form.down")}
      </Button>
      <Button variant="ghost" disabled={count === 1} onClick={onRemove}>
        {removeLabel}
      </Button>
    </div>
  );
}
