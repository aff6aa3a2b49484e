/**
 * Which of a chart's month names to write under it: all when they are short ("Nov"), every other
 * one, ending on the newest, when any is longer (Arabic's "نوفمبر"), so that 12 of them never
 * overlap on a 390 px phone. The table beside every chart names each month.
 */
export function shownMonthLabels(labels: string[]): boolean[] {
  const step = labels.some((label) => label.length > 4) ? 2 : 1;
  return labels.map((_, i) => (labels.length - 1 - i) % step === 0);
}

/**
 * Where a month's name sits under its slot: centred, except the first and last, which keep to the
 * chart's edges (a long name centred under the last month ran past the chart's edge and was cut
 * off). The months run left to right in both languages, so the anchor is read left to right
 * (`direction`): in an Arabic page SVG would flip "end" to the left and push the name out again.
 */
export function monthLabelPlace(
  index: number,
  count: number,
  slot: number,
): { x: number; textAnchor: "start" | "middle" | "end"; direction: "ltr" } {
  if (count > 1 && index === count - 1)
    return { x: count * slot, textAnchor: "end", direction: "ltr" };
  if (count > 1 && index === 0) return { x: 0, textAnchor: "start", direction: "ltr" };
  return { x: index * slot + slot / 2, textAnchor: "middle", direction: "ltr" };
}
