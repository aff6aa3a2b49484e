import { useId, type TextareaHTMLAttributes } from "react";
import { control, describedBy, Field, type FieldProps } from "./field";

export function TextAreaField({
  label,
  error,
  hint,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={4}
        className={control}
        aria-invalid={!!error}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
    </Field>
  );
}
