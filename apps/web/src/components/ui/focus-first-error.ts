import { useEffect, useRef } from "react";

/**
 * After a submit that found errors, focus moves to the first field marked invalid, so a keyboard
 * or screen reader user lands on what to fix. Give the returned ref to the <form>; `errors`
 * changes identity with each check.
 */
export function useFocusFirstError(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
