import Check from "lucide-react/icons/check";
import type { ComboOption } from "./combobox-search";

/** Start padding by an option's depth in a tree (Tailwind needs the class names whole). */
const indents = ["ps-3", "ps-7", "ps-11", "ps-15"];

/** The combobox's listbox: the options drawn, the active one marked, the chosen ones ticked. */
export function ComboboxList({
  id,
  label,
  multiple,
  shown,
  chosen,
  active,
  optionId,
  noMatches,
  more,
  onChoose,
  onHover,
}: {
  id: string;
  label: string;
  multiple: boolean;
  shown: readonly ComboOption[];
  chosen: readonly string[];
  active: number;
  optionId: (index: number) => string;
  noMatches: string;
  /** Said under the list when more options match than are drawn. */
  more?: string;
  onChoose: (option: ComboOption) => void;
  onHover: (index: number) => void;
}) {
  return (
    <>
      <ul id={id} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined}>
        {shown.length === 0 && <li className="px-3 py-2 text-fg-muted">{noMatches}</li>}
        {shown.map((option, i) => (
          <li
            key={option.value}
            id={optionId(i)}
            role="option"
            data-value={option.value}
            aria-selected={chosen.includes(option.value)}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              onChoose(option);
            }}
            onMouseMove={() => onHover(i)}
            className={`flex cursor-pointer items-center gap-2 py-1.5 pe-3 ${indents[Math.min(option.depth ?? 0, indents.length - 1)]} ${i === active ? "bg-primary-soft text-primary-strong" : ""} ${option.first && !shown[i + 1]?.first ? "border-b border-line" : ""}`}
          >
            <span className="min-w-0 flex-1">
              {option.label}
              {option.context && (
                <span className="text-xs text-fg-muted">
                  {" · "}
                  {option.context}
                </span>
              )}
            </span>
            {chosen.includes(option.value) && <Check className="size-4 shrink-0" aria-hidden />}
          </li>
        ))}
      </ul>
      {more && <p className="px-3 py-2 text-xs text-fg-muted">{more}</p>}
    </>
  );
}
