import { useId, useRef, useState, type KeyboardEvent } from "react";
import X from "lucide-react/icons/x";
import { control, Field } from "./field";

export interface ComboOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  options: readonly ComboOption[];
  hint?: string;
  error?: string;
  /** Says "Remove {{label}}" for a chosen value's chip (multiple only). */
  removeLabel?: (label: string) => string;
  /** What the list says when nothing matches the text typed. */
  noMatches: string;
}

/**
 * The matching options for what was typed: a name or code containing it, case- and accent-blind;
 * names that start with it first ("scotl" puts Scotland before "Glasgow · Scotland").
 */
function filtered(options: readonly ComboOption[], query: string) {
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const q = fold(query.trim());
  if (!q) return options;
  const found = options.filter((o) => fold(o.label).includes(q) || fold(o.value) === q);
  return [
    ...found.filter((o) => fold(o.label).startsWith(q)),
    ...found.filter((o) => !fold(o.label).startsWith(q)),
  ];
}

/**
 * A searchable select for long lists (countries, currencies, industries), the WAI-ARIA combobox
 * pattern: type to filter, arrow keys move, Enter chooses, Escape closes. `value` is one code, or
 * with `multiple` a list shown as removable chips.
 */
export function Combobox(
  props: Props &
    (
      | { multiple?: false; value: string; onChange: (value: string) => void }
      | { multiple: true; value: readonly string[]; onChange: (value: string[]) => void }
    ),
) {
  const { label, options, hint, error, noMatches } = props;
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const chosen = props.multiple ? props.value : props.value ? [props.value] : [];
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  const shown = filtered(options, query ?? "").filter(
    (o) => !props.multiple || !chosen.includes(o.value),
  );

  function choose(option: ComboOption | undefined) {
    if (!option) return;
    if (props.multiple) {
      props.onChange([...props.value, option.value]);
      setQuery("");
    } else {
      props.onChange(option.value);
      setQuery(null);
      setOpen(false);
    }
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (shown.length ? (i + step + shown.length) % shown.length : 0));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setQuery(null);
    } else if (event.key === "Backspace" && props.multiple && !query && props.value.length > 0) {
      props.onChange(props.value.slice(0, -1));
    }
  }

  const text = query ?? (props.multiple ? "" : props.value ? labelOf(props.value) : "");
  const described = [
    error ? `${id}-error` : hint ? `${id}-hint` : "",
    chosen.length && props.multiple ? `${id}-chosen` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className="relative flex min-w-0 flex-col gap-1">
        {props.multiple && chosen.length > 0 && (
          <ul id={`${id}-chosen`} className="flex flex-wrap gap-1" aria-label={label}>
            {chosen.map((value) => (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 ps-2 pe-1 text-xs text-primary-strong"
              >
                {labelOf(value)}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-surface"
                  aria-label={props.removeLabel?.(labelOf(value)) ?? labelOf(value)}
                  onClick={() => props.onChange(props.value.filter((v) => v !== value))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={input}
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && shown[active] ? `${id}-${shown[active].value}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          autoComplete="off"
          className={control}
          value={text}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
          }}
          onKeyDown={onKeyDown}
        />
        {open && (
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            aria-multiselectable={props.multiple || undefined}
            className="absolute top-full z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-line bg-surface py-1 text-sm shadow-lg"
          >
            {shown.length === 0 && <li className="px-3 py-2 text-fg-muted">{noMatches}</li>}
            {shown.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-${option.value}`}
                role="option"
                aria-selected={chosen.includes(option.value)}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
                onMouseMove={() => setActive(index)}
                className={`cursor-pointer px-3 py-1.5 ${index === active ? "bg-primary-soft text-primary-strong" : "text-fg"}`}
              >
                {option.label}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Field>
  );
}
