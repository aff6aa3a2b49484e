// Stripe's `expand`: ids at the given dotted paths replaced by their objects (`data.x` reaches
// into every element of a list; `a.b` expands `a` first).
import type { Obj, Store } from "./store";

function expandPath(store: Store, node: unknown, segments: string[]): void {
  if (!node || typeof node !== "object" || Array.isArray(node)) return;
  const [head, ...rest] = segments;
  if (head === undefined) return;
  const record = node as Obj;
  let value = record[head];
  if (typeof value === "string") {
    const found = store.objects.get(value);
    if (!found) return;
    value = structuredClone(found);
    record[head] = value;
  }
  if (!rest.length) return;
  if (Array.isArray(value)) for (const element of value) expandPath(store, element, rest);
  else expandPath(store, value, rest);
}

/** A copy of `object` with `paths` expanded (the stored object is left as it is). */
export function expand<T extends Obj>(store: Store, object: T, paths: string[]): T {
  const copy = structuredClone(object);
  for (const path of paths) expandPath(store, copy, path.split("."));
  return copy;
}
