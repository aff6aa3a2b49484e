import { useId, type Ref } from "react";
import * as Select from "@radix-ui/react-select";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from "react-hook-form";
import { describedBy, Field, type FieldProps } from "./field";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen, and offered first to choose nothing again (a filter's "All"). */
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  autoComplete?: string;
  /** The trigger button: what a form focuses when this field is the first one in error. */
  ref?: Ref<HTMLButtonElement>;
}

/** Radix refuses an item whose value is "": choosing nothing (the placeholder) goes through this. */
const nothing = "\u2205";
const toRadix = (value: string) => (value === "" ? nothing : value);
const fromRadix = (value: string) => (value === nothing ? "" : value);

const trigger =
  "flex w-full items-center justify-between gap-2 rounded-md border border-line bg-surface px-3 py-2 text-start text-sm text-fg focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50 aria-[invalid=true]:border-danger data-[placeholder]:text-fg-muted";

/**
 * A pick from a list (Radix Select): a button showing the choice, a list that opens on Enter,
 * Space or the arrow keys, typeahead, Escape closes, right to left from the app's direction.
 * Controlled by `value` / `onValueChange`; `FormSelectField` wires it to react-hook-form.
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  value,
  onValueChange,
  onBlur,
  ref,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const items =
    placeholder === undefined ? options : [{ value: "", label: placeholder }, ...options];
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Select.Root
        value={placeholder === undefined ? value : toRadix(value)}
        onValueChange={(next) => onValueChange(fromRadix(next))}
        {...props}
      >
        <Select.Trigger
          id={id}
          ref={ref}
          className={trigger}
          aria-invalid={!!error}
          aria-describedby={describedBy(id, error, hint)}
          onBlur={onBlur}
        >
          <Select.Value placeholder={placeholder} />
          <Select.Icon>
            <ChevronDown aria-hidden className="size-4 shrink-0 text-fg-muted" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-line bg-surface text-sm text-fg shadow-lg"
          >
            <Select.Viewport className="p-1">
              {items.map((option) => (
                <Select.Item
                  key={option.value}
                  value={toRadix(option.value)}
                  data-value={option.value}
                  className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 ps-7 pe-2 outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-primary-soft data-[highlighted]:text-fg"
                >
                  <Select.ItemIndicator className="absolute start-2 inline-flex">
                    <Check aria-hidden className="size-4 text-primary" />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </Field>
  );
}

/**
 * SelectField bound to a react-hook-form field (`Controller` underneath): pass the form's
 * `control` and the field's `name` instead of `value` and `onValueChange`.
 */
export function FormSelectField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed = Values,
>({
  control,
  name,
  ...props
}: Omit<SelectFieldProps, "value" | "onValueChange" | "onBlur" | "name" | "ref"> & {
  control: Control<Values, unknown, Transformed>;
  name: Name;
}) {
  const {
    field: { ref, value, onChange, onBlur, disabled },
  } = useController({ control, name });
  return (
    <SelectField
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
