import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { FieldError, Item } from "./fill-facts";
import "../i18n";

/** One proposed fact: what the statements say, what the deal has now, and the broker's answer. */
export function ProposedFact({
  name,
  title,
  value,
  note,
  current,
  item,
  onAccept,
  onEdit,
  onSkip,
  lines,
  acceptedAs,
  children,
}: {
  name: string;
  title: string;
  value: string;
  note: string;
  current: string | null;
  item: Item;
  onAccept: () => void;
  onEdit: () => void;
  onSkip: () => void;
  lines?: ReactNode;
  /** What accepting saves, when it was changed from what the statements say. */
  acceptedAs?: string;
  /** The fields that change it, shown while changing. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const action = (label: string) => `${label} · ${title}`;
  return (
    <div
      role="group"
      aria-label={title}
      data-proposal={name}
      data-choice={item.choice}
      className="flex flex-col gap-2 rounded-md border border-line p-3 text-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col items-start gap-0.5">
          <span className="text-fg-muted">{title}</span>
          <span className="text-base font-semibold break-words">{value}</span>
          <span className="text-xs text-fg-muted">{note}</span>
          <span className="text-xs text-fg-muted">
            {current === null
              ? t("ui.statements.fill.currentNone")
              : t("ui.statements.fill.current", { value: current })}
          </span>
          {lines}
          {item.choice === "accepted" && acceptedAs && (
            <span className="font-medium text-success">
              {t("ui.statements.fill.acceptedAs", { value: acceptedAs })}
            </span>
          )}
        </div>
        {item.choice === "accepted" ? (
          <Badge tone="success">{t("ui.statements.fill.accepted")}</Badge>
        ) : item.choice === "skipped" ? (
          <Badge>{t("ui.statements.fill.skipped")}</Badge>
        ) : null}
      </div>
      {item.editing && <div className="grid gap-3 sm:grid-cols-2">{children}</div>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant={item.choice === "accepted" ? "secondary" : "primary"}
          className="px-3 py-1"
          aria-label={action(t("ui.statements.fill.accept"))}
          onClick={onAccept}
        >
          {t("ui.statements.fill.accept")}
        </Button>
        {!item.editing && (
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-label={action(t("ui.statements.fill.edit"))}
            onClick={onEdit}
          >
            {t("ui.statements.fill.edit")}
          </Button>
        )}
        <Button
          variant="ghost"
          className="px-3 py-1"
          aria-label={action(t("ui.statements.fill.skip"))}
          onClick={onSkip}
        >
          {t("ui.statements.fill.skip")}
        </Button>
      </div>
    </div>
  );
}

/** A text field of an item (its value `name`), with the message for the field found wrong. */
export function ItemField({
  item,
  name,
  label,
  error,
  onChange,
  ...props
}: {
  item: Item;
  name: string;
  label: string;
  error: FieldError | undefined;
  onChange: (values: Record<string, string>) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "onChange">) {
  const { t } = useTranslation();
  const wrong = error === name;
  const message = !wrong
    ? undefined
    : error === "date"
      ? t("ui.statements.fill.dateInvalid")
      : error === "funder"
        ? t("ui.statements.fill.funderInvalid")
        : t("ui.statements.fill.amountInvalid");
  return (
    <TextField
      label={label}
      value={item.values[name] ?? ""}
      error={message}
      onChange={(e) => onChange({ ...item.values, [name]: e.target.value })}
      {...props}
    />
  );
}
