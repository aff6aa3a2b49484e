/** One filter that is on, as its chip says it ("Product: Term loan"). */
export interface FilterChip<K extends string> {
  key: K;
  text: string;
}

/**
 * The filters on, as chips ("Product: Term loan ×"), each with a button that takes that one filter
 * off: the deals board's and the funder inbox's folded filters say what is on this way.
 */
export function FilterChips<K extends string>({
  label,
  chips,
  removeLabel,
  onRemove,
}: {
  /** The list's accessible name ("Filters on"). */
  label: string;
  chips: readonly FilterChip<K>[];
  /** The remove button's accessible name for a chip ("Remove Product: Term loan"). */
  removeLabel: (text: string) => string;
  onRemove: (key: K) => void;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-2">
      {chips.map(({ key, text }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1 rounded-full border border-line bg-surface py-0.5 ps-3 pe-1 text-sm text-fg"
        >
          <span>{text}</span>
          <button
            type="button"
            aria-label={removeLabel(text)}
            className="inline-flex size-6 items-center justify-center rounded-full text-fg-muted hover:bg-line hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
            onClick={() => onRemove(key)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
