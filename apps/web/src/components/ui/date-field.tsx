import { useId, useState, type Ref } from "react";
import { DayPicker } from "react-day-picker";
import { ar } from "react-day-picker/locale";
import "react-day-picker/style.css";
import CalendarDays from "lucide-react/icons/calendar-days";
import { useTranslation } from "react-i18next";
import "@/lib/i18n/kit";
import { formatDate } from "@/lib/format";
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from "react-hook-form";
import { control, describedBy, Field, type FieldProps } from "./field";
import { datePattern, parseDateText, showDate } from "./date-text";
import { Popover } from "./popover";

export interface DateFieldProps extends FieldProps {
  /** A calendar date, yyyy-mm-dd, or "" (or what was typed, while it is not a date yet). */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  autoComplete?: string;
  ref?: Ref<HTMLInputElement>;
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const localDay = (value: string) => {
  const [y, m, d] = value.split("-").map(Number);
  return new Date(y!, m! - 1, d);
};

/** The value for what was typed: a calendar date, "" for nothing, or the text itself. */
function valueOf(typed: string, language: string) {
  const text = typed.trim();
  return text === "" ? "" : (parseDateText(text, language) ?? text);
}

/**
 * A date typed in the person's format (24/11/2026 in the UK, 11/24/2026 in the US, Arabic digits
 * too, or 2026-11-24) or picked on a calendar (react-day-picker in a Radix popover, Arabic and right
 * to left). The value stays a calendar date, yyyy-mm-dd, for the form and the API; text that is no
 * date is passed on as typed, so the form's schema says what is wrong with it.
 */
export function DateField({
  label,
  error,
  hint,
  value,
  onValueChange,
  onBlur,
  ref,
  ...input
}: DateFieldProps) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? localDay(value) : undefined;
  // What was typed stays as typed while it is what the value says; a value set from elsewhere
  // (the calendar, a reset) shows in the person's format.
  const text =
    typed !== null && valueOf(typed, language) === value ? typed : showDate(value, language);
  const rtl = i18n.dir(language) === "rtl";
  // The calendar's digits are the ones the person's dates are written in (Arabic-Indic for an
  // Arabic reader in Saudi Arabia, decision 045), its month and day names in their language.
  const numerals = /[\u0660-\u0669]/.test(formatDate("2001-02-03", language)) ? "arab" : "latn";
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className="flex gap-1">
        <input
          id={id}
          ref={ref}
          type="text"
          inputMode="numeric"
          className={control}
          placeholder={datePattern(language, {
            d: t("ui.kit.dateLetters.d"),
            m: t("ui.kit.dateLetters.m"),
            y: t("ui.kit.dateLetters.y"),
          })}
          aria-invalid={!!error}
          aria-describedby={describedBy(id, error, hint)}
          value={text}
          onChange={(event) => {
            setTyped(event.target.value);
            onValueChange(valueOf(event.target.value, language));
          }}
          onBlur={() => {
            setTyped(null);
            onBlur?.();
          }}
          {...input}
        />
        <Popover
          open={open}
          onOpenChange={setOpen}
          label={t("ui.kit.calendar")}
          align="end"
          className="p-1"
          trigger={
            <button
              type="button"
              disabled={input.disabled}
              aria-label={t("ui.kit.chooseDate")}
              className="inline-flex shrink-0 items-center rounded-md border border-line bg-surface px-2 text-fg-muted hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50"
            >
              <CalendarDays aria-hidden className="size-4" />
            </button>
          }
        >
          <DayPicker
            mode="single"
            autoFocus
            captionLayout="dropdown"
            startMonth={new Date(1900, 0)}
            endMonth={new Date(new Date().getFullYear() + 30, 11)}
            defaultMonth={day}
            selected={day}
            locale={language === "ar" ? ar : undefined}
            numerals={numerals}
            dir={rtl ? "rtl" : "ltr"}
            className="kit-calendar"
            onSelect={(picked) => {
              setTyped(null);
              onValueChange(picked ? isoDay(picked) : "");
              setOpen(false);
            }}
          />
        </Popover>
      </div>
    </Field>
  );
}

/** DateField bound to a react-hook-form field: the form's `control` and the field's `name`. */
export function FormDateField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({
  control: formControl,
  name,
  ...props
}: Omit<DateFieldProps, "value" | "onValueChange" | "onBlur" | "name" | "ref"> & {
  control: Control<Values, unknown, Transformed>;
  name: Name;
}) {
  const {
    field: { ref, value, onChange, onBlur, disabled },
  } = useController({ control: formControl, name });
  return (
    <DateField
      {...props}
      name={name}
      ref={ref}
      value={(value as string | undefined) ?? ""}
      onValueChange={(next) => onChange(next as PathValue<Values, Name>)}
      onBlur={onBlur}
      disabled={props.disabled || disabled}
    />
  );
}
