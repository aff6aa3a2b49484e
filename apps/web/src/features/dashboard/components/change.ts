import { formatPercent } from "@/lib/format";

/**
 * How a figure moved against the previous period, from the two figures the API gives: their
 * difference and its share of the previous one. Nothing else is derived from them.
 */
export type Change =
  | { kind: "new"; difference: number }
  | { kind: "same"; difference: 0 }
  | { kind: "up" | "down"; difference: number; percent: number };

export function changeOf(value: number, previous: number): Change {
  const difference = value - previous;
  if (difference === 0) return { kind: "same", difference: 0 };
  if (previous === 0) return { kind: "new", difference };
  // The move as a share of the previous figure (0.12 for 12%), shown by percentText.
  const percent = Math.abs(difference) / Math.abs(previous);
  return { kind: difference > 0 ? "up" : "down", difference, percent };
}

/** A share in whole percent ("12%"); a move under half a percent shows as "<1%", never "0%". */
export const percentText = (share: number, language: string) =>
  share < 0.005 ? `<${formatPercent(0.01, language, 0)}` : formatPercent(share, language, 0);

/** "+3", "-2", "0": the difference as text, with its sign. */
export const signed = (text: string, difference: number) => (difference > 0 ? `+${text}` : text);
