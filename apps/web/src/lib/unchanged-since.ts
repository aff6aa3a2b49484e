import type { FieldValues, Path, UseFormGetValues } from "react-hook-form";

/**
 * Whether the named fields still hold what they held when a form was sent: a form is cleared
 * after a save only if nothing was typed in it while the answer was on its way (the next entry,
 * typed meanwhile, is never wiped). Call it when sending; call what it returns once saved.
 */
export function unchangedSince<T extends FieldValues>(
  getValues: UseFormGetValues<T>,
  names: readonly Path<T>[],
): () => boolean {
  const snapshot = () => JSON.stringify(names.map((name) => getValues(name)));
  const sent = snapshot();
  return () => snapshot() === sent;
}
