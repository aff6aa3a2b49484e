/**
 * How a figure moved against the previous period, from the two figures the API gives: their
 * difference and its share of the previous one. Nothing else is derived from them.
 */
export type Change =
  | { kind: "new"; difference: number }
  | { kind: "same"; difference: 0 }
  | { kind: "up" | "down"; difference: number; percent: string };

export function changeOf(value: number, previous: number): Change {
  const difference = value - previous;
  if (difference === 0) return { kind: "same", difference: 0 };
  if (previous === 0) return { kind: "new", difference };
  // Whole percent; a move under half a percent still shows as "<1" rather than "0".
  const rounded = Math.round((Math.abs(difference) / Math.abs(previous)) * 100);
  const percent = rounded === 0 ? "<1" : String(rounded);
  return { kind: difference > 0 ? "up" : "down", difference, percent };
}

/** "+3", "-2", "0": the difference as text, with its sign. */
export const signed = (text: string, difference: number) => (difference > 0 ? `+${text}` : text);
