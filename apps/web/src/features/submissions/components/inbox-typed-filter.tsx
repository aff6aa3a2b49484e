import { useEffect, useState } from "react";
import { TextField } from "@/components/ui/field";
import type { InboxFilters } from "./inbox-params";

/** How long typing in a number must pause before the inbox asks again. */
const typingDelayMs = 400;

type Typed = "minAmountMinor" | "maxAmountMinor" | "minAgeDays";

/** A number typed: applied once typing pauses; what the URL holds comes back when it changes. */
export function TypedFilter({
  name,
  label,
  value,
  read,
  onValue,
  numeric = false,
}: {
  name: Typed;
  label: string;
  value: string;
  read: (text: string) => number | undefined;
  onValue: (patch: Partial<InboxFilters>) => void;
  numeric?: boolean;
}) {
  const [text, setText] = useState(value);
  // The URL changed (a chip removed, the filters cleared): the field shows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onValue({ [name]: read(text) }), typingDelayMs);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps -- only typing applies
  return (
    <TextField
      label={label}
      inputMode={numeric ? "numeric" : "decimal"}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
