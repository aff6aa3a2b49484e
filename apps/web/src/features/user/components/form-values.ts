/** Drops fields left empty (optional selects and inputs) so they are not sent. */
export function withoutEmpty<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")) as T;
}
