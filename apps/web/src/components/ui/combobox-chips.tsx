import X from "lucide-react/icons/x";

/** A multiple combobox's chosen values, each a chip with its remove button. */
export function ChosenChips({
  id,
  label,
  chosen,
  removeLabel,
  onRemove,
}: {
  id: string;
  label: string;
  chosen: readonly { value: string; label: string }[];
  removeLabel?: (label: string) => string;
  onRemove: (value: string) => void;
}) {
  return (
    <ul id={id} className="flex flex-wrap gap-1" aria-label={label}>
      {chosen.map(({ value, label: name }) => (
        <li
          key={value}
          className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 ps-2 pe-1 text-xs text-primary-strong"
        >
          {name}
          <button
            type="button"
            className="rounded-full p-0.5 hover:bg-surface"
            aria-label={removeLabel?.(name) ?? name}
            onClick={() => onRemove(value)}
          >
            <X className="size-3" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
