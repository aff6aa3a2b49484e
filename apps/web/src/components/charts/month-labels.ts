/**
 * Which of a chart's month names to write under it: all when they are short ("Nov"), every other
 * one, ending on the newest, when any is longer (Arabic's "نوفمبر"), so that 12 of them never
 * overlap on a 390 px phone. The table beside every chart names each month.
 */
export function shownMonthLabels(labels: string[]): boolean[] {
  const step = labels.some((label) => label.length > 4) ? 2 : 1;
  return labels.map((_, i) => (labels.length - 1 - i) % step === 0);
}
