import { useTranslation } from "react-i18next";
import { monthLabelPlace, shownMonthLabels } from "@/components/charts/month-labels";
import { formatMonth } from "@/lib/format";

/** A line of the chart: its name, its month-end values, and how it is drawn. */
export interface Line {
  key: string;
  label: string;
  values: number[];
  /** A colour, a width and a dash, so the lines differ without colour and show where they meet. */
  stroke: "stroke-primary" | "stroke-success" | "stroke-fg";
  width: number;
  dash?: string;
}

const width = 300;
const height = 130;
const top = 8;
const bottom = 112;

/**
 * The lines as steps over the months (a balance holds until an entry moves it), against a zero
 * line; the months named below (every other one when long). At most 32 rem wide: a wide screen
 * would draw it, and its labels, three times the size.
 */
export function BalanceLines({
  months,
  lines,
  summary,
}: {
  months: string[];
  lines: Line[];
  summary: string;
}) {
  const { i18n } = useTranslation();
  const all = lines.flatMap((l) => l.values);
  const high = Math.max(0, ...all);
  const low = Math.min(0, ...all);
  const span = high - low || 1;
  const y = (v: number) => bottom - ((v - low) / span) * (bottom - top);
  const slot = width / Math.max(1, months.length);
  const labels = months.map((m) => formatMonth(m, i18n.language, "short"));
  const shown = shownMonthLabels(labels);
  const steps = (values: number[]) =>
    values
      .map((v, i) => `${i ? "H" : "M"}${i * slot} ${i ? `V${y(v)}` : y(v)}`)
      .join(" ")
      .concat(` H${width}`);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-lg"
      role="img"
      aria-label={summary}
    >
      <line x1="0" x2={width} y1={y(0)} y2={y(0)} className="stroke-line" />
      {lines.map((l) => (
        <path
          key={l.key}
          data-line={l.key}
          d={steps(l.values)}
          fill="none"
          strokeWidth={l.width}
          strokeDasharray={l.dash}
          strokeLinejoin="round"
          className={l.stroke}
        />
      ))}
      {months.map((m, i) =>
        shown[i] ? (
          <text
            key={m}
            {...monthLabelPlace(i, months.length, slot)}
            y={height - 4}
            fontSize="9"
            className="fill-fg-muted"
          >
            {labels[i]}
          </text>
        ) : null,
      )}
    </svg>
  );
}
