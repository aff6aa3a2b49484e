import {
  useEffect,
  useImperativeHandle,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from "react";
import * as Popover from "@radix-ui/react-popover";
import { control, Field } from "./field";
import { ChosenChips } from "./combobox-chips";
import { ComboboxList } from "./combobox-list";
import { search, searchable, type ComboOption } from "./combobox-search";

export type { ComboOption } from "./combobox-search";

/** At most this many options are drawn at once; typing narrows the rest (a list of 300 stays fast). */
const shownAtMost = 100;

interface Props {
  label: string;
  options: readonly ComboOption[];
  hint?: string;
  error?: string;
  /** Says "Remove {{label}}" for a chosen value's chip (multiple only). */
  removeLabel?: (label: string) => string;
  /** What the list says when nothing matches the text typed. */
  noMatches: string;
  /** What the list says under the first options drawn when there are more ({{count}} of them). */
  more?: (count: number) => string;
  /** For react-hook-form's `Controller`: the field's name, its blur (touched) and its focus on error. */
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** How each key moves the active option (`last` is the last drawn). */
const keyMoves: Record<string, (i: number, last: number) => number> = {
  ArrowDown: (i, last) => (i >= last ? 0 : i + 1),
  ArrowUp: (i, last) => (i <= 0 ? last : i - 1),
  PageDown: (i, last) => Math.min(last, i + 10),
  PageUp: (i) => Math.max(0, i - 10),
  Home: () => 0,
  End: (_, last) => last,
};

export type ComboboxProps = Props &
  (
    | { multiple?: false; value: string; onChange: (value: string) => void }
    | { multiple: true; value: readonly string[]; onChange: (value: string[]) => void }
  );

/**
 * A searchable select for long lists (countries, currencies, industries), the WAI-ARIA combobox
 * pattern with its list in a Radix popover: type to filter (names, codes and keywords), arrow keys,
 * Page Up/Down, Home and End move, Enter chooses, Escape closes. `value` is one code, or with
 * `multiple` a list shown as removable chips. Controlled, so it fits react-hook-form's `Controller`.
 */
export function Combobox({ ref, ...props }: ComboboxProps) {
  const { label, options, hint, error, noMatches } = props;
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  // react-hook-form focuses the first field in error through it.
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const { multiple, value } = props;
  const chosen = useMemo(() => (multiple ? value : value ? [value] : []), [multiple, value]);
  const index = useMemo(() => searchable(options), [options]);
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const labelOf = (value: string) => labels.get(value) ?? value;
  const matches = useMemo(
    () => search(index, query ?? "").filter((o) => !props.multiple || !chosen.includes(o.value)),
    [index, query, props.multiple, chosen],
  );
  const shown = matches.slice(0, shownAtMost);
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from id
  }, [open, active, id]);

  function show() {
    if (open) return;
    const at = shown.findIndex((o) => chosen.includes(o.value));
    setActive(at >= 0 ? at : 0);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function choose(option: ComboOption | undefined) {
    if (!option) return;
    if (props.multiple) {
      props.onChange([...props.value, option.value]);
      setQuery("");
    } else {
      props.onChange(option.value);
      close();
    }
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const move = keyMoves[event.key];
    if (move && (open || event.key.startsWith("Arrow"))) {
      event.preventDefault();
      if (!open) return show();
      setActive((i) => Math.max(0, move(i, shown.length - 1)));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    } else if (event.key === "Backspace" && props.multiple && !query && props.value.length > 0) {
      props.onChange(props.value.slice(0, -1));
    }
  }

  const text = query ?? (props.multiple ? "" : props.value ? labelOf(props.value) : "");
  const described =
    [
      error ? `${id}-error` : hint && `${id}-hint`,
      props.multiple && chosen.length && `${id}-chosen`,
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className="flex min-w-0 flex-col gap-1">
        {props.multiple && chosen.length > 0 && (
          <ChosenChips
            id={`${id}-chosen`}
            label={label}
            chosen={chosen.map((value) => ({ value, label: labelOf(value) }))}
            removeLabel={props.removeLabel}
            onRemove={(value) => props.onChange(props.value.filter((v) => v !== value))}
          />
        )}
        <Popover.Root open={open} onOpenChange={(next) => (next ? show() : close())}>
          <Popover.Anchor asChild>
            <input
              ref={input}
              id={id}
              name={props.name}
              disabled={props.disabled}
              role="combobox"
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              autoComplete="off"
              className={control}
              value={text}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
                setOpen(true);
              }}
              onFocus={show}
              onClick={show}
              onBlur={() => {
                // The text erased: no choice (an optional pick, a filter, is cleared so).
                if (!props.multiple && query === "" && props.value) props.onChange("");
                close();
                props.onBlur?.();
              }}
              onKeyDown={onKeyDown}
            />
          </Popover.Anchor>
          <Popover.Content
            // A list beside its input, not a dialog: focus stays in the input.
            role={undefined}
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(e) => e.preventDefault()}
            onCloseAutoFocus={(e) => e.preventDefault()}
            onInteractOutside={(e) => {
              if (e.target instanceof Node && input.current?.contains(e.target)) e.preventDefault();
            }}
            className="z-30 flex max-h-[min(15rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) flex-col overflow-y-auto rounded-md border border-line bg-surface py-1 text-sm text-fg shadow-lg"
          >
            <ComboboxList
              id={listId}
              label={label}
              multiple={!!props.multiple}
              shown={shown}
              chosen={chosen}
              active={active}
              optionId={optionId}
              noMatches={noMatches}
              more={
                matches.length > shown.length
                  ? props.more?.(matches.length - shown.length)
                  : undefined
              }
              onChoose={choose}
              onHover={setActive}
            />
          </Popover.Content>
        </Popover.Root>
      </div>
    </Field>
  );
}
