import { useCallback, useState } from "react";

/**
 * A form's field errors by field name, and `clear(name)` for a field's onChange: an error stays
 * only until the person changes that field (it was red after the fix until Next or Save checked
 * again). The next Next or Save checks every field again, so nothing wrong gets through.
 */
export function useFieldErrors<E extends Partial<Record<string, unknown>>>() {
  const [errors, setErrors] = useState<E>({} as E);
  const clear = useCallback(
    (...names: string[]) =>
      setErrors((current) => {
        if (!names.some((name) => current[name] !== undefined)) return current;
        const rest = { ...current };
        for (const name of names) delete rest[name];
        return rest;
      }),
    [],
  );
  return [errors, setErrors, clear] as const;
}
