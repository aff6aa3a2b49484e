import { useId, type InputHTMLAttributes, type ReactNode } from "react";

export const control =
  "w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-focus aria-[invalid=true]:border-danger";

export interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

/** A visible label, the control, and its error linked by aria-describedby. */
export function Field({
  label,
  error,
  hint,
  id,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children}
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
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({
  label,
  error,
  hint,
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={control}
        aria-invalid={!!error}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
    </Field>
  );
}
