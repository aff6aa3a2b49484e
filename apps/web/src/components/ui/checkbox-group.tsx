import { useId, type Ref } from "react";
import * as Checkbox from "@radix-ui/react-checkbox";
import Check from "lucide-react/icons/check";
import type { SelectOption } from "./select";

/**
 * A list of checkboxes answering one question (industries, products, the documents to send): a
 * fieldset named by its legend, each box a Radix checkbox (Space ticks it) with its own label.
 * `value` is the list of the ticked options' values, in the options' order.
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  onValueChange,
  error,
  hint,
  disabled,
  columns = 1,
  ref,
}: {
  legend: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  columns?: 1 | 2 | 3;
  /** The first box, where focus goes when the group is in error (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLButtonElement>;
}) {
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const grid = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3" }[columns];
  const toggle = (option: string, on: boolean) =>
    onValueChange(
      options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))),
    );
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={note}
    >
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      <div className={`grid gap-2 ${grid}`}>
        {options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2">
            <Checkbox.Root
              ref={index === 0 ? ref : undefined}
              id={`${id}-${option.value}`}
              value={option.value}
              checked={value.includes(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
              className="inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-line bg-surface focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary"
            >
              <Checkbox.Indicator>
                <Check aria-hidden className="size-3 text-on-primary" />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor={`${id}-${option.value}`} className="text-sm text-fg">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
